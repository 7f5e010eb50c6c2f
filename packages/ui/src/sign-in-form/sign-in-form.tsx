import { lazy, Suspense, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { AUTH_LIMITS, type SECOND_FACTOR_TEXT, type TotpEnrolment } from '@gagyeong/contracts/auth';
import { useHydratedValue } from '../hydrated-field/use-hydrated-field';
import type { SmsStep } from './sms-step';

// Firebase mode's SMS steps come after the password, once per sign-in: not in a first load.
const SmsStepForm = lazy(() => import('./sms-step-form').then(({ SmsStepForm }) => ({ default: SmsStepForm })));

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
  /** The second factor's words (the contracts' SECOND_FACTOR_TEXT): shows the code field. */
  readonly secondFactor?: typeof SECOND_FACTOR_TEXT;
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
  readonly hint?: string;
  readonly submit?: string;
  /** A secondary button (the SMS steps' "처음부터 다시"); `submit` if not given. */
  readonly secondary?: string;
  readonly error?: string;
  readonly panel?: string;
}

/**
 * What a sign-in attempt led to when it did not finish it: the second factor's key to enrol, the
 * recovery codes to show once (`finish` then completes the sign-in), or (firebase mode) the SMS
 * steps, which finish the sign-in themselves.
 */
export type SignInStep =
  | { readonly enrolment: TotpEnrolment }
  | { readonly recoveryCodes: readonly string[]; readonly finish: () => void }
  | { readonly sms: SmsStep };

export interface SignInFormProps {
  readonly text: SignInFormText;
  readonly classNames?: SignInFormClassNames;
  /**
   * Signs in with what was typed (the email trimmed, `code` '' when none); resolves when signed in,
   * or with the next step; rejects when signing in fails.
   */
  readonly signIn: (credentials: {
    readonly email: string;
    readonly password: string;
    readonly code: string;
  }) => Promise<SignInStep | void>;
  /** The Korean reason to show after `text.failedPrefix` for what `signIn` rejected with. */
  readonly describeError: (error: unknown) => string;
  /** Draws the enrolment QR code of an `otpauth://` URI (without it, the key is shown as text only). */
  readonly renderQr?: (otpauthUri: string, label: string) => ReactNode;
}

/**
 * The administrator's sign-in form, one for every package: the form is named by its heading; the
 * button stays focusable while signing in (aria-disabled, not disabled: a disabled button drops
 * keyboard focus) and a second press is ignored; a failure is announced (role="alert"), tied to
 * the fields, and keeps what was typed; success clears the password. With the second factor, a
 * code field follows; an account not enrolled yet is shown its key (QR code and text) first, and
 * the recovery codes an enrolment hands out are shown once before the page goes on.
 */
export function SignInForm({ text, classNames: cn = {}, signIn, describeError, renderQr }: SignInFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [recovery, setRecovery] = useState<Extract<SignInStep, { recoveryCodes: unknown }> | null>(null);
  const [sms, setSms] = useState<SmsStep | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // What was typed before the script ran stays, and is what signs in (docs/architecture.md §3).
  const emailRef = useHydratedValue(email, setEmail);
  const passwordRef = useHydratedValue(password, setPassword);
  const codeRef = useHydratedValue(code, setCode);
  // The state above is a render behind a fast second press (Enter twice); this is not.
  const pendingRef = useRef(false);
  const id = useId();
  const errorId = `${id}-error`;
  const factor = text.secondFactor;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pendingRef.current) return;
    pendingRef.current = true;
    setPending(true);
    setError(null);
    try {
      const step = await signIn({ email: email.trim(), password, code: code.trim() });
      setCode('');
      if (step && 'enrolment' in step) {
        setEnrolment(step.enrolment);
        return;
      }
      setPassword('');
      if (step && 'sms' in step) setSms(step.sms);
      else if (step) setRecovery(step);
    } catch (caught) {
      setError(describeError(caught));
    } finally {
      pendingRef.current = false;
      setPending(false);
    }
  };

  if (sms) {
    return (
      <Suspense fallback={null}>
        <SmsStepForm step={sms} classNames={cn} onRestart={() => setSms(null)} />
      </Suspense>
    );
  }

  if (recovery && factor) {
    return (
      <section className={cn.panel} aria-labelledby={`${id}-recovery`}>
        <h2 id={`${id}-recovery`} className={cn.heading}>
          {factor.recoveryTitle}
        </h2>
        <p className={cn.intro}>{factor.recoveryIntro}</p>
        <ul aria-label={factor.recoveryTitle}>
          {recovery.recoveryCodes.map((recoveryCode) => (
            <li key={recoveryCode}>
              <code>{recoveryCode}</code>
            </li>
          ))}
        </ul>
        <button type="button" className={cn.submit} onClick={recovery.finish}>
          {factor.recoveryDone}
        </button>
      </section>
    );
  }

  const describedBy = error === null ? undefined : errorId;
  return (
    <form className={cn.form} onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={cn.heading}>
        {text.heading}
      </h2>
      <p className={cn.intro}>{text.intro}</p>
      {enrolment && factor ? (
        <section className={cn.panel} aria-labelledby={`${id}-enrol`}>
          <h3 id={`${id}-enrol`} className={cn.label}>
            {factor.enrolTitle}
          </h3>
          <p className={cn.hint}>{renderQr ? factor.enrolIntro : factor.enrolElsewhere}</p>
          {renderQr ? renderQr(enrolment.otpauthUri, factor.qr) : null}
          <p className={cn.hint}>
            {factor.key}: <code>{enrolment.secret}</code>
          </p>
        </section>
      ) : null}
      <div className={cn.fields}>
        <div className={cn.field}>
          <label className={cn.label} htmlFor={`${id}-email`}>
            {text.email}
          </label>
          <input
            ref={emailRef}
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
            ref={passwordRef}
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
        {factor ? (
          <div className={cn.field}>
            <label className={cn.label} htmlFor={`${id}-code`}>
              {factor.code}
            </label>
            <input
              ref={codeRef}
              id={`${id}-code`}
              className={cn.input}
              type="text"
              name="code"
              inputMode="text"
              autoComplete="one-time-code"
              spellCheck={false}
              maxLength={AUTH_LIMITS.code}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              aria-describedby={[`${id}-code-hint`, describedBy].filter(Boolean).join(' ')}
            />
            <small id={`${id}-code-hint`} className={cn.hint}>
              {factor.codeHint}
            </small>
          </div>
        ) : null}
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
