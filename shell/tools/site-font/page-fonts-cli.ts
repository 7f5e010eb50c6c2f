// `npm run build -w shell` runs this last (postbuild): renders every route of the route table
// with the built site (the host and the remotes' server builds, a throwaway database), takes the
// text each page shows at both layouts, adds what the route's modules and the chrome can show
// (from source), and writes one Pretendard face per route into shell/dist/page-fonts
// (docs/decisions/0054-page-font-faces.md).
// SITE_FONT_PORT picks the loopback port of that render server (default: any free port).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isRedirect, ROUTES, serverRenderedModules, SITE } from '@gagyeong/contracts';
import { buildPageFonts, chromeText, moduleText, PAGE_FONTS_DIR, type PageText } from './page-fonts';
import { cssText, htmlText } from './page-text';

const shellDir = join(__dirname, '..', '..');
const repoRoot = join(shellDir, '..');
const shellDist = join(shellDir, 'dist');

/** A concrete path for a route of the table: the site's slug, an article id no article has. */
function samplePath(routePath: string): string {
  return routePath
    .split('/')
    .map((part) =>
      part === ':site' ? encodeURIComponent(SITE.slug) : part.startsWith(':') ? 'page-font-sample' : part,
    )
    .join('/');
}

async function startRenderServer(): Promise<{ origin: string; stop: () => void }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gagyeong-page-fonts-'));
  const child = spawn(join(repoRoot, 'node_modules/.bin/tsx'), [join(repoRoot, 'server/src/main.ts')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: process.env.SITE_FONT_PORT ?? '0',
      DATA_DIR: dataDir,
      SITE_URL: 'http://127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // React's warnings about the pages it renders are the host's business; shown only if it fails.
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString('utf8')).slice(-4000);
  });
  const stop = () => {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  const origin = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error('the render server did not start within 60 s')), 60_000);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const url = /serving at (http:\/\/[^\s")]+)/.exec(output)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve(url);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the render server exited (${code ?? 'signal'}):\n${errors}`));
    });
  }).catch((error: unknown) => {
    stop();
    throw error;
  });
  return { origin, stop };
}

/** The text of one page at both layouts, with the generated content of the stylesheets it links. */
async function pageText(origin: string, path: string): Promise<string> {
  const parts: string[] = [];
  const stylesheets = new Set<string>();
  for (const mobile of ['?1', '?0']) {
    const response = await fetch(`${origin}${path}`, { headers: { 'sec-ch-ua-mobile': mobile } });
    const html = await response.text();
    // A page the browser renders (the admin's) still gets its modules' text from source.
    if (!html.includes('"ssr":'))
      console.warn(`page fonts: ${path} was not rendered on the server (${response.status})`);
    parts.push(htmlText(html));
    for (const link of html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)) {
      const href = /href="([^"]+)"/.exec(link[0])?.[1];
      if (href) stylesheets.add(new URL(href.replace(/&amp;/g, '&'), `${origin}${path}`).href);
    }
  }
  for (const href of stylesheets) parts.push(cssText(await (await fetch(href)).text()));
  return parts.join('\n');
}

async function main(): Promise<void> {
  const built = ['shell/dist/index.html', 'shell/dist/server', 'mf-marketing/dist', 'mf-press/dist', 'mf-leads/dist'];
  const missing = built.filter((file) => !existsSync(join(repoRoot, file)));
  if (missing.length > 0) {
    rmSync(join(shellDist, PAGE_FONTS_DIR), { recursive: true, force: true });
    console.warn(`page fonts: skipped, not built: ${missing.join(', ')} (pages use the site-wide face)`);
    return;
  }
  const server = await startRenderServer();
  try {
    const pages: PageText[] = [];
    for (const route of ROUTES) {
      if (isRedirect(route)) continue;
      const rendered = await pageText(server.origin, samplePath(route.path));
      pages.push({
        route: route.path,
        text: `${rendered}\n${moduleText(repoRoot, serverRenderedModules(route.module))}`,
      });
    }
    const manifest = await buildPageFonts(
      pages,
      chromeText(repoRoot),
      shellDist,
      join(shellDir, 'generated', 'page-fonts'),
    );
    const sizes = Object.values(manifest.routes).map((entry) => entry.bytes / 1024);
    console.info(
      `page fonts: ${pages.length} routes, ${new Set(Object.values(manifest.routes).map((e) => e.font)).size} faces, ` +
        `${Math.min(...sizes).toFixed(1)}–${Math.max(...sizes).toFixed(1)} KB woff2`,
    );
  } finally {
    server.stop();
  }
}

main().catch((error: unknown) => {
  console.error('page fonts: failed', error);
  process.exitCode = 1;
});
