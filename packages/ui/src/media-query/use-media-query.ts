import { useCallback, useSyncExternalStore } from 'react';
import { assumedMatch, useViewportHint } from '@gagyeong/contracts';

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * Whether `query` matches now, kept in step with the viewport. On the server and during hydration
 * it is what the server assumed from the request (the mobile query matches for a phone; see
 * `viewport.ts` in the contracts), so the server's markup and the first browser render agree.
 */
export function useMediaQuery(query: string): boolean {
  const hint = useViewportHint();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const getSnapshot = useCallback(() => window.matchMedia(query).matches, [query]);
  return useSyncExternalStore(subscribe, getSnapshot, () => assumedMatch(query, hint));
}
