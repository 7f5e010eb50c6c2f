#!/usr/bin/env node
// `npm run bench:canary`: figures of the canary judge and of the telemetry endpoint
// (docs/decisions/0064-errors-per-version-and-the-canary-judge.md), on the built site in local
// mode with the judge's default policy and interval unless CANARY_JUDGE_* say otherwise.
// 1. A release of mf-marketing whose pages throw while rendering is deployed as a canary for
//    BENCH_SHARE % (10) of visitors, under BENCH_VISITORS_PER_S (10) synthetic new visitors a
//    second, each reading three pages through the host and sending the beacons the shell sends
//    for them (a page view of each remote the page uses and, on the canary, its render failure:
//    the browser's side of it is e2e/delivery.spec.ts). Prints the time from the canary's first
//    failure report to the judge's rollback and the share of visitors who got the canary.
// 2. POST /api/telemetry under autocannon: beacons accepted a second and, from the host's process
//    CPU time, the cost of one, with its size.
// Figures only: nothing here passes or fails on a number.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { assertBuilt, processCpuMs, ROOT, startSite } from './bench-support.mjs';

assertBuilt();
const PORT = Number(process.env.BENCH_PORT ?? 8197);
const SHARE = Number(process.env.BENCH_SHARE ?? 10);
const VISITORS_PER_S = Number(process.env.BENCH_VISITORS_PER_S ?? 10);
const PAGES = ['/Brand/intro', '/BusinessGuide/intro', '/LocationEnvironment/intro'];
const VERSION = '1.0.9-benchthrows';
const BOOT = /<script type="application\/json" id="gagyeong-boot">(.*?)<\/script>/s;

const files = (dir) =>
  readdirSync(dir).flatMap((name) =>
    statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : [join(dir, name)],
  );

/** A kept release of mf-marketing whose section menus throw while rendering (browser and server). */
function throwingRelease(releasesDir) {
  const dir = join(releasesDir, 'mf-marketing', VERSION);
  mkdirSync(dir, { recursive: true });
  cpSync(join(ROOT, 'mf-marketing/dist'), dir, { recursive: true });
  for (const file of files(dir).filter((f) => f.endsWith('.js'))) {
    const text = readFileSync(file, 'utf8');
    writeFileSync(
      file,
      text.split(' 메뉴`').join(' 메뉴${(()=>{throw new Error("bench: a release that throws")})()}`'),
    );
    rmSync(`${file}.br`, { force: true });
  }
  const exposes = Object.keys(JSON.parse(readFileSync(join(dir, 'mf-manifest.json'), 'utf8')).exposes ?? {});
  writeFileSync(
    join(dir, 'release.json'),
    JSON.stringify({
      remote: 'mf_marketing',
      version: VERSION,
      createdAt: new Date().toISOString(),
      commit: 'bench',
      exposes,
    }),
  );
}

