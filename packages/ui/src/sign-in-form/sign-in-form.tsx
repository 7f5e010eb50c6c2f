import { useId, useRef, useState, type FormEvent } from 'react';
import { AUTH_LIMITS } from '@gagyeong/contracts/auth';

/** The words of a sign-in form; each package keeps its own (its content module). */
export interface SignInFormText {
  /** The form's heading and accessible name. */
  readonly heading: string;
  /** One line under the heading: who may sign in here. */
  readonly intro: string;
  readonly email: string;
  readonly password: string;
  readonly submit: string;
  /** The button's text while signing in; `submit` if not given. */
  readonly submitting?: string;
  /** Put before the reason of a failure, e.g. "로그인 실패: ". */
  readonly failedPrefix: string;
}

/** Class names for each part, so the form takes the look of the page it is on. */
export interface SignInFormClassNames {
  readonly form?: string;
  readonly heading?: string;
  readonly intro?: string;
  readonly fields?: string;
  readonly field?: string;
  readonly label?: string;
  readonly input?: string;
  readonly submit?: string;
  readonly error?: string;
}

export interface SignInFormProps {
  readonly text: SignInFormText;
  readonly classNames?: SignInFormClassNames;
  /** Signs in with what was typed (the email trimmed); rejects when signing in fails. */
  readonly signIn: (credentials: { readonly email: string; readonly password: string }) => Promise<void>;
  /** The Korean reason to show after `text.failedPrefix` for what `signIn` rejected with. */
  readonly describeError: (error: unknown) => string;
}

/**
 * The administrator's sign-in form, one for every package: the form is named by its heading; the
 * button stays focusable while signing in (aria-disabled, not disabled: a disabled button drops
 * keyboard focus) and a second press is ignored; a failure is announced (role="alert"), tied to
 * the fields, and keeps what was typed; success clears the password.
 */
export function SignInForm({ text, classNames: cn = {}, signIn, describeError }: SignInFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The state above is a render behind a fast second press (Enter twice); this is not.
  const pendingRef = useRef(false);
  const id = useId();
  const errorId = `${id}-error`;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pendingRef.current) return;
    pendingRef.current = true;
    setPending(true);
    setError(null);
    try {
      await signIn({ email: email.trim(), password });
      setPassword('');
    } catch (caught) {
      setError(describeError(caught));
    } finally {
      pendingRef.current = false;
      setPending(false);
    }
  };

  const describedBy = error === null ? undefined : errorId;
  return (
    <form className={cn.form} onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={cn.heading}>
        {text.heading}
      </h2>
      <p className={cn.intro}>{text.intro}</p>
      <div className={cn.fields}>
        <div className={cn.field}>
          <label className={cn.label} htmlFor={`${id}-email`}>
            {text.email}
          </label>
          <input
            id={`${id}-email`}
            className={cn.input}
            type="email"
            name="email"
            autoComplete="username"
            required
            maxLength={AUTH_LIMITS.email}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-describedby={describedBy}
          />
        </div>
        <div className={cn.field}>
          <label className={cn.label} htmlFor={`${id}-password`}>
            {text.password}
          </label>
          <input
            id={`${id}-password`}
            className={cn.input}
            type="password"
            name="password"
            autoComplete="current-password"
            required
            maxLength={AUTH_LIMITS.password}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-describedby={describedBy}
          />
        </div>
        <button type="submit" className={cn.submit} aria-disabled={pending} aria-busy={pending}>
          {pending ? (text.submitting ?? text.submit) : text.submit}
        </button>
      </div>
      {error === null ? null : (
        <p id={errorId} className={cn.error} role="alert">
          {text.failedPrefix}
          {error}
        </p>
      )}
    </form>
  );
}
