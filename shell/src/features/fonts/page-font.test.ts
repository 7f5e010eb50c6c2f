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
    expect(load).toHaveBeenCalledWith(`1em "${PAGE_FONT_FAMILY}"`, expect.any(String));
    expect(document.documentElement).not.toHaveClass(FONTS_SETTLED_CLASS);
    loaded([]);
    await settling;
    expect(document.documentElement).toHaveClass(FONTS_SETTLED_CLASS);
  });

  it("waits for the face's stylesheet when the page requests it after its first paint", async () => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = '/page-fonts/pretendard-page.0123.css';
    document.head.append(link);
    const load = jest.fn(() => Promise.resolve([]));
    const settling = settlePageFont(withFonts(load));
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    link.dispatchEvent(new Event('load'));
    await settling;
    expect(load).toHaveBeenCalledWith(`1em "${PAGE_FONT_FAMILY}"`, expect.any(String));
    expect(document.documentElement).toHaveClass(FONTS_SETTLED_CLASS);
    link.remove();
  });

  it("waits for every face stylesheet (the route's and the text face) and loads the faces of the page's text", async () => {
    document.body.textContent = '기사 본문 똠';
    const links = ['/page-fonts/pretendard-page.0123.css', '/page-fonts/text/rK0B.css'].map((href) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      document.head.append(link);
      return link;
    });
    const load = jest.fn(() => Promise.resolve([]));
    const settling = settlePageFont(withFonts(load));
    links[0]?.dispatchEvent(new Event('load'));
    await Promise.resolve();
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    links[1]?.dispatchEvent(new Event('error'));
    await settling;
    expect(load).toHaveBeenCalledWith(`1em "${PAGE_FONT_FAMILY}"`, '기사 본문 똠');
    expect(document.documentElement).toHaveClass(FONTS_SETTLED_CLASS);
    links.forEach((link) => link.remove());
    document.body.textContent = '';
  });

  it('lifts it when the face fails to load too', async () => {
    await settlePageFont(withFonts(() => Promise.reject(new Error('network'))));
    expect(document.documentElement).toHaveClass(FONTS_SETTLED_CLASS);
  });
});
