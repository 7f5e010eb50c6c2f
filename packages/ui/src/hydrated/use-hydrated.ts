import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False on the server and while the browser hydrates the server's HTML, true from the next render
 * on (and at once in a page rendered by the browser), without a hydration mismatch: a control
 * that needs the script can then replace the plain link that works without it (the press list's
 * 더보기), or appear in room its layout kept for it (the top banner's pause button;
 * docs/architecture.md §3, "Before the scripts run").
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
