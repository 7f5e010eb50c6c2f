// Lead intake under concurrent load: starts the embedded server on a spare loopback port
// with a throwaway database, posts AMOUNT leads over CONNECTIONS connections with autocannon (each
// request a fresh id and a distinct client address, as many visitors behind the trusted loopback
// proxy would be), then counts the stored rows. Prints figures; exits 1 only if the stored count
// differs from the accepted count (a lost or invented lead). With --notify the server also mails
// every lead (an SMTP server in this process takes them), so the figures include the outbox and its
// worker; afterwards it waits for the outbox to drain and prints how many were mailed.
//
//   node scripts/bench-leads.mjs [--amount 20000] [--connections 50] [--notify]
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { SMTPServer } from 'smtp-server';
import { sparePort } from './bench-support.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  const value = index === -1 ? undefined : Number(process.argv[index + 1]);
  return value !== undefined && Number.isInteger(value) && value > 0 ? value : fallback;
}

const AMOUNT = option('amount', 20_000);
const NOTIFY = process.argv.includes('--notify');
const CONNECTIONS = option('connections', 50);
/** Upper bound on the whole load, whatever the machine: the run never hangs. */
const MAX_SECONDS = 120;

/** Counts mails without reading them: the cheapest real SMTP peer. */
async function startMailCounter() {
  const counter = { mails: 0, port: await sparePort() };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 50,
    onData(stream, _session, callback) {
      stream.on('end', () => {
        counter.mails += 1;
        callback();
      });
      stream.resume();
    },
  });
  await new Promise((resolve) => server.listen(counter.port, '127.0.0.1', resolve));
  counter.close = () => new Promise((resolve) => server.close(resolve));
  return counter;
}

async function startServer(port, dataDir, extraEnv = {}) {
  const child = spawn(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, 'server/src/main.ts')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SITE_URL: `http://127.0.0.1:${port}`,
      // The load generator plays the reverse proxy: each request names its own client address.
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 150; i += 1) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return { origin, child, exited };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not start within 30 s');
}

let clientNumber = 0;
/** A distinct TEST-NET-style address per request, so the per-client rate limit never applies. */
function nextClientAddress() {
  clientNumber += 1;
  return `10.${(clientNumber >> 16) & 255}.${(clientNumber >> 8) & 255}.${clientNumber & 255}`;
}

const FORMS = ['popup', 'visit', 'customer'];

function run(origin) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin,
        connections: CONNECTIONS,
        amount: AMOUNT,
        timeout: 10,
        requests: [
          {
            setupRequest: (request) => {
              const form = FORMS[clientNumber % FORMS.length];
              return {
                ...request,
                method: 'POST',
                path: `/api/leads/${form}`,
                headers: {
                  'content-type': 'application/json',
                  accept: 'application/json',
                  'user-agent': 'bench-leads/1.0',
                  'x-forwarded-for': nextClientAddress(),
                },
                body: JSON.stringify({
                  id: randomUUID(),
                  form,
                  name: '부하시험',
                  phone: '010-1234-5678',
                  message: form === 'popup' ? undefined : '방문 상담을 원합니다.',
                  consent: true,
                  _gotcha: '',
                }),
              };
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    const watchdog = setTimeout(() => instance.stop(), MAX_SECONDS * 1000);
    instance.once('done', () => clearTimeout(watchdog));
  });
}

const dataDir = mkdtempSync(join(tmpdir(), 'gagyeong-bench-leads-'));
const port = await sparePort();
const mailCounter = NOTIFY ? await startMailCounter() : undefined;
const server = await startServer(
  port,
  dataDir,
  mailCounter ? { SMTP_URL: `smtp://127.0.0.1:${mailCounter.port}`, NOTIFY_EMAIL_TO: 'sales@bench.gagyeong.test' } : {},
);
let exitCode = 0;
try {
  const started = Date.now();
  const result = await run(server.origin);
  const seconds = (Date.now() - started) / 1000;

  const db = new Database(join(dataDir, 'site.db'), { readonly: true, fileMustExist: true });
  const rows = db.prepare('SELECT count(*) AS n FROM leads').get().n;
  const byForm = db.prepare('SELECT form, count(*) AS n FROM leads GROUP BY form ORDER BY form').all();
  db.close();

  const accepted = result['2xx'];
  console.log(
    `Lead intake on loopback (${CONNECTIONS} connections, ${AMOUNT} requests, fresh id each` +
      `${NOTIFY ? ', each lead mailed through the outbox' : ''})`,
  );
  console.log(`  accepted (2xx):        ${accepted} in ${seconds.toFixed(1)} s`);
  console.log(
    `  accepted per second:   ${Math.round(accepted / seconds)} (autocannon mean ${Math.round(result.requests.average)} req/s)`,
  );
  console.log(`  latency p50 / p99:     ${result.latency.p50} ms / ${result.latency.p99} ms`);
  console.log(`  non-2xx / errors / timeouts: ${result.non2xx} / ${result.errors} / ${result.timeouts}`);
  console.log(`  rows stored:           ${rows} (${byForm.map((r) => `${r.form} ${r.n}`).join(', ')})`);
  if (rows === accepted) {
    console.log('  rows stored = leads accepted: yes');
  } else {
    console.log(`  rows stored = leads accepted: NO (difference ${rows - accepted})`);
    exitCode = 1;
  }
  if (mailCounter) {
    const drainStarted = Date.now();
    while (mailCounter.mails < rows && Date.now() - drainStarted < MAX_SECONDS * 1000) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const drainSeconds = (Date.now() - drainStarted) / 1000;
    console.log(
      `  mailed:                ${mailCounter.mails} of ${rows}, ${drainSeconds.toFixed(1)} s after the load ended`,
    );
  }
} finally {
  server.child.kill('SIGTERM');
  await server.exited;
  await mailCounter?.close();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
