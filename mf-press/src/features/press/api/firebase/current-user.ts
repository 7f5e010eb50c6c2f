import type { Auth } from 'firebase/auth';
import type { SessionUser } from '@gagyeong/contracts/auth';
import { sessionUserOf } from '@gagyeong/ui/firebase-second-factor';

/** Waits until Auth has restored a persisted session, then reports it. */
export async function currentUser(auth: Auth): Promise<SessionUser | null> {
  await auth.authStateReady();
  return auth.currentUser ? sessionUserOf(auth.currentUser) : null;
}
