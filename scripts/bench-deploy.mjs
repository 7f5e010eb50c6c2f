#!/usr/bin/env node
// `npm run bench:deploy`: deploys and rolls back mf-press on a fleet of two hosts while a steady,
// bounded load requests pages from both, and prints (1) the time from `deploy`/`rollback`
// returning until both hosts serve the new version (p50 and max), and (2) how many requests failed
// meanwhile. Two fleets: local mode (both hosts follow one releases/live.json) and, when the
// Firebase emulators are running (the npm script starts them), firebase mode (both hosts follow
// the live map in Firestore; the deploys sign in as a deployer and publish to the team's origin).
// Figures only: nothing here passes or fails on a number.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { assertBuilt, ROOT, SLUG, startSite } from './bench-support.mjs';

assertBuilt();
const PORT = Number(process.env.BENCH_PORT ?? 8196);
const RATE = Number(process.env.BENCH_RATE ?? 20); // requests per second per host, all connections together
const DEPLOYS = Number(process.env.BENCH_DEPLOYS ?? 10); // deploys, each followed by a rollback
const PATHS = [`/${encodeURIComponent(SLUG)}/press`, '/', '/Brand/intro'];
const PAUSE_MS = 1000;

/** Runs the deploy commands without blocking this process (the load keeps running meanwhile). */
function cli(env, ...args) {
  return new Promise((resolve, reject) => {
    const child = spawn(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, 'server/src/cli/remotes.ts'), ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.once('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${args.join(' ')} failed:\n${err}`))));
  });
}

const files = (dir) =>
  readdirSync(dir).flatMap((name) =>
    statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : [join(dir, name)],
  );

/** mf-press/dist with one visible text changed, so each switch changes the build. */
function markedBuild() {
  const build = mkdtempSync(join(tmpdir(), 'gagyeong-bench-build-'));
  cpSync(join(ROOT, 'mf-press/dist'), build, { recursive: true });
  for (const file of files(build).filter((f) => f.endsWith('.js'))) {
    writeFileSync(file, readFileSync(file, 'utf8').split('보도자료 목록').join('보도자료 목록 (벤치)'));
  }
  return build;
}

/** Milliseconds until every host's /remotes.json names `url` for mf_press. */
async function untilServed(origins, url) {
  const started = performance.now();
  await Promise.all(
    origins.map(async (origin) => {
      for (;;) {
        const map = await (await fetch(`${origin}/remotes.json`)).json();
        if (map.mf_press === url) return;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    }),
  );
  return performance.now() - started;
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/**
 * Alternates deploy and rollback DEPLOYS times each under load on every host; returns the figures.
 * `deploy()` / `rollback()` run the command and resolve when it returned.
 */
async function measure(name, origins, { deploy, rollback, deployed, configured }) {
  const loads = origins.map((url) =>
    autocannon({
      url,
      connections: 4,
      overallRate: RATE,
      duration: 3600,
      requests: PATHS.map((path) => ({ method: 'GET', path })),
    }),
  );
  // When each request failed, and when each command returned: a failure is placed next to a switch.
  const failures = [];
  for (const load of loads) {
    load.on('reqError', (error) => failures.push({ at: performance.now(), what: error.code ?? error.message }));
    load.on('response', (_client, status) => {
      if (status < 200 || status >= 300) failures.push({ at: performance.now(), what: `HTTP ${status}` });
    });
  }
  const switches = [];
  const times = { deploy: [], rollback: [] };
  await new Promise((resolve) => setTimeout(resolve, 2000));
  for (let i = 0; i < DEPLOYS; i += 1) {
    await deploy();
    switches.push(performance.now());
    times.deploy.push(await untilServed(origins, deployed));
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    await rollback();
    switches.push(performance.now());
    times.rollback.push(await untilServed(origins, configured));
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
  }
  for (const load of loads) load.stop();
  const results = await Promise.all(loads);
  const requests = results.reduce((sum, r) => sum + r.requests.total, 0);
  const non2xx = results.reduce((sum, r) => sum + r.non2xx, 0);
  const errors = results.reduce((sum, r) => sum + r.errors, 0);
  const timeouts = results.reduce((sum, r) => sum + r.timeouts, 0);
  const all = [...times.deploy, ...times.rollback];
  const ms = (value) => `${value.toFixed(0)} ms`;
  console.log(
    `${name}: ${origins.length} hosts, ${RATE} req/s each over 4 connections (${PATHS.join(', ')}), ${DEPLOYS} deploys + ${DEPLOYS} rollbacks`,
  );
  console.log(
    `  command returned → every host serves it: deploys p50 ${ms(percentile(times.deploy, 50))}, max ${ms(Math.max(...times.deploy))}; rollbacks p50 ${ms(percentile(times.rollback, 50))}, max ${ms(Math.max(...times.rollback))}; all p50 ${ms(percentile(all, 50))}, max ${ms(Math.max(...all))}`,
  );
  console.log(
    `  requests: ${requests}, failed: ${non2xx + errors + timeouts} (non-2xx ${non2xx}, errors ${errors}, timeouts ${timeouts})`,
  );
  console.log(
    `  latency p50 ${Math.max(...results.map((r) => r.latency.p50))} ms, p99 ${Math.max(...results.map((r) => r.latency.p99))} ms (worst host)`,
  );
}

/** Local mode: both hosts follow one releases/live.json; the release is kept on this machine. */
async function localFleet(build) {
  const releasesDir = mkdtempSync(join(tmpdir(), 'gagyeong-bench-releases-'));
  const env = { RELEASES_DIR: releasesDir, DEPLOY_BY: 'bench' };
  const hosts = [];
  try {
    const released = await cli(env, 'release', 'mf-press', '--from', build);
    const version = /released mf_press (\S+)/.exec(released)?.[1];
    hosts.push(await startSite(PORT, env), await startSite(PORT + 1, env));
    await measure(
      'local mode (releases/live.json)',
      hosts.map((h) => h.origin),
      {
        deploy: () => cli(env, 'deploy', 'mf-press', '--version', version),
        rollback: () => cli(env, 'rollback', 'mf-press'),
        deployed: `/releases/mf-press/${version}/mf-manifest.json`,
        configured: '/remotes/mf-press/mf-manifest.json',
      },
    );
  } finally {
    for (const host of hosts) host.stop();
    rmSync(releasesDir, { recursive: true, force: true });
  }
}

/** Firebase mode: both hosts follow Firestore; the team publishes on its own origin and deploys by URL. */
async function firebaseFleet(build) {
  const [firestore, auth] = [process.env.FIRESTORE_EMULATOR_HOST, process.env.FIREBASE_AUTH_EMULATOR_HOST];
  const project = 'demo-gagyeong-bench';
  const [fsHost, fsPort] = firestore.split(':');
  const [authHost, authPort] = auth.split(':');
  const work = mkdtempSync(join(tmpdir(), 'gagyeong-bench-fleet-'));
  const config = join(work, 'site.json');
  writeFileSync(
    config,
    JSON.stringify({
      backend: {
        mode: 'firebase',
        firebase: {
          apiKey: 'demo-api-key',
          authDomain: `${project}.firebaseapp.com`,
          projectId: project,
          appId: '1:1:web:1',
          emulators: {
            firestore: { host: fsHost, port: Number(fsPort) },
            auth: { host: authHost, port: Number(authPort) },
          },
        },
      },
    }),
  );
  await fetch(`http://${firestore}/emulator/v1/projects/${project}:securityRules`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      rules: { files: [{ name: 'firestore.rules', content: readFileSync(join(ROOT, 'firestore.rules'), 'utf8') }] },
    }),
  });
  await fetch(`http://${firestore}/emulator/v1/projects/${project}/databases/(default)/documents`, {
    method: 'DELETE',
  });
  const email = `bench-${Date.now()}@bench.test`;
  const password = `bench-${Math.random().toString(36).slice(2)}`;
  await fetch(`http://${auth}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const env = { SITE_CONFIG_FILE: config, DEPLOY_EMAIL: email, DEPLOY_PASSWORD: password, DEPLOY_BY: 'bench' };
  const hosts = [];
  let team;
  try {
    await cli(env, 'rights', 'grant', email, 'mf-press');
    const out = join(work, 'origin');
    const released = await cli(env, 'release', 'mf-press', '--from', build, '--out', out);
    const version = /released mf_press (\S+)/.exec(released)?.[1];
    const teamPort = PORT + 5;
    team = spawn(process.execPath, [join(ROOT, 'scripts/serve-static.mjs'), out], {
      env: { ...process.env, PORT: String(teamPort) },
      stdio: 'ignore',
    });
    const manifest = `http://localhost:${teamPort}/${version}/mf-manifest.json`;
    for (
      let i = 0;
      i < 100 &&
      !(await fetch(manifest).then(
        (r) => r.ok,
        () => false,
      ));
      i += 1
    ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    hosts.push(
      await startSite(PORT + 2, { SITE_CONFIG_FILE: config }),
      await startSite(PORT + 3, { SITE_CONFIG_FILE: config }),
    );
    await measure(
      'firebase mode (Firestore live map, deploy by URL signed in as the deployer)',
      hosts.map((h) => h.origin),
      {
        deploy: () => cli(env, 'deploy', 'mf-press', '--url', manifest),
        rollback: () => cli(env, 'rollback', 'mf-press'),
        deployed: manifest,
        configured: '/remotes/mf-press/mf-manifest.json',
      },
    );
  } finally {
    for (const host of hosts) host.stop();
    team?.kill();
    rmSync(work, { recursive: true, force: true });
  }
}

const build = markedBuild();
try {
  if (process.env.BENCH_ONLY !== 'firebase') await localFleet(build);
  if (process.env.FIRESTORE_EMULATOR_HOST && process.env.FIREBASE_AUTH_EMULATOR_HOST) await firebaseFleet(build);
  else console.log('firebase mode: SKIPPED (the Firebase emulators are not running; see docs/firebase.md)');
} finally {
  rmSync(build, { recursive: true, force: true });
}
