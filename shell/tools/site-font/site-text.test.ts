/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { collectSiteCodePoints, listTextSources, textOf } from './site-text';

describe('the text a source file can show', () => {
  it('takes string literals, template parts and JSX text of TypeScript, never comments or names', () => {
    const source = [
      '// 주석은 화면에 나오지 않는다',
      "const 변수 = '방문';",
      'export const Page = () => <p title={`예약 ${변수} 안내`}>상담 문의</p>;',
    ].join('\n');
    const text = textOf('page.tsx', source);
    for (const word of ['방문', '예약 ', ' 안내', '상담 문의']) expect(text).toContain(word);
    for (const char of '주석변수') expect(text).not.toContain(char);
  });

  it('takes quoted strings of CSS and the whole of HTML and JSON', () => {
    expect(textOf('a.module.css', ".note::before { content: '※'; color: red; }")).toBe('※');
    expect(textOf('index.html', '<p>자바스크립트</p>')).toBe('<p>자바스크립트</p>');
    expect(textOf('sites.json', '[{"name":"가족"}]')).toContain('가족');
  });
});

describe('the site text collected for the font', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'site-text-'));
    mkdirSync(join(root, 'features', 'test-support'), { recursive: true });
    writeFileSync(join(root, 'features', 'page.tsx'), 'export const P = () => <h1>분양</h1>;');
    writeFileSync(join(root, 'features', 'page.test.tsx'), "it('테스트', () => {});");
    writeFileSync(join(root, 'features', 'loader.server.ts'), "export const x = '서버';");
    writeFileSync(join(root, 'features', 'test-support', 'fake.ts'), "export const y = '가짜';");
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('skips tests, test support and server-only modules', () => {
    expect(listTextSources([root])).toEqual([join(root, 'features', 'page.tsx')]);
  });

  it('is every character shown plus printable ASCII, without whitespace', () => {
    const points = collectSiteCodePoints([root]);
    expect(points).toEqual(expect.arrayContaining(['분'.codePointAt(0), '양'.codePointAt(0), 0x41, 0x7e]));
    expect(points).not.toContain('테'.codePointAt(0));
    expect(points).not.toContain(0x0a);
    expect([...points].sort((a, b) => a - b)).toEqual(points);
  });
});
