import { useEffect, useState } from 'react';
import { SECOND_FACTOR_TEXT } from '@gagyeong/contracts/auth';
import { SignInForm, type SignInFormText } from '@gagyeong/ui';
import { PRESS_ADMIN_TEXT } from '../../../content/press-admin-text';
import { useSignIn } from '../hooks/use-auth-actions';
import { usePressBackend } from '../hooks/use-press-backend';
import { errorMessage } from './error-message';
import styles from './admin-panel.module.css';

const TEXT: SignInFormText = {
  heading: PRESS_ADMIN_TEXT.loginHeading,
  intro: PRESS_ADMIN_TEXT.loginHint,
  email: PRESS_ADMIN_TEXT.email,
  password: PRESS_ADMIN_TEXT.password,
  submit: PRESS_ADMIN_TEXT.loginButton,
  failedPrefix: PRESS_ADMIN_TEXT.loginFailedPrefix,
};

const CLASS_NAMES = {
  form: styles.form,
  heading: styles.heading,
  intro: styles.hint,
  fields: styles.row,
  field: styles.field,
  hint: styles.hint,
  submit: styles.primary,
  error: styles.error,
  panel: styles.form,
};

/** Whether the configured backend asks for a TOTP code (known once it has loaded). */
function useTotp(): boolean {
  const getBackend = usePressBackend();
  const [totp, setTotp] = useState(false);
  useEffect(() => {
    let cancelled = false;
    getBackend().then(
      (backend) => {
        if (!cancelled) setTotp(backend.auth.totp);
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [getBackend]);
  return totp;
}

/**
 * Administrator sign-in with what was typed, the second factor's code included on the embedded
 * server (enrolment shows the key; its QR code is on /admin); the auth listener then reports the
 * user.
 */
export function LoginForm() {
  const signIn = useSignIn();
  const totp = useTotp();
  return (
    <SignInForm
      text={totp ? { ...TEXT, secondFactor: SECOND_FACTOR_TEXT } : TEXT}
      classNames={CLASS_NAMES}
      signIn={async (credentials) => {
        const outcome = await signIn.mutateAsync(credentials);
        return 'user' in outcome ? undefined : outcome;
      }}
      describeError={errorMessage}
    />
  );
}
