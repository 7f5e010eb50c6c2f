/**
 * How many layers hold the lock, and the body's own styles to put back: on <body>, not in module
 * state, so that two bundles' copies of this package (shell and a remote) share one lock.
 */
const COUNT = 'data-gg-scroll-lock';
const SAVED_OVERFLOW = 'data-gg-scroll-lock-overflow';
const SAVED_PADDING = 'data-gg-scroll-lock-padding';

/**
 * Stops the page behind a layer from scrolling, padding <body> by the scrollbar's width so the
 * page does not shift sideways when the scrollbar goes. Returns the release; the page scrolls
 * again when the last holder releases it.
 */
export function lockScroll(): () => void {
  const { body, documentElement } = document;
  const count = Number(body.getAttribute(COUNT) ?? '0');
  if (count === 0) {
    // clientWidth is 0 where there is no layout (tests, some embedded browsers): no padding then.
    const scrollbar = documentElement.clientWidth > 0 ? window.innerWidth - documentElement.clientWidth : 0;
    body.setAttribute(SAVED_OVERFLOW, body.style.overflow);
    body.setAttribute(SAVED_PADDING, body.style.paddingRight);
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  }
  body.setAttribute(COUNT, String(count + 1));

  let released = false;
  return () => {
    if (released) return;
    released = true;
    const holders = Number(body.getAttribute(COUNT) ?? '1') - 1;
    if (holders > 0) {
      body.setAttribute(COUNT, String(holders));
      return;
    }
    body.style.overflow = body.getAttribute(SAVED_OVERFLOW) ?? '';
    body.style.paddingRight = body.getAttribute(SAVED_PADDING) ?? '';
    for (const name of [COUNT, SAVED_OVERFLOW, SAVED_PADDING]) body.removeAttribute(name);
  };
}
