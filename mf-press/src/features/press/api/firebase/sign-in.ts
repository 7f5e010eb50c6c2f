import type { Auth } from 'firebase/auth';
import { signInWithSecondFactor } from '@gagyeong/ui/firebase-second-factor';
import type { PressSignIn } from '../press-backend';

/**
 * Email and password, then for an administrator the SMS second factor (enrolment on the first
 * sign-in): the auth listener (onIdTokenChanged) reports the administrator once the last step
 * has minted a token with the second factor.
 */
export async function signIn(auth: Auth, email: string, password: string): Promise<PressSignIn> {
  return signInWithSecondFactor(auth, email, password);
}
