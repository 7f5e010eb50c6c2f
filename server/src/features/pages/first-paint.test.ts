import { createHash } from 'node:crypto';
import { BELOW_FOLD_CSS } from '@gagyeong/contracts/first-paint';
import { startTestServer, writeFiles, type TestServer } from '../../test-support/test-server';
import { writeFixtureDist } from '../../test-support/fixture-dist';
import { afterPaintListOf } from '../../test-support/after-paint-list';
import { AFTER_PAINT_CODE, AFTER_PAINT_ELEMENT_ID, faceFiles } from './first-paint';
import { firstScreenOf } from './critical-css';
import { svgDataUrl } from './first-screen-images';

/**
 * The first-paint step (docs/decisions/0056-critical-css-and-first-paint.md) on server-rendered
 * pages, with a stand-in for the shell's server build (the boundary; the built site is checked by
 * the e2e suite): critical CSS inline, nothing render-blocking, the rest after the first paint,
 * and a CSP that allows exactly what the page inlines.
 */
const BODIES: Record<string, string> = {
  '/Brand/intro':
    '<main><h1 class="title" style="--tone:1">브랜드</h1>' +
    '<img fetchPriority="high" src="/remotes/mf-marketing/assets/banner.0123456789.svg" alt="" width="10" height="5"/>' +
    '<img src="/remotes/mf-marketing/assets/story.0123456789.svg" alt="" width="10" height="5"/></main>',
  '/Brand/video':
    '<main><h1 class="title" style="--tone:1">영상</h1>' +
    '<ul class="menu" hidden=""><li class="item">메뉴</li></ul><button class="toggle">열기</button></main>',
  '/':
    '<main><h1 class="title">홈</h1><section data-below-fold=""><p class="later">아래</p></section></main>' +
    '<footer data-below-fold="laid-out"><p class="foot">바닥</p></footer>',
};

const FAKE_SHELL_BUILD = `
exports.createServerFederation = (version, entries) => ({ version, entries, loadModule: async () => ({}), dispose() {} });
exports.renderPage = async ({ url, viewport }) => {
  const bodies = ${JSON.stringify(BODIES)};
  return {
    status: 200,
    head: '<title>페이지</title><link rel="preload" as="image" href="/remotes/mf-marketing/assets/banner.0123456789.svg" fetchPriority="high"/>',
    body: bodies[url] || '<main><h1 class="title">기타</h1></main>',
    ssr: { path: url, viewport, modules: ['mf_marketing/Brand'], data: {} },
    failures: [],
  };
};
`;

const SHELL_CSS =
  '@font-face{font-family:Pretendard Fallback;src:local(Noto Sans CJK KR);size-adjust:95%}' +
  '@font-face{font-family:Pretendard Site;src:url(/assets/site.woff2)format("woff2")}' +
  ':root{--gg-primary:#16302b}:root:not(.gg-fonts-settled){--gg-font:Pretendard Page}.title{color:var(--gg-primary)}.unused{color:red}' +
  '.menu{display:flex}.menu[hidden]{display:none}.item{color:green}' +
  '.toggle:hover,.toggle:focus-visible{color:blue}.toggle:not(:hover){opacity:.9}.title:hover,.toggle{margin:0}';
const BRAND_CSS =
  'main{display:block}.later{margin:0}.foot{padding:1px}@media (max-width:900px){.title{font-size:20px}}';
const VIDEO_FACE_CSS =
  "@font-face{font-family:'Pretendard Page';font-display:swap;src:url('./video.1111111111.woff2') format('woff2')}";
const BANNER_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 5"><title>배너 #1</title></svg>';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

function directive(csp: string, name: string): string[] {
  const entry = csp.split(';').find((part) => part.trim().startsWith(`${name} `));
  return entry ? entry.trim().split(/\s+/).slice(1) : [];
}

