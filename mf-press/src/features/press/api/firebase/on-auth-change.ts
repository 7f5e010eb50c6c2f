import { onIdTokenChanged, type Auth } from 'firebase/auth';
import type { SessionUser } from '@gagyeong/contracts/auth';
import { sessionUserOf } from '@gagyeong/ui/firebase-second-factor';

/**
 * Follows the ID token (IndexedDB persistence carries a sign-out to every tab): a new token is
 * how an administrator's second factor arrives, enrolment included, where the user stays the
 * same. The role needs the token, which is asynchronous: only the latest change is reported.
 */
export function onAuthChange(auth: Auth, listener: (user: SessionUser | null) => void): () => void {
  let latest = 0;
  let stopped = false;
  const unsubscribe = onIdTokenChanged(auth, (user) => {
    const change = ++latest;
    if (!user) {
      listener(null);
      return;
    }
    sessionUserOf(user).then(
      (sessionUser) => {
        if (!stopped && change === latest) listener(sessionUser);
      },
      () => {
        // Without a readable token the claim is unknown: treat the account as having no permission.
        if (!stopped && change === latest) listener({ email: user.email ?? '', role: 'member' });
      },
    );
  });
  return () => {
    stopped = true;
    unsubscribe();
  };
}
