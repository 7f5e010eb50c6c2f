import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False on the server and while the page hydrates, true once it has (and from the first render
 * of a page the browser renders itself): for a control that can only work by script and appears
 * then, in room its layout reserved (docs/architecture.md §3, "Before the scripts run").
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
