#!/usr/bin/env node
// `npm run bench:size [-- /path …]`: for each route, the JS loaded before the page's content shows
// (raw and gzip bytes, file count), the images the first screen loads, and how many copies of
// React the page loaded (must be 1).
// Run `npm run build` first. Content shows = the route's remote rendered a heading in <main> and no
// region is still loading.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { assertBuilt, BENCH_ROUTES, CHROMIUM, CHROMIUM_FLAGS, startSite } from './bench-support.mjs';

assertBuilt();
// BENCH_SITE_CONFIG_FILE: measure another runtime config (e.g. the press remote in firebase mode).
const site = await startSite(Number(process.env.BENCH_PORT ?? 8190), process.env.BENCH_SITE_CONFIG_FILE ? { SITE_CONFIG_FILE: process.env.BENCH_SITE_CONFIG_FILE } : {});
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });

/** React's own package defines its client internals; react-dom only reads them. */
const REACT_DEFINITION = /__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE\s*=/;

/** Strings only the Firebase SDK carries (its service endpoints). */
const FIREBASE_CODE = /firestore\.googleapis\.com|identitytoolkit\.googleapis\.com/;

const rows = [];
try {
  const routes = process.argv.length > 2 ? process.argv.slice(2).map((r) => encodeURI(decodeURI(r))) : BENCH_ROUTES;
  for (const route of routes) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const scripts = [];
    const images = [];
    let contentShown = false;
    page.on('response', async (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (type.startsWith('image/')) {
        try {
          images.push(await response.body());
        } catch {
          // no body to count
        }
        return;
      }
      if (!type.includes('javascript')) return;
      const before = !contentShown;
      try {
        const body = await response.body();
        scripts.push({ url: response.url(), body, before });
      } catch {
        // a response without a body (e.g. aborted): nothing to count
      }
    });
    await page.goto(`${site.origin}${route}`);
    await page.locator('main h1, main h2').first().waitFor({ state: 'visible', timeout: 30_000 });
    await page.waitForFunction(() => !document.querySelector('[data-region-loading]'), null, { timeout: 30_000 });
    contentShown = true;
    await page.waitForLoadState('networkidle');
    const early = scripts.filter((s) => s.before);
    if (process.env.BENCH_VERBOSE) for (const s of early) console.log(`  ${route} ${(gzipSync(s.body).length / 1024).toFixed(1)} KB gz  ${s.url.replace(site.origin, '')}`);
    const raw = early.reduce((sum, s) => sum + s.body.length, 0);
    const gzip = early.reduce((sum, s) => sum + gzipSync(s.body).length, 0);
    const reactCopies = scripts.filter((s) => REACT_DEFINITION.test(s.body.toString('utf8'))).length;
    const firebase = scripts.filter((s) => FIREBASE_CODE.test(s.body.toString('utf8'))).length;
    rows.push({
      route: decodeURIComponent(route),
      files: early.length,
      raw,
      gzip,
      reactCopies,
      firebaseFiles: firebase,
      images: images.length,
      imageGzip: images.reduce((sum, body) => sum + gzipSync(body).length, 0),
      afterContent: scripts.length - early.length,
    });
    await context.close();
  }
} finally {
  await browser.close();
  site.stop();
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log('JS loaded before the content shows (390×844, cold cache)');
console.log('route                      JS files     raw        gzip   React copies  Firebase files  JS after  images (first screen, gzip)');
for (const row of rows) {
  console.log(
    `${row.route.padEnd(28)}  ${String(row.files).padStart(5)}  ${kb(row.raw).padStart(10)}  ${kb(row.gzip).padStart(10)}  ${String(row.reactCopies).padStart(12)}  ${String(row.firebaseFiles).padStart(14)}  ${String(row.afterContent).padStart(8)}  ${String(row.images).padStart(3)} = ${kb(row.imageGzip)}`,
  );
}
if (rows.some((row) => row.reactCopies !== 1)) {
  console.error('React must be loaded exactly once on every page.');
  process.exitCode = 1;
}
