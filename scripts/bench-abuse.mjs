// The abuse sweep (`npm run bench:abuse`): what an outsider can throw at the embedded server on
// loopback, replayed in bounded steps, with figures printed at the end:
//   malformed bodies and headers on every endpoint, traversal paths, Range, slow and stalled
//   clients, a login flood with a static-file probe, a CSV export under a probe, and a lead load
//   with `kill -9` and a restart half-way (leads acknowledged vs stored).
// It starts the built site itself on a spare loopback port (or --port), with a throwaway database
// and administrator. With --url it sweeps a running site instead (no kill, no database check).
// Prints figures; exits 1 when a 5xx, a crash, a hang, a lost lead or a leaked file was seen.
//
//   node scripts/bench-abuse.mjs [--port 8290] [--leads 4000] [--flood 200] [--url http://127.0.0.1:8080]
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { ROOT, SLUG } from './bench-support.mjs';

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : process.argv[index + 1];
}
const intOption = (name, fallback) => {
  const value = Number(option(name, fallback));
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

const GIVEN_URL = option('url', undefined);
const LEADS = intOption('leads', 4000);
const FLOOD = intOption('flood', 200);
/** No answer within this long counts as a hang (slow-client sockets have their own bound). */
const HANG_MS = 15_000;
/** The server must cut a stalled client off within this long (its request bound is 30 s). */
const STALL_BOUND_MS = 45_000;

const totals = { sent: 0, fiveXx: 0, hangs: 0, crashes: 0, leaked: 0, byStatus: new Map(), fiveXxSamples: [] };

// ── HTTP helpers ────────────────────────────────────────────────────────────────────────────────
let origin = '';
let port = 0;

/** One request on its own connection, optionally from a given loopback source address. */
function send({ method = 'GET', path, headers = {}, body, from, timeoutMs = HANG_MS }) {
  totals.sent += 1;
  const started = performance.now();
  return new Promise((resolve) => {
    let request;
    try {
      request = http.request(
        { host: '127.0.0.1', port, method, path, headers, agent: false, localAddress: from },
        (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () => {
            clearTimeout(timer);
            const status = response.statusCode ?? 0;
            count(status, `${method} ${path.slice(0, 80)}`);
            resolve({
              status,
              headers: response.headers,
              body: Buffer.concat(chunks),
              ms: performance.now() - started,
            });
          });
          response.on('error', () => resolve({ status: 0, error: 'aborted', ms: performance.now() - started }));
        },
      );
    } catch (error) {
      // A request Node's client refuses to send (the sweep's own mistake), not the server's.
      totals.sent -= 1;
      resolve({ status: 0, error: String(error), ms: 0 });
      return;
    }
    const timer = setTimeout(() => {
      totals.hangs += 1;
      request.destroy();
      resolve({ status: 0, error: 'hang', ms: performance.now() - started });
    }, timeoutMs);
    request.on('error', (error) => {
      clearTimeout(timer);
      resolve({ status: 0, error: error.code ?? String(error), ms: performance.now() - started });
    });
    if (body !== undefined) request.write(body);
    request.end();
  });
}

function count(status, label) {
  totals.byStatus.set(status, (totals.byStatus.get(status) ?? 0) + 1);
  if (status >= 500) {
    totals.fiveXx += 1;
    if (totals.fiveXxSamples.length < 10) totals.fiveXxSamples.push(`${status} ${label}`);
  }
}

/** Raw bytes on a socket: answers what came back and whether the server closed it within `limitMs`. */
function raw(bytes, limitMs = HANG_MS, { keepOpen = false } = {}) {
  totals.sent += 1;
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ text, closed: false });
    }, limitMs);
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => {
      text += chunk;
      if (!keepOpen && /\r\n\r\n/.test(text)) {
        // One answer is enough (the server may keep the connection alive).
      }
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0);
      if (status) count(status, `raw ${bytes.slice(0, 40).replace(/\r\n/g, ' ')}`);
      resolve({ text, closed: true, status });
    });
    socket.on('connect', () => {
      socket.write(bytes, 'latin1');
      if (!keepOpen) socket.end();
    });
  });
}

