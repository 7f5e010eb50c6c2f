import { FONTS_SETTLED_CLASS, PAGE_FONT_FAMILY, settlePageFont } from './page-font';

/** A face as the document's FontFaceSet lists it (CSS-connected), with a load to resolve by hand. */
function face(family: string) {
  let done: () => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const loaded = new Promise<void>((resolve, reject) => {
    done = resolve;
    fail = reject;
  });
  return { family, load: jest.fn(() => loaded), done, fail };
}

type Face = ReturnType<typeof face>;

describe('the page font settling', () => {
  afterEach(() => document.documentElement.classList.remove(FONTS_SETTLED_CLASS));

  function withFonts(faces: readonly Face[], load = jest.fn(() => Promise.resolve([]))): Document {
    const fonts = { load, [Symbol.iterator]: () => faces[Symbol.iterator]() };
    Object.defineProperty(document, 'fonts', { value: fonts, configurable: true });
    return document;
  }

  function stylesheet(href: string): HTMLLinkElement {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    document.head.append(link);
    return link;
  }

  const flush = async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  };

  it("lifts the stack's limit only once the page's own face has loaded, and loads no other", async () => {
    const page = face(PAGE_FONT_FAMILY);
    const site = face('Pretendard Site');
    const settling = settlePageFont(withFonts([page, site]));
    expect(page.load).toHaveBeenCalled();
    expect(site.load).not.toHaveBeenCalled();
    await flush();
    expect(document.documentElement).not.toHaveClass(FONTS_SETTLED_CLASS);
    page.done();
    await settling;
    expect(document.documentElement).toHaveClass(FONTS_SETTLED_CLASS);
  });

  it('waits for every face stylesheet (the route face and a text face), then for both faces', async () => {
    const links = [stylesheet('/page-fonts/pretendard-page.0123.css'), stylesheet('/page-fonts/text/rK0B.css')];
    const route = face(PAGE_FONT_FAMILY);
    // A family as a browser may spell it, quoted.
    const text = face(`"${PAGE_FONT_FAMILY}"`);
    const settling = settlePageFont(withFonts([route, text]));
    links[0]?.dispatchEvent(new Event('load'));
    await flush();
    expect(route.load).not.toHaveBeenCalled();
    links[1]?.dispatchEvent(new Event('error'));
    await flush();
    expect(route.load).toHaveBeenCalled();
    expect(text.load).toHaveBeenCalled();
    route.done();
    await flush();
    expect(document.documentElement).not.toHaveClass(FONTS_SETTLED_CLASS);
    text.done();
    await settling;
    expect(document.documentElement).toHaveClass(FONTS_SETTLED_CLASS);
    links.forEach((link) => link.remove());
  });

  it('lifts it when a face fails to load too', async () => {
    const page = face(PAGE_FONT_FAMILY);
    const settling = settlePageFont(withFonts([page]));
    page.fail(new Error('network'));
    await settling;
    expect(document.documentElement).toHaveClass(FONTS_SETTLED_CLASS);
  });

  it('asks the set for the family where no face of it is listed', async () => {
    const load = jest.fn(() => Promise.resolve([]));
    await settlePageFont(withFonts([], load));
    expect(load).toHaveBeenCalledWith(`1em "${PAGE_FONT_FAMILY}"`);
    expect(document.documentElement).toHaveClass(FONTS_SETTLED_CLASS);
  });
});
