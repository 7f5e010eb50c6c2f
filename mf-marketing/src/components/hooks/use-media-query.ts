import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches; false on the server and during hydration, so server and first
 * client render agree (layouts are CSS-driven; this only picks behaviour).
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
