/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fontCodePoints } from './font-cmap';
import {
  buildSiteFont,
  collectSitePoints,
  fontFaceCss,
  SITE_FONT_CSS,
  SITE_FONT_FILE,
  toUnicodeRange,
} from './site-font';

const repoRoot = join(__dirname, '..', '..', '..');

describe('unicode-range', () => {
  it('merges consecutive code points into ranges', () => {
    expect(toUnicodeRange([0x20, 0x21, 0x22, 0xa9, 0xac00, 0xac01])).toBe('U+20-22,U+A9,U+AC00-AC01');
  });

  it('is stated in a swap @font-face for the weights kept', () => {
    const css = fontFaceCss([0x41], './f.woff2');
    expect(css).toContain("font-family: 'Pretendard Site';");
    expect(css).toContain('font-display: swap;');
    expect(css).toContain('font-weight: 400 800;');
    expect(css).toContain('unicode-range: U+41;');
  });
});

describe('the site font built from the site text', () => {
  let out: string;
  beforeAll(() => {
    out = mkdtempSync(join(tmpdir(), 'site-font-'));
  });
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('has a glyph for every character of every content module, menu, footer, form and message', async () => {
    const points = collectSitePoints(repoRoot);
    // The site's text is Korean: far more than printable ASCII must have been found.
    expect(points.filter((point) => point >= 0xac00 && point <= 0xd7a3).length).toBeGreaterThan(300);
    const result = await buildSiteFont(points, out);
    expect(result.rebuilt).toBe(true);
    const inFont = await fontCodePoints(readFileSync(join(out, SITE_FONT_FILE)));
    const missing = points.filter((point) => !inFont.has(point)).map((point) => String.fromCodePoint(point));
    expect(missing).toEqual([]);
    expect(readFileSync(join(out, SITE_FONT_CSS), 'utf8')).toContain(`unicode-range: ${toUnicodeRange(points)};`);
  }, 60_000);

  it('is rebuilt when the text changes and kept when it does not', async () => {
    const first = await buildSiteFont([0x41, 0xac00], out);
    expect(first.rebuilt).toBe(true);
    expect((await buildSiteFont([0x41, 0xac00], out)).rebuilt).toBe(false);
    const changed = await buildSiteFont([0x41, 0xac00, 0xac01], out);
    expect(changed.rebuilt).toBe(true);
    expect(await fontCodePoints(readFileSync(join(out, SITE_FONT_FILE)))).toEqual(new Set([0x41, 0xac00, 0xac01]));
  }, 60_000);
});
