import { useCallback, useSyncExternalStore } from 'react';
import { assumedMatch, useViewportHint } from '@gagyeong/contracts';

/**
 * Whether `query` matches now, kept in step with the viewport; on the server and during hydration,
 * what the server assumed from the request (the mobile query for a phone).
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