describe('the first paint of a server-rendered page', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ ssr: { cacheEntries: 10 } });
    writeFixtureDist(server.distRoot);
    writeFiles(server.distRoot, {
      'shell/dist/server/index.js': FAKE_SHELL_BUILD,
      'shell/dist/shell-assets.json': JSON.stringify({ css: ['784.abcdef0123.css'] }),
      // One route's own face names a stylesheet this host cannot read.
      'shell/dist/page-fonts/page-fonts.json': JSON.stringify({
        routes: {
          '/Brand/intro': { font: 'page-fonts/intro.0000000000.woff2', css: 'missing.0000000000.css' },
          '/Brand/video': { font: 'page-fonts/video.1111111111.woff2', css: 'page-fonts/video.1111111111.css' },
        },
      }),
      'shell/dist/page-fonts/video.1111111111.css': VIDEO_FACE_CSS,
      'shell/dist/784.abcdef0123.css': SHELL_CSS,
      'mf-marketing/dist/server/remoteEntry.js': '/* build */',
      'mf-marketing/dist/__federation_expose_Brand.6666666666.css': BRAND_CSS,
      'mf-marketing/dist/assets/banner.0123456789.svg': BANNER_SVG,
    });
  });
  afterAll(() => server.close());

  const page = async (path: string) => {
    const response = await fetch(`${server.baseUrl}${path}`);
    const html = await response.text();
    return { response, html, head: html.slice(0, html.indexOf('</head>')) };
  };
  const styleOf = (html: string) => /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';

  it('inlines the rules its elements use, in the cascade order of its stylesheets, and nothing else', async () => {
    const { html } = await page('/Brand/intro');
    const css = styleOf(html);
    expect(css).toContain('.title{color:var(--gg-primary)}');
    expect(css).toContain(':root{--gg-primary:#16302b}');
    // The font stack's hold until the page's face has loaded is on every page.
    expect(css).toContain(':root:not(.gg-fonts-settled){--gg-font:Pretendard Page}');
    expect(css).toContain('main{display:block}');
    expect(css).toContain('@media (max-width:900px){.title{font-size:20px}}');
    expect(css.indexOf('.title{color')).toBeLessThan(css.indexOf('main{display:block}'));
    expect(css).not.toContain('.unused');
    // A local face (fallback metrics) downloads nothing: inline. A web font never is.
    expect(css).toContain('font-family:Pretendard Fallback');
    expect(css).not.toContain('Pretendard Site');
  });

  it('blocks rendering on nothing: stylesheets only in <noscript>, the rest and the script after the first paint', async () => {
    const { html, head } = await page('/Brand/intro');
    const outsideNoscript = head.replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
    expect(outsideNoscript).not.toMatch(/rel="stylesheet"[^>]*href="\/(784|remotes)/);
    expect(head).toContain(
      '<noscript><link rel="stylesheet" href="/784.abcdef0123.css" data-href="784.abcdef0123.css">' +
        '<link rel="stylesheet" href="/remotes/mf-marketing/__federation_expose_Brand.6666666666.css" data-href="__federation_expose_Brand.6666666666.css"></noscript>',
    );
    // A sheet this host cannot read stays a link: styled late is better than unstyled; and such a
    // page is not kept, so the next request tries the sheet again.
    expect(outsideNoscript).toContain('<link rel="stylesheet" href="/missing.0000000000.css"');
    expect((await page('/Brand/intro')).response.headers.get('server-timing')).toContain('desc="miss"');
    expect(html).not.toContain('<script defer src="/main.0123456789.js">');
    expect(afterPaintListOf(html)).toEqual([
      ['link', { rel: 'stylesheet', href: '/784.abcdef0123.css', 'data-href': '784.abcdef0123.css' }],
      [
        'link',
        {
          rel: 'stylesheet',
          href: '/remotes/mf-marketing/__federation_expose_Brand.6666666666.css',
          'data-href': '__federation_expose_Brand.6666666666.css',
        },
      ],
      ['script', { src: '/main.0123456789.js' }],
      // The remote's scripts are preloaded then too, no longer from <head>.
      ['link', { rel: 'preload', as: 'script', fetchpriority: 'low', href: '/remotes/mf-marketing/remoteEntry.js' }],
      [
        'link',
        {
          rel: 'preload',
          as: 'script',
          fetchpriority: 'low',
          href: '/remotes/mf-marketing/__federation_expose_Brand.5555555555.js',
        },
      ],
    ]);
    expect(head).not.toContain('rel="preload" as="script"');
    expect(html).toContain(`<script id="${AFTER_PAINT_ELEMENT_ID}">${AFTER_PAINT_CODE}([`);
    expect(html).toMatch(/\]\);<\/script><\/body>/);
  });

  it('has a CSP that allows exactly its inline style, style attributes and script, no unsafe-inline', async () => {
    for (const attempt of ['miss', 'hit']) {
      const { response, html } = await page('/Brand/video');
      expect(response.headers.get('server-timing')).toContain(`desc="${attempt}"`);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).not.toContain('unsafe-inline');
      expect(directive(csp, 'style-src').filter((s) => s.startsWith("'sha256-"))).toEqual([sha(styleOf(html))]);
      expect(directive(csp, 'style-src-attr')).toEqual(["'unsafe-hashes'", sha('--tone:1')]);
      const script = new RegExp(`<script id="${AFTER_PAINT_ELEMENT_ID}">([\\s\\S]*?)</script>`).exec(html)?.[1] ?? '';
      expect(script.startsWith(AFTER_PAINT_CODE)).toBe(true);
      expect(directive(csp, 'script-src').filter((s) => s.startsWith("'sha256-"))).toEqual([sha(script)]);
    }
  });

  it('carries the first screen’s SVG artwork inline, without the preload React wrote for it', async () => {
    const { html } = await page('/Brand/intro');
    expect(html).toContain(`src="${svgDataUrl(BANNER_SVG)}"`);
    expect(html).not.toContain('rel="preload" as="image"');
    // An image not marked as the first screen's stays a link.
    expect(html).toContain('src="/remotes/mf-marketing/assets/story.0123456789.svg"');
  });

  it('leaves the rules of content marked below the fold for later, and renders that content only when near', async () => {
    const { html } = await page('/');
    const css = styleOf(html);
    expect(css).not.toContain('.later');
    expect(css).toContain(BELOW_FOLD_CSS);
    // Marked to be laid out as usual: its rules come later too, and no content-visibility for it.
    expect(css).not.toContain('.foot');
    expect(BELOW_FOLD_CSS).toMatch(/^\[data-below-fold=""\]\{/);
    expect(styleOf((await page('/Brand/intro')).html)).not.toContain(BELOW_FOLD_CSS);
    // A page with hidden elements and no mark gets no content-visibility rule either.
    expect(styleOf((await page('/Brand/video')).html)).not.toContain(BELOW_FOLD_CSS);
  });

  it('leaves out what the first frame cannot show: hidden elements, and interaction states', async () => {
    const css = styleOf((await page('/Brand/video')).html);
    // A hidden element is not drawn: its rules and its content's come later.
    expect(css).not.toContain('.menu');
    expect(css).not.toContain('.item');
    // Nothing is hovered or focused in the first frame; a state it does show stays.
    expect(css).not.toContain(':hover,');
    expect(css).not.toContain(':focus-visible');
    expect(css).toContain('.toggle:not(:hover){opacity:.9}');
    expect(css).toContain('.toggle{margin:0}');
    expect(css).not.toContain('.title:hover');
  });

  it('other responses allow no inline style or script', async () => {
    const response = await fetch(`${server.baseUrl}/api/health`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(directive(csp, 'style-src-attr')).toEqual(["'none'"]);
    expect(csp).not.toContain("'sha256-");
  });

  it("requests its route face's file with the face's stylesheet after the first paint, never before", async () => {
    const { html, head } = await page('/Brand/video');
    const list = afterPaintListOf(html) ?? [];
    const preload = [
      'link',
      { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '', href: '/page-fonts/video.1111111111.woff2' },
    ];
    expect(list).toContainEqual(preload);
    // After the stylesheets (the face's among them), before the shell's script.
    const index = list.findIndex((element) => JSON.stringify(element) === JSON.stringify(preload));
    expect(list[index - 1]).toEqual(['link', expect.objectContaining({ rel: 'stylesheet' })]);
    expect(list[index + 1]).toEqual(['script', { src: '/main.0123456789.js' }]);
    expect(head.replace(/<noscript>[\s\S]*?<\/noscript>/g, '')).not.toContain('woff2');
    // A face whose stylesheet this host cannot read has nothing to preload.
    expect(JSON.stringify(afterPaintListOf((await page('/Brand/intro')).html))).not.toContain('woff2');
  });

  it('finds the files a face stylesheet names, as the page requests them', () => {
    expect(faceFiles("src:url('./a.1.woff2') format('woff2')", '/page-fonts/x.css')).toEqual(['/page-fonts/a.1.woff2']);
    expect(faceFiles('src:url(/f/b.woff2)', '/page-fonts/x.css')).toEqual(['/f/b.woff2']);
    expect(faceFiles('src:url("c.woff2")', 'https://cdn.example/fonts/x.css')).toEqual([
      'https://cdn.example/fonts/c.woff2',
    ]);
    expect(faceFiles("src:local('Noto Sans CJK KR')", '/page-fonts/x.css')).toEqual([]);
  });
});

