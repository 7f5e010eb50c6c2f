import { captureAttribution } from '@gagyeong/contracts/attribution';

/**
 * Keeps where this visit came from (its first page's path, the referring host, utm_* parameters)
 * in this tab's sessionStorage, for the lead forms to send (docs/decisions/0033-campaign-attribution.md).
 * Runs on every full page load; only the first of a visit is kept. No cookie, nothing sent.
 */
export function captureVisit(win: Window = window): void {
  try {
    captureAttribution(win.sessionStorage, new URL(win.location.href), win.document.referrer);
  } catch {
    // sessionStorage itself can throw (blocked storage): the visit simply has no attribution.
  }
}
