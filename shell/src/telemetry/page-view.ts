import { matchRoute } from '@gagyeong/contracts';
import type { PageContext } from '@gagyeong/contracts/telemetry';

/**
 * What every beacon of this page view says about it (docs/decisions/0057-telemetry-beacons.md):
 * one random id per document, shared by the vitals and the remote-health beacons so the host
 * counts each event of the view once (never stored), and the page by its route pattern and
 * layout, never its address.
 */
let view: string | undefined;

export function pageViewId(): string {
  if (view === undefined) {
    const bytes = new Uint8Array(12);
    crypto.getRandomValues(bytes);
    view = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  }
  return view;
}

/** The page as a beacon names it: the route table's pattern (never the address) and the layout. */
export function pageContext(pathname: string, phone: boolean): PageContext {
  const match = matchRoute(pathname);
  return { route: match ? match.route.path : '*', device: phone ? 'phone' : 'desktop' };
}
