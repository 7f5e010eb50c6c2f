#!/usr/bin/env node
// `npm run bench:size [-- /path …]`: what each route loads on a first view (390×844, cold cache):
// - JS fetched before the page is interactive (raw and gzip bytes, file count), how many copies of
//   React the page loaded (must be 1) and how many files carry Firebase (press routes only);
// - fonts, CSS and images of the first view, and every request of it, in bytes as transferred
//   (the server compresses with brotli or gzip), ending when the network is idle;
// then a total over the routes. Run `npm run build` first. Interactive = the shell's mark
// (`gg-interactive`, shell/src/features/remote-loading/first-view.ts): the first view has committed
// with every region's module rendered (hydrated). A script counts when its request started before
// the mark (Resource Timing), so code fetched afterwards (what a sign-in state or a click needs)
// is not first-load JS. Figures only: budgets are read from the output, never asserted here.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { assertBuilt, BENCH_ROUTES, CHROMIUM, CHROMIUM_FLAGS, startSite } from './bench-support.mjs';

assertBuilt();
// BENCH_SITE_CONFIG_FILE: measure another runtime config (e.g. the press remote in firebase mode).
const site = await startSite(
  Number(process.env.BENCH_PORT ?? 8190),
  process.env.BENCH_SITE_CONFIG_FILE ? { SITE_CONFIG_FILE: process.env.BENCH_SITE_CONFIG_FILE } : {},
);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });

/** React's own package defines its client internals; react-dom only reads them. */
const REACT_DEFINITION = /__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE\s*=/;

/** Strings only the Firebase SDK carries (its service endpoints). */
const FIREBASE_CODE = /firestore\.googleapis\.com|identitytoolkit\.googleapis\.com/;

/** @param {string} type content-type @param {string} url */
function kindOf(type, url) {
  if (type.includes('javascript')) return 'js';
  if (type.startsWith('font/') || /\.woff2?(\?|$)/.test(url)) return 'font';
  if (type.startsWith('text/css')) return 'css';
  if (type.startsWith('image/')) return 'image';
  return 'other';
}

const KINDS = ['font', 'css', 'image'];
const rows = [];
try {
  const routes = process.argv.length > 2 ? process.argv.slice(2).map((r) => encodeURI(decodeURI(r))) : BENCH_ROUTES;
  for (const route of routes) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    /** @type {{ url: string, kind: string, body: Buffer, transferred: number }[]} */
    const loads = [];
    const pending = [];
    page.on('response', (response) => {
      if (response.url().startsWith('data:')) return;
      pending.push(
        (async () => {
          try {
            const kind = kindOf(response.headers()['content-type'] ?? '', response.url());
            const body = await response.body();
            const sizes = await response.request().sizes();
            loads.push({ url: response.url(), kind, body, transferred: sizes.responseBodySize });
          } catch {
            // a response without a body (e.g. aborted or a redirect): nothing to count
          }
        })(),
      );
    });
    await page.goto(`${site.origin}${route}`);
    await page.locator('main h1, main h2').first().waitFor({ state: 'visible', timeout: 30_000 });
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-gg-interactive'), null, {
      timeout: 30_000,
    });
    /** URLs whose request started before the page was interactive. */
    const beforeInteractive = new Set(
      await page.evaluate(() => {
        const mark = performance.getEntriesByName('gg-interactive')[0]?.startTime ?? Number.POSITIVE_INFINITY;
        return performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime < mark)
          .map((entry) => entry.name);
      }),
    );
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    const scripts = loads.filter((l) => l.kind === 'js');
    const early = scripts.filter((s) => beforeInteractive.has(s.url));
    if (process.env.BENCH_VERBOSE) {
      for (const s of early)
        console.log(
          `  ${route} ${(gzipSync(s.body).length / 1024).toFixed(1)} KB gz  ${s.url.replace(site.origin, '')}`,
        );
      for (const l of loads.filter((x) => KINDS.includes(x.kind)))
        console.log(`  ${route} ${l.kind} ${(l.transferred / 1024).toFixed(1)} KB  ${l.url.replace(site.origin, '')}`);
    }
    const byKind = Object.fromEntries(
      KINDS.map((kind) => {
        const of = loads.filter((l) => l.kind === kind);
        return [kind, { count: of.length, bytes: of.reduce((sum, l) => sum + l.transferred, 0) }];
      }),
    );
    rows.push({
      route: decodeURIComponent(route),
      files: early.length,
      raw: early.reduce((sum, s) => sum + s.body.length, 0),
      gzip: early.reduce((sum, s) => sum + gzipSync(s.body).length, 0),
      reactCopies: scripts.filter((s) => REACT_DEFINITION.test(s.body.toString('utf8'))).length,
      firebaseFiles: scripts.filter((s) => FIREBASE_CODE.test(s.body.toString('utf8'))).length,
      afterContent: scripts.length - early.length,
      ...byKind,
      requests: loads.length,
      transferred: loads.reduce((sum, l) => sum + l.transferred, 0),
    });
    await context.close();
  }
} finally {
  await browser.close();
  site.stop();
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const counted = (c) => `${String(c.count).padStart(3)} = ${kb(c.bytes).padStart(8)}`;
console.log(
  'First view of each route (390×844, cold cache). JS: requested before the page is interactive, gzip as measured here.',
);
console.log('Fonts, CSS, images and all: the whole first view until the network is idle, bytes as transferred.');
console.log(
  'route                         JS files        raw       gzip  React  Firebase  JS after        fonts            CSS         images   requests   all transferred',
);
for (const row of rows) {
  console.log(
    `${row.route.padEnd(28)}  ${String(row.files).padStart(8)}  ${kb(row.raw).padStart(9)}  ${kb(row.gzip).padStart(9)}  ${String(row.reactCopies).padStart(5)}  ${String(row.firebaseFiles).padStart(8)}  ${String(row.afterContent).padStart(8)}  ${counted(row.font)}  ${counted(row.css)}  ${counted(row.image)}  ${String(row.requests).padStart(9)}  ${kb(row.transferred).padStart(16)}`,
  );
}
const sum = (pick) => rows.reduce((total, row) => total + pick(row), 0);
console.log(
  `${'total'.padEnd(28)}  ${String(sum((r) => r.files)).padStart(8)}  ${kb(sum((r) => r.raw)).padStart(9)}  ${kb(sum((r) => r.gzip)).padStart(9)}  ${''.padStart(5)}  ${String(sum((r) => r.firebaseFiles)).padStart(8)}  ${String(sum((r) => r.afterContent)).padStart(8)}  ${counted({ count: sum((r) => r.font.count), bytes: sum((r) => r.font.bytes) })}  ${counted({ count: sum((r) => r.css.count), bytes: sum((r) => r.css.bytes) })}  ${counted({ count: sum((r) => r.image.count), bytes: sum((r) => r.image.bytes) })}  ${String(sum((r) => r.requests)).padStart(9)}  ${kb(sum((r) => r.transferred)).padStart(16)}`,
);
if (rows.some((row) => row.reactCopies !== 1)) {
  console.error('React must be loaded exactly once on every page.');
  process.exitCode = 1;
}
