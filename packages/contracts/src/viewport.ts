import { createContext, useContext } from 'react';
import { MOBILE_MEDIA_QUERY } from './site';

/**
 * The layout the server guessed from the request (a phone's browser says so in its headers), so
 * that components which pick their markup by viewport render the same on the server and in the
 * first browser render (hydration), and a phone does not see the desktop markup swapped out.
 */
export type ViewportHint = 'mobile' | 'desktop';

const ViewportHintContext = createContext<ViewportHint>('desktop');

export const ViewportHintProvider = ViewportHintContext.Provider;

export function useViewportHint(): ViewportHint {
  return useContext(ViewportHintContext);
}

/** What a media query is taken to match before the browser can answer (server, hydration). */
export function assumedMatch(query: string, hint: ViewportHint): boolean {
  return query === MOBILE_MEDIA_QUERY && hint === 'mobile';
}

/** `Sec-CH-UA-Mobile: ?1` (Chromium) or a phone's user agent. */
export function viewportHintOf(headers: { readonly userAgent?: string; readonly chUaMobile?: string }): ViewportHint {
  if (headers.chUaMobile === '?1') return 'mobile';
  if (headers.chUaMobile === '?0') return 'desktop';
  return /\b(Mobi|iPhone|iPod|Android.+Mobile)\b/i.test(headers.userAgent ?? '') ? 'mobile' : 'desktop';
}
