import { onAuthStateChanged, type Auth } from 'firebase/auth';
import type { SessionUser } from '@gagyeong/contracts/auth';
import { toSessionUser } from './to-session-user';

/**
 * Follows `onAuthStateChanged` (IndexedDB persistence carries a sign-out to every tab). The role
 * needs the ID token, which is asynchronous: only the latest change is reported.
 */
export function onAuthChange(auth: Auth, listener: (user: SessionUser | null) => void): () => void {
  let latest = 0;
  let stopped = false;
  const unsubscribe = onAuthStateChanged(auth, (user) => {
    const change = ++latest;
    if (!user) {
      listener(null);
      return;
    }
    toSessionUser(user).then(
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
