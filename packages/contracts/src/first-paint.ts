/**
 * How a server-rendered page paints from its first response
 * (docs/decisions/0056-critical-css-and-first-paint.md).
 */

/**
 * Marks an element that is never on the first screen (the home page's later sections): its CSS
 * is left out of the page's inline critical CSS and arrives with the rest after the first paint.
 * Unmarked content counts as first screen, so a mark only ever makes the first response smaller.
 */
export const BELOW_FOLD_ATTRIBUTE = 'data-below-fold';

/** Spread onto an element that is never on the first screen. */
export const BELOW_FOLD = { [BELOW_FOLD_ATTRIBUTE]: '' } as const;

/**
 * Spread onto an element that is never on the first screen but is laid out as usual, without
 * `content-visibility` (the footer: a skipped subtree is measured wrong by what reads its
 * geometry, such as an accessibility audit's contrast check). Only its CSS comes later.
 */
export const BELOW_FOLD_LAID_OUT = { [BELOW_FOLD_ATTRIBUTE]: 'laid-out' } as const;

/**
 * What the host adds to a page's critical CSS when it has marked content: the browser lays out
 * and paints that content only when it nears the viewport (by then its CSS has arrived), so the
 * first frame costs only the first screen. A section is taken as one screen tall until drawn.
 */
export const BELOW_FOLD_CSS = `[${BELOW_FOLD_ATTRIBUTE}=""]{content-visibility:auto;contain-intrinsic-size:auto 100vh}`;
