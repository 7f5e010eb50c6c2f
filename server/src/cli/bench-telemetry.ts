import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { DEFAULT_SITE_CONFIG } from '@gagyeong/contracts';
import { DEFAULT_CANARY_POLICY } from '@gagyeong/contracts/remote-health';
import { DEFAULT_TELEMETRY_POLICY } from '@gagyeong/contracts/telemetry';
import { buildApp } from '../app';
import { openDatabase } from '../db/open-database';
import { hashPassword } from '../features/auth/password';
import { createSession } from '../features/auth/sessions';
import { upsertUser } from '../features/auth/users';
import { fillTelemetryAtBound } from '../test-support/telemetry-at-bound';

/**
 * `npm run bench:telemetry`: the figures of bounded telemetry
 * (docs/decisions/0125-signed-visitors-and-the-canary-judge.md, 0126-bounded-telemetry-storage-and-reports.md).
 * 1. Worst-case storage: days at the default bounds written to a real database file, its growth.
 * 2. The administrator's reports on that store (30 days), over real HTTP, and `/api/health`
 *    answered meanwhile (one request after another), against `/api/health` alone.
 * 3. What each attack of the abuse sweep takes before and now, from the default policies.
 * Figures only: nothing here passes or fails.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 7);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const most = (values: number[]) => Math.max(0, ...values);

function fileBytes(db: ReturnType<typeof openDatabase>): number {
  db.pragma('wal_checkpoint(TRUNCATE)');
  return (db.pragma('page_count', { simple: true }) as number) * (db.pragma('page_size', { simple: true }) as number);
}

async function healthDuring(
  origin: string,
  report: () => Promise<unknown>,
): Promise<{ reportMs: number; health: number[] }> {
  let done = false;
  const health: number[] = [];
  const probing = (async () => {
    while (!done) {
      const started = performance.now();
      await (await fetch(`${origin}/api/health`)).arrayBuffer();
      health.push(performance.now() - started);
    }
  })();
  const started = performance.now();
  await report();
  const reportMs = performance.now() - started;
  done = true;
  await probing;
  return { reportMs, health };
}

async function main(): Promise<void> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'gagyeong-bench-telemetry-'));
  try {
    console.info(
      `load average: ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
    // 1. Storage.
    const dataDir = path.join(root, 'data');
    const db = openDatabase(dataDir);
    const empty = fileBytes(db);
    const now = Date.now();
    const oneDay = fillTelemetryAtBound(db, now, 1);
    const dayBytes = fileBytes(db) - empty;
    db.exec('DELETE FROM telemetry_counts');
    const rows = fillTelemetryAtBound(db, now, 30);
    const monthBytes = fileBytes(db) - empty;
    const { remoteRowsPerDay, vitalsRowsPerDay, rowsPerMinute } = DEFAULT_TELEMETRY_POLICY;
    console.info(
      `\n1. storage at the bounds (${remoteRowsPerDay.toLocaleString('en-US')} remote + ${vitalsRowsPerDay.toLocaleString('en-US')} vitals rows a day, ${rowsPerMinute} new rows a minute):`,
    );
    console.info(
      `   one day: ${oneDay.toLocaleString('en-US')} rows, ${(dayBytes / 1e6).toFixed(2)} MB (${(dayBytes / oneDay).toFixed(0)} B a row)`,
    );
    console.info(
      `   30 days (the retention): ${rows.toLocaleString('en-US')} rows, ${(monthBytes / 1e6).toFixed(1)} MB`,
    );
    const user = upsertUser(
      db,
      {
        email: 'bench@gagyeong.test',
        passwordHash: await hashPassword(randomBytes(12).toString('hex')),
        role: 'admin',
      },
      now,
    );
    const userId = (db.prepare('SELECT id FROM users WHERE email = ?').get('bench@gagyeong.test') as { id: number }).id;
    void user;
    const cookie = `gg_session=${createSession(db, { userId, deviceId: 'bench', ip: '127.0.0.1', userAgent: 'bench' }, now, 3_600_000)}`;
    db.close();

    // 2. Reports.
    const app = await buildApp({
      config: { ...DEFAULT_SITE_CONFIG, siteUrl: 'http://127.0.0.1' },
      dataDir,
      distRoot: root,
      releasesDir: path.join(root, 'releases'),
      ssr: false,
      canaryJudge: { intervalMs: 0 },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    try {
      const alone = await healthDuring(origin, () => new Promise((resolve) => setTimeout(resolve, 1000)));
      console.info(`\n2. reports on that store (${RUNS} runs each), /api/health one request after another meanwhile:`);
      console.info(
        `   /api/health alone: p50 ${median(alone.health).toFixed(1)} ms, worst ${most(alone.health).toFixed(1)} ms`,
      );
      for (const report of [
        '/api/admin/vitals?days=30',
        '/api/admin/vitals?days=7',
        '/api/admin/remote-health?hours=168',
        '/api/admin/remote-health?hours=24',
      ]) {
        const times: number[] = [];
        const health: number[] = [];
        for (let run = 0; run < RUNS; run += 1) {
          const result = await healthDuring(origin, async () => {
            const response = await fetch(`${origin}${report}`, { headers: { cookie } });
            if (response.status !== 200) throw new Error(`${report} answered ${response.status}`);
            await response.arrayBuffer();
          });
          times.push(result.reportMs);
          health.push(...result.health);
        }
        console.info(
          `   ${report.padEnd(36)} p50 ${median(times).toFixed(0)} ms, worst ${most(times).toFixed(0)} ms; ` +
            `/api/health meanwhile p50 ${median(health).toFixed(1)} ms, worst ${most(health).toFixed(1)} ms (${health.length} answers)`,
        );
      }
    } finally {
      await app.close();
    }

    // 3. Attacks.
    const { minViews, minNetworks } = DEFAULT_CANARY_POLICY;
    const { perNetwork, windowMinutes } = DEFAULT_TELEMETRY_POLICY;
    const share = Number(process.env.BENCH_SHARE ?? 10);
    const perCanaryBucket = 100 / share;
    const networksForViews = Math.max(minNetworks, Math.ceil(minViews / perNetwork));
    console.info(`\n3. what an attack takes (defaults; canary share ${share} %; window ${windowMinutes} minutes):`);
    console.info('   roll a healthy canary back:');
    console.info('     before: 55 beacons from one address');
    console.info(
      `     now, canary without real visitors: ${minViews} canary visitors from ≥ ${networksForViews} /24 networks ` +
        `(≤ ${perNetwork} each): ≈ ${Math.round(minViews * perCanaryBucket)} bucket requests + ${minViews} beacons`,
    );
    console.info(
      `     now, canary with ≥ ${minViews - minNetworks} real visitors and no failure: one failing canary visitor from each of ` +
        `${minNetworks} networks: ≈ ${Math.round(minNetworks * perCanaryBucket)} bucket requests + ${minNetworks} beacons`,
    );
    console.info('     one address or one subnet, any number of requests: never (it is one network)');
    console.info("   move a route's p75 (vitals):");
    console.info('     before: 180 beacons from 3 addresses');
    console.info(
      `     now: more liar networks than a third of the route's real visitors, each 2 requests per ${windowMinutes} minutes ` +
        `(1 value per network, metric and route)`,
    );
    console.info('   fill the storage:');
    console.info('     before: ≈ 300 MB a day per address at the rate limit; ≈ 33 GB a day at the per-flush cap');
    console.info(
      `     now: at most the bounds above, whatever the addresses (${(dayBytes / 1e6).toFixed(2)} MB a day per host)`,
    );
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

void main();
