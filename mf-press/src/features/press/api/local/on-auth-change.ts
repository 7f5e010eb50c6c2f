import type { SessionUser } from '@gagyeong/contracts/auth';
import type { AuthEvents } from './auth-events';
import { currentUser } from './current-user';

/** How often a visible tab asks the server who is signed in (another tab may have signed out). */
export const AUTH_CHECK_INTERVAL_MS = 20_000;

const userKey = (user: SessionUser | null) => (user ? `${user.role}\n${user.email}` : '');

/**
 * Follows the session: asks `me` now, every interval while the tab is visible, and whenever the tab
 * regains focus or becomes visible; this tab's own sign-in and sign-out arrive through `events` at
 * once. The listener hears only changes.
 */
export function onAuthChange(
  apiBase: string,
  events: AuthEvents,
  listener: (user: SessionUser | null) => void,
  intervalMs: number = AUTH_CHECK_INTERVAL_MS,
): () => void {
  let stopped = false;
  let lastKey: string | undefined;
  let inFlight = false;
  // Bumped by every answer and local event: a `me` answer that left before a sign-in is stale.
  let generation = 0;

  const report = (user: SessionUser | null) => {
    const key = userKey(user);
    if (key === lastKey) return;
    lastKey = key;
    listener(user);
  };

  const check = async () => {
    if (stopped || inFlight) return;
    inFlight = true;
    const asked = generation;
    try {
      const user = await currentUser(apiBase);
      if (!stopped && asked === generation) report(user);
    } catch {
      // Unreachable server: keep the last known state; the very first check shows the sign-in form.
      if (!stopped && asked === generation && lastKey === undefined) report(null);
    } finally {
      inFlight = false;
    }
  };

  const checkIfVisible = () => {
    if (document.visibilityState !== 'hidden') void check();
  };

  const timer = window.setInterval(checkIfVisible, intervalMs);
  window.addEventListener('focus', checkIfVisible);
  document.addEventListener('visibilitychange', checkIfVisible);
  const unsubscribe = events.subscribe((user) => {
    generation += 1;
    report(user);
  });
  void check();

  return () => {
    stopped = true;
    window.clearInterval(timer);
    window.removeEventListener('focus', checkIfVisible);
    document.removeEventListener('visibilitychange', checkIfVisible);
    unsubscribe();
  };
}
