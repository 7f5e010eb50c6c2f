/**
 * The route's own font face and when the rest of the font stack may be used
 * (docs/decisions/0054-page-font-faces.md). While a web font of the stack is still loading, the
 * browser fetches the next web font in the stack for the same text; so until the page's face has
 * loaded, its stylesheet stops the stack at the system fonts, and this class lifts that.
 */
export const PAGE_FONT_FAMILY = 'Pretendard Page';
export const FONTS_SETTLED_CLASS = 'gg-fonts-settled';

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
  return doc.fonts.load(`1em "${PAGE_FONT_FAMILY}"`).then(settle, settle);
}
