import { SignInForm, type SignInFormText } from '@gagyeong/ui';
import { PRESS_TEXT } from '../../../content/press-text';
import { useSignIn } from '../hooks/use-auth-actions';
import { errorMessage } from './error-message';
import styles from './admin-panel.module.css';

const TEXT: SignInFormText = {
  heading: PRESS_TEXT.loginHeading,
  intro: PRESS_TEXT.loginHint,
  email: PRESS_TEXT.email,
  password: PRESS_TEXT.password,
  submit: PRESS_TEXT.loginButton,
  failedPrefix: PRESS_TEXT.loginFailedPrefix,
};

const CLASS_NAMES = {
  form: styles.form,
  heading: styles.heading,
  intro: styles.hint,
  fields: styles.row,
  field: styles.field,
  submit: styles.primary,
  error: styles.error,
};

/** Administrator sign-in with what was typed; the auth listener then reports the user. */
export function LoginForm() {
  const signIn = useSignIn();
  return (
    <SignInForm
      text={TEXT}
      classNames={CLASS_NAMES}
      signIn={async (credentials) => {
        await signIn.mutateAsync(credentials);
      }}
      describeError={errorMessage}
    />
  );
}