function cli(env, ...args) {
  const result = spawnSync(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, 'server/src/cli/remotes.ts'), ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed:\n${result.stderr}`);
  return result.stdout;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const viewId = () => randomBytes(12).toString('hex');

/** The beacon the shell sends for one page view: each remote it used, and the canary's failure. */
function beaconFor(boot, route) {
  const versions = boot.versions ?? {};
  const events = ['mf_marketing', 'mf_leads'].map((remote) => ({
    kind: 'remote-view',
    remote,
    version: versions[remote],
  }));
  if (versions.mf_marketing === VERSION) {
    events.push({ kind: 'remote-error', remote: 'mf_marketing', version: VERSION, failure: 'render' });
  }
  return { v: 1, view: viewId(), page: { route, device: 'phone' }, events };
}

async function visitor(origin, seen) {
  let cookie = '';
  let canary = false;
  for (const path of PAGES) {
    const response = await fetch(`${origin}${path}`, { headers: cookie ? { cookie } : {} });
    cookie ||= (response.headers.get('set-cookie') ?? '').split(';', 1)[0];
    const boot = JSON.parse(BOOT.exec(await response.text())?.[1] ?? '{}');
    const beacon = beaconFor(boot, path);
    canary ||= boot.versions?.mf_marketing === VERSION;
    if (canary && seen.firstFailure === undefined) seen.firstFailure = performance.now();
    // With the signed bucket the page set: a beacon counts only with it (decision 0125).
    await fetch(`${origin}/api/telemetry`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin, cookie },
      body: JSON.stringify(beacon),
    });
  }
  return canary;
}

const releasesDir = mkdtempSync(join(tmpdir(), 'gagyeong-bench-releases-'));
throwingRelease(releasesDir);
// Every synthetic visitor comes from 127.0.0.1, one network: here a network counts any number of
// visitors and one is enough (the network rule's cost is bench:telemetry's and the server tests').
const env = {
  RELEASES_DIR: releasesDir,
  TELEMETRY_RATE_PER_MINUTE: '1000000',
  TELEMETRY_PER_NETWORK: '1000000',
  CANARY_JUDGE_MIN_NETWORKS: '1',
};
const site = await startSite(PORT, env);
const { origin } = site;
try {
  console.log(
    `load average before: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  cli(env, 'deploy', 'mf-marketing', '--version', VERSION, '--canary', String(SHARE));
  const deployedAt = performance.now();
  const health = async () => (await (await fetch(`${origin}/api/health`)).json()).remotes.mf_marketing;
  while (!(await health()).canary) await sleep(50);

  const seen = { firstFailure: undefined };
  let visitors = 0;
  let canaryVisitors = 0;
  const running = new Set();
  let rolledBackAt;
  const watcher = (async () => {
    while (rolledBackAt === undefined) {
      if (!(await health()).canary) rolledBackAt = performance.now();
      else await sleep(100);
    }
  })();
  while (rolledBackAt === undefined && performance.now() - deployedAt < 180_000) {
    const one = visitor(origin, seen).then((canary) => {
      if (rolledBackAt !== undefined) return;
      visitors += 1;
      if (canary) canaryVisitors += 1;
    });
    running.add(one);
    void one.finally(() => running.delete(one));
    await sleep(1000 / VISITORS_PER_S);
  }
  await Promise.all(running);
  await watcher;
  const log = cli(env, 'status')
    .split('\n')
    .find((line) => line.includes(' rollback mf_marketing'));
  console.log(`\nbad canary (throws while rendering) at ${SHARE} %, ${VISITORS_PER_S} new visitors/s, 3 pages each:`);
  console.log(`  first failure report → rollback: ${((rolledBackAt - seen.firstFailure) / 1000).toFixed(1)} s`);
  console.log(`  deploy → rollback:               ${((rolledBackAt - deployedAt) / 1000).toFixed(1)} s`);
  console.log(
    `  visitors meanwhile: ${visitors}, of whom ${canaryVisitors} got the canary (${((100 * canaryVisitors) / Math.max(1, visitors)).toFixed(1)} %)`,
  );
  console.log(`  log: ${log?.trim() ?? '(no rollback line)'}`);

  // 2. The endpoint alone.
  const sample = JSON.stringify(
    beaconFor({ versions: { mf_marketing: '1.0.0-abcdef0123', mf_leads: 'url-0a1b2c3d' } }, '/Brand/intro'),
  );
  // A visitor's signed bucket (its first beacon brings it): what real beacons carry.
  const first = await fetch(`${origin}/api/telemetry`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', origin },
    body: sample,
  });
  const bucket = (first.headers.get('set-cookie') ?? '').split(';', 1)[0] ?? '';
  const cpuBefore = processCpuMs(site.pid);
  const result = await autocannon({
    url: `${origin}/api/telemetry`,
    connections: 10,
    duration: Number(process.env.BENCH_SECONDS ?? 10),
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8', origin, cookie: bucket },
        // A page view of its own each time, as real visitors send them.
        setupRequest: (request) => ({ ...request, body: sample.replace(/"view":"\w+"/, `"view":"${viewId()}"`) }),
      },
    ],
  });
  const cpuMs = processCpuMs(site.pid) - cpuBefore;
  const accepted = result['2xx'];
  console.log(`\nPOST /api/telemetry, 10 connections, ${result.duration.toFixed(0)} s:`);
  console.log(
    `  accepted: ${accepted} (${(accepted / result.duration).toFixed(0)} beacons/s), other answers: ${result.non2xx}, errors: ${result.errors}`,
  );
  console.log(`  latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`);
  console.log(
    `  host CPU: ${((cpuMs * 1000) / Math.max(1, accepted)).toFixed(0)} µs per beacon; body ${Buffer.byteLength(sample)} bytes`,
  );
  console.log(
    `load average after: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
} finally {
  site.stop();
  rmSync(releasesDir, { recursive: true, force: true });
}
