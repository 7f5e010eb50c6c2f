/**
 * The route's own font face and when the rest of the font stack may be used
 * (docs/decisions/0054-page-font-faces.md). While a web font of the stack is still loading, the
 * browser fetches the next web font in the stack for the same text; so until the page's face has
 * loaded, its stylesheet stops the stack at the system fonts, and this class lifts that.
 */
export const PAGE_FONT_FAMILY = 'Pretendard Page';
export const FONTS_SETTLED_CLASS = 'gg-fonts-settled';

/** The page face's stylesheet as the host links it (`/page-fonts/…`, shell/tools/site-font). */
const PAGE_FACE_STYLESHEET = 'link[rel="stylesheet"][href*="/page-fonts/"]';

/**
 * Resolves once the page face's stylesheet is parsed (undefined when it is already). A server-rendered page requests it after its
 * first paint (docs/decisions/0056-critical-css-and-first-paint.md), possibly after this runs:
 * asking for the face before it is declared would find none and lift the limit too early.
 */
function faceDeclared(doc: Document): Promise<void> | undefined {
  const link = doc.querySelector<HTMLLinkElement>(PAGE_FACE_STYLESHEET);
  if (!link || link.sheet) return undefined;
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
}

/** Marks <html> once the page's face has loaded or failed (at once where there is none). */
export function settlePageFont(doc: Document = document): Promise<void> {
  const settle = () => {
    doc.documentElement.classList.add(FONTS_SETTLED_CLASS);
  };
  // Browsers without the CSS Font Loading API keep the stack the stylesheet gave them.
  if (!('fonts' in doc)) {
    settle();
    return Promise.resolve();
  }
  const load = () => doc.fonts.load(`1em "${PAGE_FONT_FAMILY}"`);
  const declared = faceDeclared(doc);
  return (declared ? declared.then(load) : load()).then(settle, settle);
}
