import { lazy, Suspense } from 'react';
import { SECOND_FACTOR_TEXT, type SessionUser } from '@gagyeong/contracts/auth';
import { SignInForm as SharedSignInForm, thenOnSignedIn, type SignInFormText } from '@gagyeong/ui';
import { INBOX_TEXT } from '../../../content/admin-text';
import { InboxError } from '../api/inbox-api';
import type { Inbox } from '../api/inbox-for';
import formStyles from '../../../components/form.module.css';
import styles from './leads-inbox.module.css';

const TEXT: SignInFormText = {
  heading: INBOX_TEXT.signInTitle,
  intro: INBOX_TEXT.signInIntro,
  email: INBOX_TEXT.email,
  password: INBOX_TEXT.password,
  submit: INBOX_TEXT.signIn,
  submitting: INBOX_TEXT.signingIn,
  failedPrefix: INBOX_TEXT.signInFailed,
};

const CLASS_NAMES = {
  form: styles.signIn,
  fields: formStyles.form,
  field: formStyles.field,
  label: formStyles.label,
  input: formStyles.input,
  hint: styles.hint,
  submit: formStyles.submit,
  error: styles.error,
  panel: styles.panel,
};

const describeError = (error: unknown) => (error instanceof InboxError ? error.message : INBOX_TEXT.unexpected);

// The QR encoder is needed once per account (enrolment): it stays out of the sign-in's first load.
const QrImage = lazy(() => import('./qr-image').then(({ QrImage }) => ({ default: QrImage })));

const renderQr = (uri: string, label: string) => (
  <div className={styles.qr}>
    <Suspense fallback={null}>
      <QrImage text={uri} label={label} />
    </Suspense>
  </div>
);

/**
 * Administrator sign-in with what was typed (`POST /api/auth/login` with the TOTP code, or
 * Firebase Auth): enrolment by QR code on the first sign-in, the recovery codes shown once; in
 * firebase mode the SMS steps, after which the session is read again (the administrator now).
 */
export function SignInForm({
  api,
  onSignedIn,
}: {
  api: Pick<Inbox, 'signIn' | 'totp' | 'me'>;
  onSignedIn: (user: SessionUser) => void;
}) {
  return (
    <SharedSignInForm
      text={api.totp ? { ...TEXT, secondFactor: SECOND_FACTOR_TEXT } : TEXT}
      classNames={CLASS_NAMES}
      renderQr={renderQr}
      signIn={async ({ email, password, code }) => {
        const answer = await api.signIn(email, password, code);
        if ('enrolment' in answer) return { enrolment: answer.enrolment };
        if ('sms' in answer) {
          return {
            sms: thenOnSignedIn(answer.sms, async () => {
              const { user } = await api.me();
              if (user) onSignedIn(user);
            }),
          };
        }
        const { user, recoveryCodes } = answer;
        if (recoveryCodes && recoveryCodes.length > 0) return { recoveryCodes, finish: () => onSignedIn(user) };
        onSignedIn(user);
        return undefined;
      }}
      describeError={describeError}
    />
  );
}
