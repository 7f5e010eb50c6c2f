/**
 * The route's own font face and when the rest of the font stack may be used
 * (docs/decisions/0054-page-font-faces.md). While a web font of the stack is still loading, the
 * browser fetches the next web font in the stack for the same text; so until the page's face has
 * loaded, its stylesheet stops the stack at the system fonts, and this class lifts that.
 */
export const PAGE_FONT_FAMILY = 'Pretendard Page';
export const FONTS_SETTLED_CLASS = 'gg-fonts-settled';

/**
 * The page's face stylesheets as the host links them (`/page-fonts/…`, shell/tools/site-font): the
 * route's face and, on a page that draws characters the build could not know (a press article),
 * its text face (docs/decisions/0097-first-screen-alone.md).
 */
const PAGE_FACE_STYLESHEETS = 'link[rel="stylesheet"][href*="/page-fonts/"]';

/**
 * Resolves once every page face stylesheet is parsed (undefined when they already are). A
 * server-rendered page requests them after its first paint
 * (docs/decisions/0056-critical-css-and-first-paint.md), possibly after this runs: asking for a
 * face before it is declared would find none and lift the limit too early.
 */
function facesDeclared(doc: Document): Promise<unknown> | undefined {
  const pending = [...doc.querySelectorAll<HTMLLinkElement>(PAGE_FACE_STYLESHEETS)].filter((link) => !link.sheet);
  if (pending.length === 0) return undefined;
  return Promise.all(
    pending.map(
      (link) =>
        new Promise<void>((resolve) => {
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
        }),
    ),
  );
}

/**
 * Marks <html> once the page's faces have loaded or failed (at once where there is none): every
 * face of its family (the route's, and a text face), so a text face still on its way does not send
 * the browser to the next font of the stack for the same characters. Each face is loaded as it
 * is (`FontFace.load`), not matched against the page's text, which costs the main thread.
 */
export function settlePageFont(doc: Document = document): Promise<void> {
  const settle = () => {
    doc.documentElement.classList.add(FONTS_SETTLED_CLASS);
  };
  // Browsers without the CSS Font Loading API keep the stack the stylesheet gave them.
  if (!('fonts' in doc)) {
    settle();
    return Promise.resolve();
  }
  const load = () => {
    const faces = [...doc.fonts].filter((face) => face.family.replace(/["']/g, '') === PAGE_FONT_FAMILY);
    return faces.length > 0
      ? Promise.all(faces.map((face) => face.load()))
      : doc.fonts.load(`1em "${PAGE_FONT_FAMILY}"`);
  };
  const declared = facesDeclared(doc);
  return (declared ? declared.then(load) : load()).then(settle, settle);
}
