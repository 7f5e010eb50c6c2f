import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fontFaceCss, readSourceFont, subsetPretendard } from './site-font';
import { reachableText } from './reachable-text';
import { codePointsOf } from './site-text';
import { FONTS_SETTLED_CLASS, PAGE_FONT_FAMILY } from '../../src/features/fonts/page-font';

/**
 * The page face's stylesheet: its @font-face, and the font stack stopped at the system fonts
 * until the face has loaded (the shell then sets the class): while a web font of the stack is
 * loading, the browser fetches the next one in the stack for the same text.
 */
export function pageFaceCss(points: readonly number[], fontUrl: string): string {
  return [
    fontFaceCss(points, fontUrl, PAGE_FONT_FAMILY),
    `:root:not(.${FONTS_SETTLED_CLASS}) {`,
    `  --gg-font: '${PAGE_FONT_FAMILY}', 'Pretendard Fallback', var(--gg-font-system);`,
    '}',
    '',
  ].join('\n');
}

/**
 * Per-route faces (docs/decisions/0054-page-font-faces.md): each route of the route table gets
 * Pretendard subset to the text its server-rendered page shows, what its own modules can show, and
 * the chrome every page can show (header, menus, footer, popup, forms, messages). The host links
 * the route's face before the site-wide face, so a first view downloads only the characters its
 * route can draw.
 */
export { PAGE_FONT_FAMILY } from '../../src/features/fonts/page-font';
/** Folder of the faces and their manifest under shell/dist (served at `/page-fonts/…`). */
export const PAGE_FONTS_DIR = 'page-fonts';
export const PAGE_FONTS_MANIFEST = 'page-fonts.json';

/** The route table path (e.g. `/:site/press`) → its face's files, relative to shell/dist. */
export interface PageFontEntry {
  readonly font: string;
  readonly css: string;
  readonly characters: number;
  readonly bytes: number;
}

export interface PageFontsManifest {
  readonly family: string;
  readonly routes: Readonly<Record<string, PageFontEntry>>;
}

export interface PageText {
  /** The route's path in the route table. */
  readonly route: string;
  /** Everything its pages draw on a first view (both layouts). */
  readonly text: string;
}

/**
 * Where the text any page can show besides its own content starts: the shell's layout (header,
 * desktop and mobile menus, footer, fixed bar, popup host), its route page (a region's loading
 * state, shown while a page the server did not render loads), and the interest popup with its
 * form and messages. Their text is collected from source, following imports (reachable-text.ts),
 * because most of it appears only on interaction (an open menu, the popup, a validation message).
 * Error pages and region fallbacks are left out: they show only when something failed, and then
 * draw with the site-wide face.
 */
export function chromeEntries(repoRoot: string): string[] {
  return [
    'shell/src/app/app-layout.tsx',
    'shell/src/app/route-page.tsx',
    'mf-leads/src/exposed/interest-popup.tsx',
  ].map((file) => join(repoRoot, file));
}

export const chromeText = (repoRoot: string): string =>
  reachableText(chromeEntries(repoRoot), join(repoRoot, 'packages'));

/**
 * The source file a remote exposes as `key` (e.g. 'mf_press/PressList'), read from the remote's
 * webpack `exposes` (`'./PressList': './src/exposed/press-list.tsx'`).
 */
export function exposedFile(repoRoot: string, key: string): string {
  const [remote = '', expose = ''] = key.split('/');
  const dir = join(repoRoot, remote.replace(/_/g, '-'));
  const config = readFileSync(join(dir, 'webpack.config.js'), 'utf8');
  const file = new RegExp(`['"]\\./${expose}['"]\\s*:\\s*['"]([^'"]+)['"]`).exec(config)?.[1];
  if (!file) throw new Error(`${dir}/webpack.config.js exposes no ./${expose}`);
  return join(dir, file);
}

/**
 * Everything the route's own modules can show, from source: text a page shows only after it is
 * interactive (a signed-in hint, a tab, a message) is not in its server HTML.
 */
export const moduleText = (repoRoot: string, keys: readonly string[]): string =>
  reachableText(
    keys.map((key) => exposedFile(repoRoot, key)),
    join(repoRoot, 'packages'),
  );

/**
 * Writes one face (woff2 and its @font-face CSS) per distinct character set into
 * `<shellDist>/page-fonts/`, and the manifest the host reads. Files are named by their content, so
 * routes with the same characters share one; subset results are kept in `cacheDir` between builds.
 */
export async function buildPageFonts(
  pages: readonly PageText[],
  chrome: string,
  shellDist: string,
  cacheDir: string,
): Promise<PageFontsManifest> {
  const { source, optionsKey } = readSourceFont();
  const outDir = join(shellDist, PAGE_FONTS_DIR);
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  mkdirSync(cacheDir, { recursive: true });
  const routes: Record<string, PageFontEntry> = {};
  for (const page of pages) {
    const points = codePointsOf([page.text, chrome]);
    const hash = createHash('sha256').update(optionsKey).update(JSON.stringify(points)).digest('hex').slice(0, 16);
    const cached = join(cacheDir, `${hash}.woff2`);
    if (!existsSync(cached)) writeFileSync(cached, await subsetPretendard(source, points));
    const font = readFileSync(cached);
    const fontFile = `pretendard-page.${hash}.woff2`;
    const css = pageFaceCss(points, `./${fontFile}`);
    // Named by its own content too: browsers keep these files for a year.
    const cssFile = `pretendard-page.${createHash('sha256').update(css).digest('hex').slice(0, 16)}.css`;
    writeFileSync(join(outDir, fontFile), font);
    writeFileSync(join(outDir, cssFile), css);
    routes[page.route] = {
      font: `${PAGE_FONTS_DIR}/${fontFile}`,
      css: `${PAGE_FONTS_DIR}/${cssFile}`,
      characters: points.length,
      bytes: font.length,
    };
  }
  const manifest: PageFontsManifest = { family: PAGE_FONT_FAMILY, routes };
  writeFileSync(join(outDir, PAGE_FONTS_MANIFEST), `${JSON.stringify(manifest, null, 1)}\n`);
  return manifest;
}
