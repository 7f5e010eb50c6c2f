import { useId, useState, type FormEvent } from 'react';
import type { SessionUser } from '@gagyeong/contracts/auth';
import { INBOX_TEXT } from '../../../content/leads-text';
import { InboxError } from '../api/inbox-api';
import type { Inbox } from '../api/inbox-for';
import formStyles from '../../../components/form.module.css';
import styles from './leads-inbox.module.css';

/** Administrator sign-in with what was typed (`POST /api/auth/login`; DESIGN §8). */
export function SignInForm({
  api,
  onSignedIn,
}: {
  api: Pick<Inbox, 'signIn'>;
  onSignedIn: (user: SessionUser) => void;
}) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      const user = await api.signIn(email, password);
      if (user) {
        setPassword('');
        onSignedIn(user);
      } else {
        setError(`${INBOX_TEXT.signInFailed}${INBOX_TEXT.unexpected}`);
      }
    } catch (caught) {
      const message = caught instanceof InboxError ? caught.message : INBOX_TEXT.unexpected;
      setError(`${INBOX_TEXT.signInFailed}${message}`);
    } finally {
      setPending(false);
    }
  };

  return (
    <section className={styles.signIn} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{INBOX_TEXT.signInTitle}</h2>
      <p>{INBOX_TEXT.signInIntro}</p>
      <form className={formStyles.form} onSubmit={(event) => void onSubmit(event)} aria-labelledby={`${id}-title`}>
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor={`${id}-email`}>
            {INBOX_TEXT.email}
          </label>
          <input
            id={`${id}-email`}
            className={formStyles.input}
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor={`${id}-password`}>
            {INBOX_TEXT.password}
          </label>
          <input
            id={`${id}-password`}
            className={formStyles.input}
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
        <button type="submit" className={formStyles.submit} disabled={pending}>
          {pending ? INBOX_TEXT.signingIn : INBOX_TEXT.signIn}
        </button>
        {error ? (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        ) : null}
      </form>
    </section>
  );
}
