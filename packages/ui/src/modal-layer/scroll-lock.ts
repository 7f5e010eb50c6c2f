/**
 * How many layers hold the lock, and the body's own styles to put back: on <body>, not in module
 * state, so that two bundles' copies of this package (shell and a remote) share one lock.
 */
const COUNT = 'data-gg-scroll-lock';
const SAVED = 'data-gg-scroll-lock-saved';

interface SavedStyle {
  readonly overflow: string;
  readonly paddingRight: string;
}

function readSaved(body: HTMLElement): SavedStyle {
  try {
    const saved: unknown = JSON.parse(body.getAttribute(SAVED) ?? '{}');
    if (typeof saved === 'object' && saved !== null) {
      const { overflow, paddingRight } = saved as Record<string, unknown>;
      return {
        overflow: typeof overflow === 'string' ? overflow : '',
        paddingRight: typeof paddingRight === 'string' ? paddingRight : '',
      };
    }
  } catch {
    // Someone else's value: put back nothing rather than garbage.
  }
  return { overflow: '', paddingRight: '' };
}

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
    body.setAttribute(SAVED, JSON.stringify({ overflow: body.style.overflow, paddingRight: body.style.paddingRight }));
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
    const saved = readSaved(body);
    body.style.overflow = saved.overflow;
    body.style.paddingRight = saved.paddingRight;
    body.removeAttribute(COUNT);
    body.removeAttribute(SAVED);
  };
}
