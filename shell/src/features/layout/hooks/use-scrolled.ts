import { useSyncExternalStore } from 'react';

/** docs/product.md §4: the header's scroll flag flips at 0px. */
const SCROLL_THRESHOLD_PX = 0;

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

const getSnapshot = () => window.scrollY > SCROLL_THRESHOLD_PX;

/** Whether the page is scrolled past the top. A boolean snapshot, so scrolling re-renders only on a flip. */
export function useScrolled(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
