import { signInWithEmailAndPassword, type Auth } from 'firebase/auth';
import type { SessionUser } from '@gagyeong/contracts/auth';
import { toSessionUser } from './to-session-user';

export async function signIn(auth: Auth, email: string, password: string): Promise<SessionUser> {
  const credential = await signInWithEmailAndPassword(auth, email, password);
  return toSessionUser(credential.user);
}