/** Up to `limit` tasks at a time. */
async function pool(tasks, limit) {
  const results = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, tasks.length) }, async () => {
      while (next < tasks.length) {
        const index = next;
        next += 1;
        results[index] = await tasks[index]();
      }
    }),
  );
  return results;
}

/** A distinct loopback source address per number (127.0.0.0/8 all reaches the server). */
const loopback = (n) => `127.${100 + ((n >> 16) & 127)}.${(n >> 8) & 255}.${n & 255 || 1}`;

// ── The site under test ─────────────────────────────────────────────────────────────────────────
const ADMIN_EMAIL = 'bench-admin@gagyeong.test';
const ADMIN_PASSWORD = randomBytes(18).toString('base64url');
let dataDir;
let server;
let expectedExit = false;

function sparePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });
}

function runTsx(args, env) {
  // One process (tsx as a loader, not its runner), so kill -9 hits the server itself.
  return spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
}

async function startServer() {
  const child = runTsx([join(ROOT, 'server/src/main.ts')], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SITE_URL: origin,
    LOG_LEVEL: 'fatal',
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  child.once('exit', (code, signal) => {
    if (!expectedExit) {
      totals.crashes += 1;
      console.error(`  server exited unexpectedly (code ${code}, signal ${signal})\n${stderr.slice(-2000)}`);
    }
  });
  for (let i = 0; i < 300; i += 1) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not start within 30 s\n${stderr}`);
}

function killHard(child) {
  expectedExit = true;
  return new Promise((resolve) => {
    child.once('exit', () => {
      expectedExit = false;
      resolve();
    });
    child.kill('SIGKILL');
  });
}

async function createAdmin() {
  const child = runTsx([join(ROOT, 'server/src/cli/create-admin.ts'), '--email', ADMIN_EMAIL], {
    DATA_DIR: dataDir,
    ADMIN_PASSWORD,
  });
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error('create-admin failed');
}

async function alive() {
  const answer = await send({ path: '/api/health', timeoutMs: 5000 });
  return answer.status === 200;
}

// ── The sweep ───────────────────────────────────────────────────────────────────────────────────
const json = (value) => JSON.stringify(value);
const lead = (extra = {}) => ({ id: randomUUID(), name: '홍길동', phone: '010-1234-5678', consent: true, ...extra });

function malformedBodies() {
  const huge = 'x'.repeat(2_000_000);
  return [
    ['application/json', '{"name":'],
    ['application/json', ''],
    ['application/json', '[]'],
    ['application/json', 'null'],
    ['application/json', '"text"'],
    ['application/json', '12345678901234567890'],
    ['application/json', json({ __proto__: { admin: true }, constructor: { prototype: { x: 1 } } })],
    ['application/json', '{"__proto__":{"polluted":true},"name":"a"}'],
    ['application/json', json(lead({ name: '\u0000' }))],
    ['application/json', '{"name":"\\ud800\\ud800","phone":"010","consent":true}'],
    ['application/json', json(lead({ name: '\u202e동길홍' }))],
    ['application/json', json(lead({ name: '\u200b\u200b' }))],
    ['application/json', json(lead({ name: { $gt: '' }, phone: ['010'] }))],
    ['application/json', json({ email: 'a'.repeat(300), password: 'p'.repeat(5000) })],
    ['application/json', json({ title: '\ud800'.repeat(300), summary: 's', siteId: SLUG })],
    ['application/json', `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`],
    ['application/json', huge],
    ['application/x-www-form-urlencoded', 'name=%E0%A4%A&phone=%'],
    ['application/x-www-form-urlencoded', 'name=a&name=b&phone=1&consent=on'],
    ['application/x-www-form-urlencoded', `name=${'%00'.repeat(100)}&phone=1&consent=on`],
    ['text/plain', 'hello'],
    ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--'],
    ['application/xml', '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY b SYSTEM "file:///etc/passwd">]><a>&b;</a>'],
    [undefined, 'no content type'],
  ];
}

const ENDPOINTS = [
  ['GET', '/api/health'],
  ['GET', '/api/auth/me'],
  ['POST', '/api/auth/login'],
  ['POST', '/api/auth/logout'],
  ['GET', `/api/press?site=${encodeURIComponent(SLUG)}`],
  ['GET', '/api/press/does-not-exist'],
  ['POST', '/api/press/does-not-exist/views'],
  ['POST', '/api/press'],
  ['POST', '/api/leads/popup'],
  ['POST', '/api/leads/visit'],
  ['POST', '/api/leads/customer'],
  ['GET', '/api/leads'],
  ['GET', '/api/leads.csv'],
  ['GET', '/config.json'],
  ['GET', '/remotes.json'],
  ['GET', '/'],
  ['GET', '/Brand/intro'],
  ['GET', `/${encodeURIComponent(SLUG)}/press`],
];

async function sweepMalformed(cookie) {
  const tasks = [];
  for (const [method, path] of ENDPOINTS) {
    for (const [type, body] of malformedBodies()) {
      for (const auth of [undefined, cookie]) {
        const headers = { ...(type ? { 'content-type': type } : {}), ...(auth ? { cookie: auth, origin } : {}) };
        tasks.push(() => send({ method: method === 'GET' ? 'POST' : method, path, headers, body }));
      }
    }
    // Wrong methods, odd queries and headers.
    for (const other of ['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND'])
      tasks.push(() => send({ method: other, path }));
    tasks.push(() =>
      send({
        method,
        path: `${path}${path.includes('?') ? '&' : '?'}cursor=${'%ff'.repeat(50)}&site[]=a&from=2025-02-30`,
      }),
    );
    tasks.push(() =>
      send({ method, path, headers: { accept: '*/*', 'accept-encoding': 'br;q=2, gzip;q=-1, x'.repeat(50) } }),
    );
    tasks.push(() => send({ method, path, headers: { cookie: `gg_session=${'a'.repeat(4000)}; gg_session=%zz` } }));
    tasks.push(() =>
      send({ method, path, headers: { 'content-type': 'application/json; charset=utf-16' }, body: '{}' }),
    );
  }
  for (const id of [
    'a'.repeat(5000),
    '%00',
    '..%2f..%2fetc',
    encodeURIComponent('<script>'),
    encodeURIComponent("1' OR '1'='1"),
  ]) {
    tasks.push(() => send({ path: `/api/press/${id}` }));
    tasks.push(() => send({ method: 'POST', path: `/api/press/${id}/views`, headers: { origin } }));
  }
  tasks.push(() =>
    send({
      method: 'POST',
      path: '/api/auth/login',
      headers: { host: 'evil.example', origin: 'http://evil.example', 'content-type': 'application/json' },
      body: '{}',
    }),
  );
  await pool(tasks, 16);
  // What Node's parser itself refuses.
  const rawRequests = [
    'GARBAGE\r\n\r\n',
    'GET / HTTP/9.9\r\n\r\n',
    'GET /\u0000 HTTP/1.1\r\nHost: x\r\n\r\n',
    `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    'POST /api/leads/visit HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    'POST /api/leads/visit HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n',
    'POST /api/leads/visit HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab',
    'GET / HTTP/1.1\r\nHost: x\r\nHost: y\r\n\r\n',
    'GET http://evil.example/ HTTP/1.1\r\nHost: evil.example\r\n\r\n',
    'GET //evil.example/%2e%2e HTTP/1.1\r\nHost: x\r\n\r\n',
  ];
  for (const bytes of rawRequests) {
    const answer = await raw(bytes, HANG_MS);
    if (!answer.closed && answer.text === '') totals.hangs += 1;
  }
  return tasks.length + rawRequests.length;
}

