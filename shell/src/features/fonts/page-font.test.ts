import { FONTS_SETTLED_CLASS, PAGE_FONT_FAMILY, settlePageFont } from './page-font';

describe('the page font settling', () => {
  afterEach(() => document.documentElement.classList.remove(FONTS_SETTLED_CLASS));

  function withFonts(load: (font: string) => Promise<unknown>): Document {
    Object.defineProperty(document, 'fonts', { value: { load }, configurable: true });
    return document;
  }

  it("lifts the stack's limit only once the page's own face has loaded", async () => {
    let loaded: (value: unknown) => void = () => undefined;
    const load = jest.fn(() => new Promise((resolve) => (loaded = resolve)));
    const settling = settlePageFont(withFonts(load));
    expect(load).toHaveBeenCalledWith(`1em "${PAGE_FONT_FAMILY}"`);
    expect(document.documentElement).not.toHaveClass(FONTS_SETTLED_CLASS);
    loaded([]);
    await settling;
    expect(document.documentElement).toHaveClass(FONTS_SETTLED_CLASS);
  });

  it('lifts it when the face fails to load too', async () => {
    await settlePageFont(withFonts(() => Promise.reject(new Error('network'))));
    expect(document.documentElement).toHaveClass(FONTS_SETTLED_CLASS);
  });
});
