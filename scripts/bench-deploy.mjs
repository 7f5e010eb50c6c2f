#!/usr/bin/env node
// `npm run bench:deploy`: deploys and rolls back mf-press on the built site while a steady,
// bounded load requests pages, and prints (1) the time from `deploy`/`rollback` returning to the
// first response that names the new version, and (2) how many requests failed meanwhile.
// Figures only: nothing here passes or fails on a number.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { assertBuilt, ROOT, SLUG, startSite } from './bench-support.mjs';

assertBuilt();
const PORT = Number(process.env.BENCH_PORT ?? 8196);
const RATE = Number(process.env.BENCH_RATE ?? 40); // requests per second, all connections together
const SWITCHES = Number(process.env.BENCH_SWITCHES ?? 6); // deploys + rollbacks, alternating
const PATHS = [`/${encodeURIComponent(SLUG)}/press`, '/', '/Brand/intro'];

const releasesDir = mkdtempSync(join(tmpdir(), 'gagyeong-bench-releases-'));
const env = { ...process.env, RELEASES_DIR: releasesDir, DEPLOY_BY: 'bench', PORT: String(PORT) };
const cli = (...args) => {
  const result = spawnSync(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, 'server/src/cli/remotes.ts'), ...args], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed:\n${result.stderr}`);
  return result.stdout;
};

const files = (dir) =>
  readdirSync(dir).flatMap((name) =>
    statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : [join(dir, name)],
  );

// A release that differs from mf-press/dist (one visible text), so each switch changes the build.
const build = mkdtempSync(join(tmpdir(), 'gagyeong-bench-build-'));
cpSync(join(ROOT, 'mf-press/dist'), build, { recursive: true });
for (const file of files(build).filter((f) => f.endsWith('.js'))) {
  writeFileSync(file, readFileSync(file, 'utf8').split('보도자료 목록').join('보도자료 목록 (벤치)'));
}
const version = /released mf_press (\S+)/.exec(cli('release', 'mf-press', '--from', build))?.[1];
const site = await startSite(PORT, { RELEASES_DIR: releasesDir });

/** Polls /remotes.json until mf_press is `url`: the first response served with the new map. */
async function untilLive(url) {
  const started = performance.now();
  for (;;) {
    const map = await (await fetch(`${site.origin}/remotes.json`)).json();
    if (map.mf_press === url) return performance.now() - started;
  }
}

try {
  const load = autocannon({
    url: site.origin,
    connections: 8,
    overallRate: RATE,
    duration: Math.max(10, SWITCHES * 3 + 4),
    requests: PATHS.map((path) => ({ method: 'GET', path })),
  });
  const visible = [];
  await new Promise((resolve) => setTimeout(resolve, 2000));
  for (let i = 0; i < SWITCHES; i += 1) {
    const deploying = i % 2 === 0;
    cli(deploying ? 'deploy' : 'rollback', 'mf-press');
    visible.push(
      await untilLive(
        deploying ? `/releases/mf-press/${version}/mf-manifest.json` : '/remotes/mf-press/mf-manifest.json',
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 2500));
  }
  const result = await load;
  const failed = result.non2xx + result.errors + result.timeouts;
  console.log(
    `Deploy/rollback of mf-press under load: ${RATE} req/s over 8 connections (${PATHS.join(', ')}), ${SWITCHES} switches`,
  );
  console.log(
    `  command returned → first response with the new map: ${visible.map((ms) => ms.toFixed(1)).join(', ')} ms`,
  );
  console.log(
    `  requests: ${result.requests.total}, failed: ${failed} (non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts})`,
  );
  console.log(`  latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`);
} finally {
  site.stop();
  rmSync(releasesDir, { recursive: true, force: true });
  rmSync(build, { recursive: true, force: true });
}
