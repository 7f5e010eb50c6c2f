import { startTestServer, writeFiles, type TestServer } from '../../test-support/test-server';
import { writeFixtureDist } from '../../test-support/fixture-dist';
import { afterPaintListOf } from '../../test-support/after-paint-list';
import {
  decodeTextFace,
  drawnPoints,
  encodeTextFace,
  MAX_TEXT_FACE_CHARACTERS,
  TEXT_FACE_PREFIX,
  textFaceOf,
  unicodeRangeOf,
  unicodeRangePoints,
} from './text-face';

/**
 * A page's text face (docs/decisions/0097-first-screen-alone.md): what a server-rendered page draws
 * that its route's face lacks, as one more face of the family, made by the host from Pretendard
 * itself (the real font and subsetter, in the host's worker thread).
 */
const points = (text: string) => [...new Set([...text].map((char) => char.codePointAt(0) ?? 0))].sort((a, b) => a - b);

describe('a text face address', () => {
  it('carries its characters, one byte a Hangul syllable, and nothing else decodes', () => {
    const hangul = points('가경 파크시티 견본주택 개관 똠 뷁').filter((point) => point > 0x20);
    const code = encodeTextFace(hangul);
    expect(decodeTextFace(code)).toEqual(hangul);
    expect(Buffer.from(code, 'base64url').length).toBeLessThan(hangul.length * 2 + 2);
    for (const other of ['', 'a+b', 'AAAA', `${code}A`, encodeTextFace([0x41, 0x41])]) {
      expect(decodeTextFace(other)).toBeUndefined();
    }
    const many = Array.from({ length: MAX_TEXT_FACE_CHARACTERS + 1 }, (_, i) => 0xac00 + i);
    expect(decodeTextFace(encodeTextFace(many))).toBeUndefined();
    expect(decodeTextFace(encodeTextFace(many.slice(1)))).toEqual(many.slice(1));
  });

  it('reads and writes unicode-range', () => {
    expect(unicodeRangeOf([0x20, 0x21, 0x22, 0xac00, 0xac02])).toBe('U+20-22,U+AC00,U+AC02');
    expect([...unicodeRangePoints('@font-face{unicode-range: U+20-22, U+AC00 ,U+4??}')]).toEqual([
      0x20,
      0x21,
      0x22,
      0xac00,
      ...Array.from({ length: 0x100 }, (_, i) => 0x400 + i),
    ]);
  });
});

describe("what a page draws, beside its route's face", () => {
  const FACE = '@font-face{font-family:Pretendard Page;unicode-range:U+20-7E,U+AC00,U+BCF8}'; // ASCII, 가, 본

  it('is its text and its fields, not its scripts, styles or <noscript>', () => {
    const html =
      '<html><head><title>제목</title></head><body><p>가 &amp; 본&#xB620;</p><input placeholder="뷁">' +
      '<script>"스크립트"</script><style>.a{content:"스"}</style><noscript>노</noscript></body></html>';
    expect(String.fromCodePoint(...drawnPoints(html))).toBe('가&본똠뷁');
  });

  it('needs no text face where the route face covers it, one for exactly the rest otherwise', () => {
    expect(textFaceOf('<body><p>가 본 Hello</p></body>', FACE)).toBeUndefined();
    const href = textFaceOf('<body><p>가 본 똠 뷁 Hello</p></body>', FACE)?.href ?? '';
    expect(href.startsWith(TEXT_FACE_PREFIX)).toBe(true);
    expect(decodeTextFace(href.slice(TEXT_FACE_PREFIX.length, -'.css'.length))).toEqual(points('똠뷁'));
    // Too much for one face: the page goes on as before (the site-wide face).
    const long = String.fromCodePoint(...Array.from({ length: MAX_TEXT_FACE_CHARACTERS + 1 }, (_, i) => 0xc000 + i));
    expect(textFaceOf(`<body>${long}</body>`, FACE)).toBeUndefined();
  });
});

