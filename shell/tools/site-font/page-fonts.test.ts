/** @jest-environment node */
import { FONTS_SETTLED_CLASS } from '../../src/features/fonts/page-font';
import { pageFaceCss } from './page-fonts';

describe("a page face's stylesheet", () => {
  it('declares the page face for exactly its characters', () => {
    const css = pageFaceCss([0x41, 0xac00], './f.woff2');
    expect(css).toContain("font-family: 'Pretendard Page';");
    expect(css).toContain('unicode-range: U+41,U+AC00;');
  });

  it('stops the font stack at the system fonts until the shell marks the face loaded', () => {
    expect(pageFaceCss([0x41], './f.woff2')).toContain(
      `:root:not(.${FONTS_SETTLED_CLASS}) {\n  --gg-font: 'Pretendard Page', 'Pretendard Fallback', var(--gg-font-system);\n}`,
    );
  });
});
