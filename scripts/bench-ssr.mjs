#!/usr/bin/env node
// `npm run bench:ssr`: server render time per route on the built site, read from the host's
// Server-Timing header: uncached (a host with the page cache off) and cached (the default host,
// after one render). Figures only: nothing here passes or fails on a number.
import { postBenchArticle, withBenchAdmin } from './bench-press-article.mjs';
import { assertBuilt, SLUG, startSite } from './bench-support.mjs';

assertBuilt();
const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const ROUTES = ['/', '/Brand/intro', '/FloorPlan/84A', '/Promotion/Customer', `/${encodeURIComponent(SLUG)}/press`];

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

async function measure(origin, path) {
  const times = [];
  const kinds = new Set();
  for (let i = 0; i < RUNS + 3; i += 1) {
    const response = await fetch(`${origin}${path}`);
    await response.text();
    const timing = response.headers.get('server-timing') ?? '';
    const dur = Number(/dur=([\d.]+)/.exec(timing)?.[1]);
    if (i >= 3) {
      times.push(dur);
      kinds.add(/desc="(\w+)"/.exec(timing)?.[1] ?? '?');
    }
  }
  return { p50: percentile(times, 50), p99: percentile(times, 99), kinds: [...kinds].join('/') };
}

const uncached = await startSite(
  Number(process.env.BENCH_PORT ?? 8193),
  { SSR_CACHE_ENTRIES: '0' },
  { prepare: withBenchAdmin },
);
const cached = await startSite(Number(process.env.BENCH_PORT ?? 8193) + 1);
try {
  const article = await postBenchArticle(uncached.origin, uncached.prepared);
  console.log(
    `Server render time (Server-Timing), ${RUNS} requests a route after 3 warm-up requests, NODE_ENV=production`,
  );
  console.log('route                        uncached p50   p99     cached p50   p99');
  for (const path of [...ROUTES, article]) {
    const miss = await measure(uncached.origin, path);
    const isPress = path.includes('/press');
    const hit = isPress ? undefined : await measure(cached.origin, path);
    const label = path.includes('/press/') ? '/가경파크시티/press/:id' : decodeURIComponent(path);
    const f = (n) => `${n.toFixed(1)} ms`.padStart(9);
    console.log(
      `${label.padEnd(28)} ${f(miss.p50)} ${f(miss.p99)}   ${hit ? `${f(hit.p50)} ${f(hit.p99)} (${hit.kinds})` : '   (press: rendered per request)'}`,
    );
  }
} finally {
  uncached.stop();
  cached.stop();
}
