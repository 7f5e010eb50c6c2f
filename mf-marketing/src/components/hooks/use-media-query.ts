import { useSyncExternalStore } from 'react';
import { assumedMatch, useViewportHint } from '@gagyeong/contracts';

/**
 * Whether a media query matches. On the server and during hydration it is what the server assumed
 * from the request (the mobile query matches for a phone), so server and first client render agree.
 */
export function useMediaQuery(query: string): boolean {
  const hint = useViewportHint();
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => assumedMatch(query, hint),
  );
}

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
