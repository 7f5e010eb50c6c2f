import { useCallback, useEffect, useRef } from 'react';

/** Marks the history entry the open popup pushed. */
export const POPUP_HISTORY_MARKER = 'gagyeongInterestPopup';

function hasMarker(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && (state as Record<string, unknown>)[POPUP_HISTORY_MARKER] === true
  );
}

/**
 * docs/product.md §4: while the popup is open it owns one history entry, so the browser back button closes
 * it instead of leaving the page. The entry has the same URL and keeps the router's own state
 * (react-router reads `key` and `idx` from it), so popping it is a no-op for the router: the route
 * and scroll position stay. Returns `release`, which pops the entry when the popup is closed
 * another way (X, Escape), so history does not grow with every opening.
 */
export function useHistoryEntry(open: boolean, onBack: () => void): () => void {
  const onBackRef = useRef(onBack);
  useEffect(() => {
    onBackRef.current = onBack;
  });

  useEffect(() => {
    if (!open) return undefined;
    // Already on our entry (React StrictMode runs effects twice; or forward into it): keep it.
    if (!hasMarker(window.history.state)) {
      const state: unknown = window.history.state;
      const base = typeof state === 'object' && state !== null ? state : {};
      window.history.pushState({ ...base, [POPUP_HISTORY_MARKER]: true }, '');
    }
    const onPopState = () => {
      if (!hasMarker(window.history.state)) onBackRef.current();
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [open]);

  return useCallback(() => {
    if (hasMarker(window.history.state)) window.history.back();
  }, []);
}
