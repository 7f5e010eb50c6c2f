// A rolling restart under load (docs/operating.md, "Stopping a host"): two hosts behind Varnish
// (Debian's package, started here on loopback) that sends requests only to hosts whose
// /api/health/ready answers 200, round robin. A steady 50 requests a second (four page loads and
// one lead post in five) runs while each host in turn gets SIGTERM, drains, exits and starts again.
// Prints every request that failed, each drain's time, and the leads accepted against the leads
// stored in the two hosts' databases. Exits 1 on a failed request or a lost lead.
//
//   npm run bench:drain [-- --rate 50]
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { assertBuilt, BENCH_ROUTES, ROOT, sparePort } from './bench-support.mjs';

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  const value = index === -1 ? undefined : Number(process.argv[index + 1]);
  return value !== undefined && Number.isInteger(value) && value > 0 ? value : fallback;
}
const RATE = option('rate', 50);
/** Varnish probes readiness this often; a host's drain delay covers two probes and a margin. */
const PROBE_MS = 250;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

assertBuilt();
const work = mkdtempSync(join(tmpdir(), 'gagyeong-bench-drain-'));
// varnishd compiles the VCL as its own unprivileged user.
chmodSync(work, 0o755);

/** A host as `npm run serve` starts it, on its own data folder, behind the trusted proxy. */
function startHost(name, port) {
  const child = spawn(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, 'server/src/main.ts')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(work, name),
      BACKUP_DIR: join(work, `${name}-backups`),
      RELEASES_DIR: join(work, `${name}-releases`),
      SITE_URL: `http://127.0.0.1:${port}`,
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  return { name, port, child, exited, origin: `http://127.0.0.1:${port}` };
}

async function ready(host, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${host.origin}/api/health/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`${host.name} was not ready within ${timeoutMs / 1000} s`);
}

function vcl(ports) {
  const backends = ports
    .map(
      (port, index) => `backend host${index} {
  .host = "127.0.0.1"; .port = "${port}";
  .probe = { .url = "/api/health/ready"; .interval = ${PROBE_MS / 1000}s; .timeout = 1s; .window = 1; .threshold = 1; .initial = 1; }
}`,
    )
    .join('\n');
  return `vcl 4.1;
import directors;
${backends}
sub vcl_init {
  new hosts = directors.round_robin();
${ports.map((_, index) => `  hosts.add_backend(host${index});`).join('\n')}
}
sub vcl_recv {
  set req.backend_hint = hosts.backend();
  # This bench is about the origin: nothing is kept, every request reaches a host.
  return (pass);
}
`;
}

function startVarnish(port, ports) {
  const file = join(work, 'drain.vcl');
  writeFileSync(file, vcl(ports), { mode: 0o644 });
  const child = spawn(
    'varnishd',
    [
      '-F',
      '-n',
      join(work, 'varnish'),
      '-a',
      `127.0.0.1:${port}`,
      '-f',
      file,
      '-s',
      'malloc,32m',
      '-p',
      'first_byte_timeout=15',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  // Its log only when it fails to start (it logs its start-up on stderr).
  let log = '';
  child.stderr.on('data', (chunk) => (log += chunk));
  return { child, origin: `http://127.0.0.1:${port}`, log: () => log };
}

let clientNumber = 0;
const results = { pages: 0, leads: 0, failed: [], latencies: [] };

async function one(origin) {
  clientNumber += 1;
  const n = clientNumber;
  // A distinct visitor address per request (Varnish adds its own after it): no rate limit applies.
  const forwarded = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  const started = performance.now();
  const lead = n % 5 === 0;
  try {
    const response = lead
      ? await fetch(`${origin}/api/leads/popup`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json', 'x-forwarded-for': forwarded },
          body: JSON.stringify({
            id: randomUUID(),
            form: 'popup',
            name: '재시작시험',
            phone: '010-1234-5678',
            consent: true,
            _gotcha: '',
          }),
        })
      : await fetch(`${origin}${BENCH_ROUTES[n % BENCH_ROUTES.length]}`, { headers: { 'x-forwarded-for': forwarded } });
    await response.arrayBuffer();
    if (response.status >= 400) results.failed.push(`${lead ? 'lead' : 'page'} ${response.status}`);
    else if (lead) results.leads += 1;
    else results.pages += 1;
  } catch (error) {
    results.failed.push(`${lead ? 'lead' : 'page'} ${error.cause?.code ?? error.message}`);
  }
  results.latencies.push(performance.now() - started);
}

const [varnishPort, portA, portB] = [await sparePort(), await sparePort(), await sparePort()];
const hosts = [startHost('a', portA), startHost('b', portB)];
const varnish = startVarnish(varnishPort, [portA, portB]);
let exitCode = 0;
try {
  await Promise.all(hosts.map((host) => ready(host)));
  await ready({ name: 'Varnish', origin: varnish.origin }, 20_000).catch((error) => {
    console.error(varnish.log());
    throw error;
  });
  // The steady load, one request every 1000/RATE ms whatever the answers take.
  let loading = true;
  const inFlight = new Set();
  const load = (async () => {
    const start = performance.now();
    for (let i = 0; loading; i += 1) {
      const request = one(varnish.origin).finally(() => inFlight.delete(request));
      inFlight.add(request);
      await sleep(Math.max(0, start + ((i + 1) * 1000) / RATE - performance.now()));
    }
  })();

  await sleep(3000);
  const drains = [];
  for (const [index, host] of hosts.entries()) {
    const signalled = performance.now();
    host.child.kill('SIGTERM');
    const code = await host.exited;
    drains.push({ name: host.name, ms: performance.now() - signalled, code });
    const restarted = startHost(host.name, host.port);
    hosts[index] = restarted;
    await ready(restarted);
    // Varnish's probe sees it again before the other host goes.
    await sleep(PROBE_MS * 4);
  }
  await sleep(3000);
  loading = false;
  await load;
  await Promise.all(inFlight);

  let stored = 0;
  for (const name of ['a', 'b']) {
    const db = new Database(join(work, name, 'site.db'), { readonly: true, fileMustExist: true });
    stored += db.prepare("SELECT count(*) AS n FROM leads WHERE name = '재시작시험'").get().n;
    db.close();
  }
  const sorted = [...results.latencies].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]?.toFixed(0);
  const total = results.pages + results.leads + results.failed.length;
  console.log(`Rolling restart of two hosts behind Varnish (readiness probe every ${PROBE_MS} ms), ${RATE} requests/s`);
  console.log(`  requests:            ${total} (${results.pages} pages, ${results.leads} lead posts accepted)`);
  console.log(
    `  failed:              ${results.failed.length}${results.failed.length ? ` (${[...new Set(results.failed)].join(', ')})` : ''}`,
  );
  console.log(`  latency p50 / p99:   ${at(0.5)} ms / ${at(0.99)} ms`);
  for (const drain of drains) {
    console.log(`  host ${drain.name}: SIGTERM to exit ${drain.ms.toFixed(0)} ms, exit code ${drain.code}`);
  }
  console.log(
    `  leads stored:        ${stored} of ${results.leads} accepted${stored === results.leads ? '' : '  LOST OR EXTRA'}`,
  );
  if (results.failed.length > 0 || stored !== results.leads || drains.some((d) => d.code !== 0 || d.ms > 10_000)) {
    exitCode = 1;
  }
} finally {
  varnish.child.kill('SIGTERM');
  for (const host of hosts) host.child.kill('SIGTERM');
  await Promise.all(hosts.map((host) => host.exited));
  rmSync(work, { recursive: true, force: true });
}
process.exit(exitCode);
