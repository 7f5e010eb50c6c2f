import { useId, useState, type FormEvent } from 'react';
import { AUTH_LIMITS } from '@gagyeong/contracts/auth';
import { PRESS_TEXT } from '../../../content/press-text';
import { useSignIn } from '../hooks/use-auth-actions';
import { errorMessage } from './error-message';
import styles from './admin-panel.module.css';

/** Administrator sign-in with what was typed (docs/architecture.md §8); failures read "로그인 실패: …". */
export function LoginForm() {
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const id = useId();
  const errorId = `${id}-error`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signIn.isPending) return;
    signIn.mutate({ email: email.trim(), password });
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        {PRESS_TEXT.loginHeading}
      </h2>
      <p className={styles.hint}>{PRESS_TEXT.loginHint}</p>
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={`${id}-email`}>{PRESS_TEXT.email}</label>
          <input
            id={`${id}-email`}
            type="email"
            name="email"
            autoComplete="username"
            required
            maxLength={AUTH_LIMITS.email}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-describedby={signIn.isError ? errorId : undefined}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-password`}>{PRESS_TEXT.password}</label>
          <input
            id={`${id}-password`}
            type="password"
            name="password"
            autoComplete="current-password"
            required
            maxLength={AUTH_LIMITS.password}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-describedby={signIn.isError ? errorId : undefined}
          />
        </div>
        {/* aria-disabled, not disabled: a disabled button drops keyboard focus while signing in. */}
        <button type="submit" className={styles.primary} aria-disabled={signIn.isPending} aria-busy={signIn.isPending}>
          {PRESS_TEXT.loginButton}
        </button>
      </div>
      {signIn.isError ? (
        <p id={errorId} className={styles.error} role="alert">
          {PRESS_TEXT.loginFailedPrefix}
          {errorMessage(signIn.error)}
        </p>
      ) : null}
    </form>
  );
}
