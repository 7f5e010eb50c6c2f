/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { reachableText } from './reachable-text';

describe('the text the chrome can show, followed through imports', () => {
  let root: string;
  const write = (file: string, text: string) => {
    mkdirSync(join(root, file, '..'), { recursive: true });
    writeFileSync(join(root, file), text);
  };
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'reachable-text-'));
    write(
      'packages/contracts/package.json',
      JSON.stringify({ name: '@gagyeong/contracts', exports: { '.': './src/index.ts', './leads': './src/leads.ts' } }),
    );
    write('packages/contracts/src/index.ts', "export * from './menu';\n");
    write('packages/contracts/src/menu.ts', "export const MENU = ['분양'];\nexport const ADMIN_MENU = ['관리'];\n");
    write(
      'packages/contracts/src/leads.ts',
      "const MESSAGES = { name: '이름을 입력' };\nexport const check = () => MESSAGES.name;\nexport const STATUS = '처리완료';\n",
    );
    write(
      'app/header.tsx',
      [
        "import { MENU } from '@gagyeong/contracts';",
        "import { check, STATUS } from '@gagyeong/contracts/leads';",
        "import styles from './header.module.css';",
        "import { unused } from './unused';",
        'export const Header = () => <h1 className={styles.a}>{MENU[0]}머리{check()}</h1>;',
        "export const lazy = () => import('./later');",
      ].join('\n'),
    );
    write('app/header.module.css', ".a::before { content: '※'; }");
    write('app/unused.ts', "export const unused = '안씀';");
    write('app/later.tsx', 'export default function Later() { return <p>나중</p>; }');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('takes what the entry reaches: imported declarations, what they use, CSS strings, lazy modules', () => {
    const text = reachableText([join(root, 'app/header.tsx')], join(root, 'packages'));
    for (const word of ['분양', '머리', '이름을 입력', '※', '나중']) expect(text).toContain(word);
  });

  it('leaves out declarations nothing reached uses, and modules imported for them only', () => {
    const text = reachableText([join(root, 'app/header.tsx')], join(root, 'packages'));
    // STATUS is imported but never used by the header; ADMIN_MENU and unused are not reached.
    for (const word of ['관리', '처리완료', '안씀']) expect(text).not.toContain(word);
  });
});