/** Paths that would read a file outside the dist folders if the static server let them. */
async function sweepTraversal() {
  const targets = [
    '/../package.json',
    '/..%2fpackage.json',
    '/%2e%2e/%2e%2e/package.json',
    '/%2e%2e%2f%2e%2e%2fpackage.json',
    '/%252e%252e/package.json',
    '/..%5c..%5cpackage.json',
    '/remotes/mf-press/../../package.json',
    '/remotes/mf-press/%2e%2e/%2e%2e/package.json',
    '/remotes/mf-press/..%2f..%2fserver%2fsrc%2fapp.ts',
    '/remotes/mf-leads/%2e%2e%2f%2e%2e%2fdata%2fsite.db',
    '/index.html',
    '/.env',
    '/.git/config',
    '/%00/package.json',
    '/main.js%00.png',
    '/....//....//package.json',
    '/remotes/../server/src/app.ts',
    '/etc/passwd',
    '/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '/shell/dist/index.html',
  ];
  const secrets = [/"workspaces"/, /root:x:0:0/, /buildApp/, /SQLite format 3/, /\[core\]/, /<!--gagyeong:boot-->/];
  for (const path of targets) {
    for (const method of ['GET', 'HEAD']) {
      const answer = await send({ method, path });
      const text = answer.body?.toString('latin1') ?? '';
      if (answer.status === 200 && secrets.some((pattern) => pattern.test(text))) {
        totals.leaked += 1;
        console.log(`  LEAKED: ${method} ${path}`);
      }
    }
  }
  return targets.length * 2;
}

