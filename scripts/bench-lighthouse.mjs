#!/usr/bin/env node
// `npm run bench:lighthouse`: Lighthouse 12 (mobile, simulated slow 4G; BENCH_FORM_FACTOR=desktop for
// the desktop preset) for the benchmark routes,
// offline against the built site. Prints category scores and the core timings. Run `npm run build`
// first. Figures only: nothing here passes or fails on a number.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { postBenchArticle, withBenchAdmin } from './bench-press-article.mjs';
import { assertBuilt, CHROMIUM, CHROMIUM_FLAGS, ROOT, SLUG, startSite } from './bench-support.mjs';

assertBuilt();
const site = await startSite(Number(process.env.BENCH_PORT ?? 8191), {}, { prepare: withBenchAdmin });
// Every route kind: home, sub page, floor plan, press list and article, the interest page.
const ARTICLE = '(press article)';
const routes =
  process.argv.length > 2
    ? process.argv.slice(2)
    : ['/', '/Brand/intro', '/FloorPlan/84A', `/${encodeURIComponent(SLUG)}/press`, ARTICLE, '/Promotion/Customer'];
const articlePath = routes.includes(ARTICLE) ? await postBenchArticle(site.origin, site.prepared) : '';
const out = mkdtempSync(join(tmpdir(), 'gagyeong-lh-'));
const rows = [];
try {
  for (const listed of routes) {
    const route = listed === ARTICLE ? articlePath : listed;
    const file = join(out, 'report.json');
    const profile = mkdtempSync(join(tmpdir(), 'gagyeong-lh-profile-'));
    // Lighthouse now and then loses the trace of a load (NO_NAVSTART): one more try, then fail.
    const run = () =>
      execFileSync(
        join(ROOT, 'node_modules/.bin/lighthouse'),
        [
          `${site.origin}${route}`,
          // BENCH_FORM_FACTOR=desktop: Lighthouse's desktop preset (1350 px wide, no CPU slowdown).
          ...(process.env.BENCH_FORM_FACTOR === 'desktop' ? ['--preset=desktop'] : ['--form-factor=mobile']),
          '--only-categories=performance,accessibility,seo,best-practices',
          '--output=json',
          `--output-path=${file}`,
          '--quiet',
          `--chrome-flags=${[...CHROMIUM_FLAGS, `--user-data-dir=${profile}`].join(' ')}`,
        ],
        { env: { ...process.env, CHROME_PATH: CHROMIUM }, stdio: ['ignore', 'ignore', 'inherit'] },
      );
    try {
      run();
    } catch {
      console.error(`retrying ${decodeURIComponent(route)} once`);
      run();
    }
    const report = JSON.parse(readFileSync(file, 'utf8'));
    const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
    const ms = (id) => report.audits[id]?.numericValue ?? NaN;
    rows.push({
      route: listed === ARTICLE ? '/가경파크시티/press/:id' : decodeURIComponent(route),
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: ms('first-contentful-paint'),
      lcp: ms('largest-contentful-paint'),
      tbt: ms('total-blocking-time'),
      cls: report.audits['cumulative-layout-shift']?.numericValue ?? NaN,
      bytes: report.audits['total-byte-weight']?.numericValue ?? NaN,
    });
    rmSync(profile, { recursive: true, force: true });
  }
} finally {
  site.stop();
  rmSync(out, { recursive: true, force: true });
}

const s = (n) => `${(n / 1000).toFixed(2)} s`;
console.log(
  `Lighthouse 12, ${process.env.BENCH_FORM_FACTOR === 'desktop' ? 'desktop' : 'mobile'} (simulated throttling), Debian Chromium`,
);
console.log('route                         perf  a11y  best  seo    FCP      LCP      TBT     CLS    total bytes');
for (const r of rows) {
  console.log(
    `${r.route.padEnd(28)}  ${String(r.performance).padStart(4)}  ${String(r.accessibility).padStart(4)}  ${String(r.bestPractices).padStart(4)}  ${String(r.seo).padStart(4)}  ${s(r.fcp).padStart(7)}  ${s(r.lcp).padStart(7)}  ${`${Math.round(r.tbt)} ms`.padStart(7)}  ${r.cls.toFixed(3).padStart(6)}  ${`${(r.bytes / 1024).toFixed(0)} KB`.padStart(10)}`,
  );
}
