// Lead notifications, measured (`npm run bench:notify`): starts the embedded server on a spare
// loopback port with a throwaway database and a real SMTP server in this process (smtp-server,
// mails parsed with mailparser), then
//   1. posts leads at a steady bounded rate and prints the delay from each lead's acknowledgement
//      to its mail's arrival (p50, p90, p99, max);
//   2. takes SMTP down, posts leads, kills the host with SIGKILL, brings SMTP back slowed down,
//      posts more, kills the host again mid-delivery, and prints leads acknowledged vs mailed.
// Prints figures; exits 1 only when an acknowledged lead was never mailed.
//
//   node scripts/bench-notify.mjs [--rate 5] [--seconds 30] [--outage-leads 50]
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { ROOT, sparePort } from './bench-support.mjs';

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  const value = index === -1 ? undefined : Number(process.argv[index + 1]);
  return value !== undefined && Number.isFinite(value) && value > 0 ? value : fallback;
}
const RATE = option('rate', 5);
const SECONDS = option('seconds', 30);
const OUTAGE_LEADS = option('outage-leads', 50);
/** The run never hangs: every wait below is bounded. */
const DRAIN_BOUND_MS = 120_000;

// ── The SMTP server: every mail's arrival time and lead id ────────────────────────────────────
const mails = [];
let smtp;
let smtpDelayMs = 0;
const smtpPort = await sparePort();
function startSmtp() {
  return new Promise((resolve) => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      closeTimeout: 50,
      onData(stream, _session, callback) {
        simpleParser(stream).then((mail) => {
          const accept = () => {
            mails.push({ at: performance.now(), id: /#lead-([0-9a-f-]{36})/.exec(mail.text ?? '')?.[1] });
            callback();
          };
          if (smtpDelayMs > 0) setTimeout(accept, smtpDelayMs);
          else accept();
        }, callback);
      },
    });
    smtp.listen(smtpPort, '127.0.0.1', resolve);
  });
}
const stopSmtp = () => new Promise((resolve) => smtp.close(resolve));

// ── The host, started and killed by this script ───────────────────────────────────────────────
const dataDir = mkdtempSync(join(tmpdir(), 'gagyeong-bench-notify-'));
const port = await sparePort();
const origin = `http://127.0.0.1:${port}`;
let host;

async function startHost() {
  host = spawn(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, 'server/src/main.ts')], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SITE_URL: origin,
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      NOTIFY_EMAIL_TO: 'sales@bench.gagyeong.test',
      // Retries close together, so the outage phase drains within the run.
      NOTIFY_RETRY_FIRST_MS: '500',
      NOTIFY_RETRY_MAX_MS: '2000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  for (let i = 0; i < 300; i += 1) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not start within 30 s');
}

function killHost() {
  return new Promise((resolve) => {
    if (host.exitCode !== null || host.signalCode !== null) return resolve();
    host.once('exit', resolve);
    try {
      process.kill(-host.pid, 'SIGKILL');
    } catch {
      resolve();
    }
  });
}

let client = 0;
/** One lead; resolves with { id, ackAt } when acknowledged (201), else null. */
async function postLead(label) {
  client += 1;
  const id = randomUUID();
  try {
    const response = await fetch(`${origin}/api/leads/popup`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.88.${(client >> 8) & 255}.${client & 255}`,
      },
      body: JSON.stringify({ id, name: `${label}${client}`, phone: '010-1234-5678', consent: true }),
    });
    await response.arrayBuffer();
    return response.status === 201 ? { id, ackAt: performance.now() } : null;
  } catch {
    return null;
  }
}

async function until(done, boundMs) {
  const deadline = Date.now() + boundMs;
  while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  return done();
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
const ms = (value) => `${value.toFixed(0)} ms`;

let exitCode = 0;
try {
  await startSmtp();
  await startHost();

  // 1. Delay at a steady bounded rate.
  const acked = [];
  const total = Math.round(RATE * SECONDS);
  const started = performance.now();
  const posts = [];
  for (let n = 0; n < total; n += 1) {
    const due = started + (n * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    posts.push(postLead('지연측정').then((lead) => lead && acked.push(lead)));
  }
  await Promise.all(posts);
  const arrived = () => new Map(mails.map((mail) => [mail.id, mail.at]));
  await until(() => acked.every((lead) => arrived().has(lead.id)), DRAIN_BOUND_MS);
  const byId = arrived();
  const delays = acked
    .filter((lead) => byId.has(lead.id))
    .map((lead) => byId.get(lead.id) - lead.ackAt)
    .sort((a, b) => a - b);
  console.log(`Lead notification delay (${RATE} leads/s for ${SECONDS} s, SMTP on loopback)`);
  console.log(`  leads acknowledged / mailed: ${acked.length} / ${delays.length}`);
  console.log(
    `  acknowledgement → mail received: p50 ${ms(quantile(delays, 0.5))}, p90 ${ms(quantile(delays, 0.9))}, ` +
      `p99 ${ms(quantile(delays, 0.99))}, max ${ms(delays[delays.length - 1])}`,
  );
  if (delays.length !== acked.length) exitCode = 1;

  // 2. An SMTP outage and two kill -9.
  mails.length = 0;
  const outage = new Set();
  const send = async (count, label) => {
    let slowest = 0;
    for (let n = 0; n < count; n += 1) {
      const before = performance.now();
      const lead = await postLead(label);
      slowest = Math.max(slowest, performance.now() - before);
      if (lead) outage.add(lead.id);
    }
    return slowest;
  };
  await stopSmtp();
  const slowestDown = await send(OUTAGE_LEADS, '장애중');
  await killHost();
  await startHost();
  smtpDelayMs = 100;
  await startSmtp();
  const slowestBack = await send(OUTAGE_LEADS, '복구중');
  await until(() => mails.length >= OUTAGE_LEADS / 4, DRAIN_BOUND_MS);
  await killHost();
  const mailedBeforeSecondKill = mails.length;
  await startHost();
  const mailedIds = () => new Set(mails.map((mail) => mail.id));
  await until(() => [...outage].every((id) => mailedIds().has(id)), DRAIN_BOUND_MS);
  const mailed = mailedIds();
  const lost = [...outage].filter((id) => !mailed.has(id)).length;
  console.log(`SMTP outage and two kill -9 (${OUTAGE_LEADS} leads with SMTP down, ${OUTAGE_LEADS} after)`);
  console.log(`  slowest acknowledgement: ${ms(slowestDown)} with SMTP down, ${ms(slowestBack)} while delivering`);
  console.log(`  second kill -9 after ${mailedBeforeSecondKill} mails`);
  console.log(`  leads acknowledged: ${outage.size}`);
  console.log(`  leads mailed:       ${[...outage].filter((id) => mailed.has(id)).length} (lost ${lost})`);
  console.log(`  mails received:     ${mails.length} (${mails.length - mailed.size} sent again after a kill)`);
  if (lost > 0) exitCode = 1;
} finally {
  await killHost().catch(() => undefined);
  await stopSmtp().catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