describe('the first screen of a page', () => {
  it('is the page without its subtrees marked below the fold', () => {
    const html =
      '<main><div>a</div><section class="x" data-below-fold=""><section><p>b</p></section><p>c</p></section><p>d</p></main>';
    expect(firstScreenOf(html)).toBe('<main><div>a</div><p>d</p></main>');
    expect(firstScreenOf('<p data-below-fold="">x</p>')).toBe('');
    expect(firstScreenOf('<p>no mark</p>')).toBe('<p>no mark</p>');
  });

  it('is the page without its hidden elements', () => {
    expect(firstScreenOf('<nav><ul hidden=""><li class="x"><ul><li>a</li></ul></li></ul><p>b</p></nav>')).toBe(
      '<nav><p>b</p></nav>',
    );
    expect(firstScreenOf('<div hidden=""><div>x</div></div><div>y</div>')).toBe('<div>y</div>');
    expect(firstScreenOf('<img hidden="" src="a.svg"><p>c</p>')).toBe('<p>c</p>');
    // Text that only looks like the attribute stays.
    expect(firstScreenOf('<p>a hidden="" b</p><p>c</p>')).toBe('<p>a hidden="" b</p><p>c</p>');
    // Below the fold and hidden together: the marked subtree goes whole.
    expect(firstScreenOf('<section data-below-fold=""><ul hidden=""><li>a</li></ul></section><p>d</p>')).toBe(
      '<p>d</p>',
    );
  });

  it('draws only the summary of a closed <details>, the whole of an open one', () => {
    expect(
      firstScreenOf(
        '<details class="m"><summary class="t"><span>메뉴</span></summary><div class="p"><a>x</a></div></details><p>y</p>',
      ),
    ).toBe('<details class="m"><summary class="t"><span>메뉴</span></summary></details><p>y</p>');
    // Open: kept, and the closed ones inside it are reduced in turn.
    expect(
      firstScreenOf(
        '<details open=""><summary>a</summary><ul><li><details name="g"><summary>b</summary><ul class="i"><li>c</li></ul></details></li></ul></details>',
      ),
    ).toBe(
      '<details open=""><summary>a</summary><ul><li><details name="g"><summary>b</summary></details></li></ul></details>',
    );
    // A closed one inside a closed one goes with its content.
    expect(
      firstScreenOf(
        '<details><summary>a</summary><details open=""><summary>b</summary><p>c</p></details></details><p>d</p>',
      ),
    ).toBe('<details><summary>a</summary></details><p>d</p>');
    // Text that looks like the tag stays.
    expect(firstScreenOf('<p>&lt;details&gt; <detailsx>z</detailsx></p>')).toBe(
      '<p>&lt;details&gt; <detailsx>z</detailsx></p>',
    );
  });
});

describe('an SVG as a data URL', () => {
  it("is a URL (no space, double quote or angle bracket) that decodes to the file, quoted with '", () => {
    const url = svgDataUrl(BANNER_SVG);
    expect(url).toMatch(/^data:image\/svg\+xml,[^\s"<>#]+$/);
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(BANNER_SVG.replace(/"/g, "'"));
    // A file that already uses ' keeps its quotes (as %22).
    const quoted = '<svg xmlns="http://www.w3.org/2000/svg"><text font-family="\'A B\'">x</text></svg>';
    expect(decodeURIComponent(svgDataUrl(quoted).slice('data:image/svg+xml,'.length))).toBe(quoted);
  });
});