describe('the host', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ ssr: { cacheEntries: 10 } });
    writeFixtureDist(server.distRoot);
    writeFiles(server.distRoot, {
      'shell/dist/server/index.js': `
exports.createServerFederation = (version, entries) => ({ version, entries, loadModule: async () => ({}), dispose() {} });
exports.renderPage = async ({ url, viewport }) => ({
  status: 200,
  head: '<title>보도자료</title>',
  body: url === '/Brand/intro' ? '<main><h1>브랜드</h1></main>' : '<main><h1>기사</h1><p>견본주택 똠</p></main>',
  ssr: { path: url, viewport, modules: ['mf_marketing/Brand'], data: {} },
  failures: [],
});`,
      'shell/dist/shell-assets.json': JSON.stringify({ css: ['784.abcdef0123.css'] }),
      'shell/dist/784.abcdef0123.css': 'h1{margin:0}',
      'shell/dist/page-fonts/page-fonts.json': JSON.stringify({
        routes: {
          '/Brand/intro': { font: 'page-fonts/a.0000000000.woff2', css: 'page-fonts/a.0000000000.css' },
          '/Brand/video': { font: 'page-fonts/a.0000000000.woff2', css: 'page-fonts/a.0000000000.css' },
        },
      }),
      // The route's face covers ASCII and 브랜드 only.
      'shell/dist/page-fonts/a.0000000000.css':
        "@font-face{font-family:'Pretendard Page';src:url(./a.0000000000.woff2)format('woff2');unicode-range:U+20-7E,U+B4DC,U+B79C,U+BE0C}",
      'mf-marketing/dist/server/remoteEntry.js': '/* build */',
    });
  });
  afterAll(() => server.close());

  const afterPaintStyles = (html: string): string[] =>
    (afterPaintListOf(html) ?? [])
      .filter(([, attributes]) => attributes.rel === 'stylesheet')
      .map(([, attributes]) => attributes.href ?? '');

  it('links a text face after the route face on a page that draws more, in <noscript> too', async () => {
    const covered = await (await fetch(`${server.baseUrl}/Brand/intro`)).text();
    expect(afterPaintStyles(covered)[0]).toBe('/page-fonts/a.0000000000.css');
    expect(covered).not.toContain(TEXT_FACE_PREFIX);

    const html = await (await fetch(`${server.baseUrl}/Brand/video`)).text();
    const styles = afterPaintStyles(html);
    const text = `${TEXT_FACE_PREFIX}${encodeTextFace(points('견본주택기사똠'))}.css`;
    expect(styles.slice(0, 3)).toEqual(['/page-fonts/a.0000000000.css', text, '/784.abcdef0123.css']);
    expect(html).toContain(`<link rel="stylesheet" href="${text}">`);
  });

  it('serves its @font-face and its font, kept for good; an address it would not write is a 404', async () => {
    const code = encodeTextFace(points('견본주택똠'));
    const css = await fetch(`${server.baseUrl}${TEXT_FACE_PREFIX}${code}.css`);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toContain('text/css');
    expect(css.headers.get('cache-control')).toContain('immutable');
    expect(css.headers.get('content-security-policy')).toBeNull();
    const face = await css.text();
    expect(face).toContain("font-family:'Pretendard Page'");
    expect(face).toContain(`src:url(${code}.woff2)`);
    expect(face).toContain(`unicode-range:${unicodeRangeOf(points('견본주택똠'))}`);

    const font = await fetch(`${server.baseUrl}${TEXT_FACE_PREFIX}${code}.woff2`);
    expect(font.status).toBe(200);
    expect(font.headers.get('content-type')).toBe('font/woff2');
    const bytes = Buffer.from(await font.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('wOF2');
    // Five glyphs of the variable font, not the 2 MB it is cut from.
    expect(bytes.length).toBeGreaterThan(1000);
    expect(bytes.length).toBeLessThan(12_000);
    const again = Buffer.from(await (await fetch(`${server.baseUrl}${TEXT_FACE_PREFIX}${code}.woff2`)).arrayBuffer());
    expect(again.equals(bytes)).toBe(true);

    for (const bad of ['AAAA.woff2', `${code}.ttf`, `${code}A.css`, 'x']) {
      expect((await fetch(`${server.baseUrl}${TEXT_FACE_PREFIX}${bad}`)).status).toBe(404);
    }
  }, 30_000);
});
