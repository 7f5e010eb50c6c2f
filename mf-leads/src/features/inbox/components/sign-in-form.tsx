import type { SessionUser } from '@gagyeong/contracts/auth';
import { SignInForm as SharedSignInForm, type SignInFormText } from '@gagyeong/ui';
import { INBOX_TEXT } from '../../../content/leads-text';
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
  submit: formStyles.submit,
  error: styles.error,
};

const describeError = (error: unknown) => (error instanceof InboxError ? error.message : INBOX_TEXT.unexpected);

/** Administrator sign-in with what was typed (`POST /api/auth/login`, or Firebase Auth). */
export function SignInForm({
  api,
  onSignedIn,
}: {
  api: Pick<Inbox, 'signIn'>;
  onSignedIn: (user: SessionUser) => void;
}) {
  return (
    <SharedSignInForm
      text={TEXT}
      classNames={CLASS_NAMES}
      signIn={async ({ email, password }) => {
        const user = await api.signIn(email, password);
        // Signed in but no user to show: treated as a failure, with the generic reason.
        if (!user) throw new Error('no user after signing in');
        onSignedIn(user);
      }}
      describeError={describeError}
    />
  );
}