async function sweepRange(file) {
  const ranges = [
    'bytes=99999999-',
    'bytes=5-1',
    'bytes=-0',
    'bytes=0-0,1-1,2-2,3-3,4-4,5-5',
    'bytes=abc',
    'lines=1-2',
    `bytes=${'0-1,'.repeat(500)}0-1`,
    'bytes=0-',
  ];
  for (const range of ranges) await send({ path: file, headers: { range, 'accept-encoding': 'identity' } });
  await send({ path: file, headers: { range: 'bytes=0-10', 'if-range': 'W/"garbage"' } });
  return ranges.length + 1;
}

/** Opens stalled clients; resolves how many the server closed within the bound. */
function stalledClients() {
  const partial = Array.from({ length: 10 }, () =>
    raw(
      'POST /api/leads/visit HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"na',
      STALL_BOUND_MS,
      { keepOpen: true },
    ),
  );
  const slowHeaders = Array.from({ length: 10 }, () =>
    raw('GET / HTTP/1.1\r\nHost: x\r\nX-Slow: a', STALL_BOUND_MS, { keepOpen: true }),
  );
  return Promise.all([...partial, ...slowHeaders]).then((results) => {
    const open = results.filter((r) => !r.closed).length;
    totals.hangs += open;
    return { opened: results.length, closed: results.length - open };
  });
}

/** Fetches `file` every 50 ms until `stop()`; reports the slowest answer. */
function probe(file) {
  let running = true;
  let slowest = 0;
  let count = 0;
  const loop = (async () => {
    while (running) {
      const answer = await send({ path: file, headers: { 'accept-encoding': 'identity' } });
      count += 1;
      slowest = Math.max(slowest, answer.ms);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return { slowest, count };
    },
  };
}

/** Signs the administrator in; `device` is the browser's earlier device cookie, if any. */
async function signIn(from, device) {
  const answer = await send({
    method: 'POST',
    path: '/api/auth/login',
    headers: { 'content-type': 'application/json', origin, ...(device ? { cookie: device } : {}) },
    body: json({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    from,
  });
  const cookies = [answer.headers?.['set-cookie'] ?? []].flat().map((c) => c.split(';', 1)[0]);
  return { status: answer.status, cookie: cookies.join('; ') };
}

/** CPU time (user + system, ms) the server process has used, when it is ours; else undefined. */
function serverCpuMs() {
  if (!server?.pid) return undefined;
  try {
    const fields = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime, fields 14 and 15 of stat(5), in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/** Load average over the last minute: how much else this machine was running. */
function loadAverage() {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
  } catch {
    return '?';
  }
}

async function loginFlood(file) {
  const cpuBefore = serverCpuMs();
  const watch = probe(file);
  const started = performance.now();
  const tasks = Array.from(
    { length: FLOOD },
    (_, i) => () =>
      send({
        method: 'POST',
        path: '/api/auth/login',
        headers: { 'content-type': 'application/json', origin },
        // Half for the administrator's account, half spraying other emails.
        body: json({ email: i % 2 === 0 ? ADMIN_EMAIL : `guess${i}@gagyeong.test`, password: `wrong-${i}` }),
        from: loopback(10_000 + i),
      }),
  );
  const answers = await Promise.all(tasks.map((task) => task()));
  const seconds = (performance.now() - started) / 1000;
  const { slowest, count } = await watch.stop();
  const cpuAfter = serverCpuMs();
  const statuses = new Map();
  for (const answer of answers) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
  const serverCpu = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore;
  return { seconds, slowest, probes: count, statuses, serverCpu };
}

async function leadLoad(withKill) {
  const acknowledged = new Set();
  const sentIds = [];
  let refused = 0;
  let killedAt = -1;
  const post = (id, n) => async () => {
    const answer = await send({
      method: 'POST',
      path: `/api/leads/${['popup', 'visit', 'customer'][n % 3]}`,
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: json({
        id,
        name: `부하${n}`,
        phone: '010-1234-5678',
        message: '방문 상담 희망',
        consent: true,
        _gotcha: '',
      }),
      from: loopback(n + 1),
      timeoutMs: 10_000,
    });
    if (answer.status === 200 || answer.status === 201) acknowledged.add(id);
    else refused += 1;
    if (withKill && killedAt === -1 && acknowledged.size >= LEADS * 0.4) {
      killedAt = acknowledged.size;
      await killHard(server);
    }
  };
  const ids = Array.from({ length: LEADS }, () => randomUUID());
  const started = performance.now();
  const firstRound = ids.map((id, n) => {
    sentIds.push(id);
    return post(id, n);
  });
  await pool(firstRound, 32);
  let restartedSeconds = 0;
  if (withKill) {
    const restart = performance.now();
    server = await startServer();
    restartedSeconds = (performance.now() - restart) / 1000;
    // Visitors whose send failed press it again: same id, so nothing is stored twice.
    const unanswered = ids.map((id, n) => [id, n]).filter(([id]) => !acknowledged.has(id));
    refused = 0;
    await pool(
      unanswered.map(([id, n]) => post(id, n)),
      32,
    );
  }
  return {
    acknowledged,
    killedAt,
    refused,
    seconds: (performance.now() - started) / 1000,
    restartedSeconds,
    sent: sentIds.length,
  };
}

function storedIds() {
  const db = new Database(join(dataDir, 'site.db'), { readonly: true, fileMustExist: true });
  try {
    return new Set(db.prepare('SELECT id FROM leads').pluck().all());
  } finally {
    db.close();
  }
}

// ── Run ─────────────────────────────────────────────────────────────────────────────────────────
const ownSite = GIVEN_URL === undefined;
if (ownSite) {
  if (!existsSync(join(ROOT, 'shell', 'dist', 'index.html'))) {
    console.error('Not built: run `npm run build` first.');
    process.exit(1);
  }
  port = intOption('port', 0) || (await sparePort());
  origin = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(join(tmpdir(), 'gagyeong-bench-abuse-'));
  await createAdmin();
  server = await startServer();
} else {
  const url = new URL(GIVEN_URL);
  origin = url.origin;
  port = Number(url.port || 80);
  if (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost') {
    console.error('--url must be a loopback site (127.0.0.1 or localhost).');
    process.exit(1);
  }
}

const staticFile = `/${readdirSync(join(ROOT, 'shell', 'dist')).find((name) => /^main\..*\.js$/.test(name)) ?? 'main.js'}`;
const report = [];
const section = (title) => console.log(`\n${title}`);
let exitCode = 0;

try {
  console.log(`Abuse sweep against ${origin}${ownSite ? ' (started here, throwaway database)' : ''}`);
  const admin = ownSite ? await signIn(loopback(1)) : { status: 0, cookie: '' };
  const stalled = stalledClients();

  section('1. malformed bodies, headers and methods on every endpoint');
  report.push(['malformed requests', await sweepMalformed(admin.cookie)]);
  console.log(`  done; server alive: ${await alive()}`);

  section('2. traversal paths');
  report.push(['traversal requests', await sweepTraversal()]);
  section('3. Range on a static file');
  report.push(['range requests', await sweepRange(staticFile)]);

  section(`4. login flood: ${FLOOD} at once, each from its own loopback address, probing ${staticFile}`);
  // The same probe with nothing else going on: what this machine gives anyway (shared cores).
  const idle = probe(staticFile);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const baseline = await idle.stop();
  console.log(`  static probe at rest: ${baseline.count} requests, slowest ${baseline.slowest.toFixed(0)} ms`);
  const flood = await loginFlood(staticFile);
  console.log(
    `  answered in ${flood.seconds.toFixed(1)} s: ${[...flood.statuses]
      .sort()
      .map(([s, n]) => `${s}×${n}`)
      .join(', ')}`,
  );
  console.log(`  static probe during the flood: ${flood.probes} requests, slowest ${flood.slowest.toFixed(0)} ms`);
  if (flood.serverCpu !== undefined) {
    // Main thread and the hashing thread together; the rest of the wall time was other processes'.
    console.log(`  server CPU during the flood: ${flood.serverCpu} ms (machine load average ${loadAverage()})`);
  }

  let leads;
  let csv;
  if (ownSite) {
    section(`5. lead load: ${LEADS} leads, 32 at a time, each from its own address; kill -9 at 40 %, restart, resend`);
    leads = await leadLoad(true);
    const stored = storedIds();
    const lost = [...leads.acknowledged].filter((id) => !stored.has(id)).length;
    leads.stored = stored.size;
    leads.lost = lost;
    console.log(
      `  killed after ${leads.killedAt} acknowledged; restarted in ${leads.restartedSeconds.toFixed(1)} s; ${leads.seconds.toFixed(1)} s in all`,
    );

    section('6. CSV export of every lead while probing a static file');
    // The sweep signed out (POST /api/auth/logout) and the flood set the account's backoff: the
    // administrator's own browser (its device cookie) still gets in.
    const device = admin.cookie.split('; ').find((c) => c.startsWith('gg_device='));
    const again = await signIn(loopback(1), device);
    console.log(`  administrator sign-in after the flood (known browser): ${again.status}`);
    const watch = probe(staticFile);
    const exportAnswer = await send({ path: '/api/leads.csv', headers: { cookie: again.cookie }, timeoutMs: 60_000 });
    const probed = await watch.stop();
    csv = { status: exportAnswer.status, bytes: exportAnswer.body?.length ?? 0, ms: exportAnswer.ms, ...probed };
    console.log(
      `  export ${csv.status}, ${(csv.bytes / 1e6).toFixed(1)} MB in ${csv.ms.toFixed(0)} ms; probe slowest ${csv.slowest.toFixed(0)} ms over ${csv.count}`,
    );
  }

  section('7. stalled clients (10 bodies stopping part-way, 10 headers never ending)');
  const stall = await stalled;
  console.log(`  closed by the server: ${stall.closed}/${stall.opened}`);
  if (!(await alive())) totals.crashes += ownSite ? 0 : 1;

  console.log('\nFigures');
  console.log(`  requests sent:                ${totals.sent}`);
  console.log(
    `  answers by status:            ${[...totals.byStatus]
      .sort((a, b) => a[0] - b[0])
      .map(([s, n]) => `${s}×${n}`)
      .join(' ')}`,
  );
  console.log(
    `  5xx:                          ${totals.fiveXx}${totals.fiveXxSamples.length ? ` (${totals.fiveXxSamples.join('; ')})` : ''}`,
  );
  console.log(`  crashes:                      ${totals.crashes}`);
  console.log(`  hangs:                        ${totals.hangs}`);
  console.log(`  files leaked by traversal:    ${totals.leaked}`);
  if (leads) {
    console.log(
      `  leads acknowledged vs stored: ${leads.acknowledged.size} acknowledged, ${leads.stored} stored, ${leads.lost} lost (of ${LEADS} sent; kill -9 mid-load)`,
    );
  }
  console.log(
    `  slowest static probe, flood:  ${flood.slowest.toFixed(0)} ms (${FLOOD} logins; at rest ${baseline.slowest.toFixed(0)} ms; load average ${loadAverage()})`,
  );
  if (csv)
    console.log(`  slowest static probe, CSV:    ${csv.slowest.toFixed(0)} ms (export of ${leads?.stored} leads)`);
  if (totals.fiveXx || totals.crashes || totals.hangs || totals.leaked || (leads && leads.lost)) exitCode = 1;
} finally {
  if (ownSite) {
    if (server && server.exitCode === null) await killHard(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
process.exit(exitCode);
