import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { DEFAULT_SITE_CONFIG } from '@gagyeong/contracts';
import { LEADS_PAGE_SIZE } from '@gagyeong/contracts/leads';
import { buildApp } from '../app';
import { openDatabase } from '../db/open-database';
import { appendAccessRecord } from '../features/access/append-access-record';
import { requireAdmin } from '../features/auth/require-admin';
import { hashPassword } from '../features/auth/password';
import { createSession } from '../features/auth/sessions';
import { upsertUser } from '../features/auth/users';
import { parseLeadFilter } from '@gagyeong/contracts/lead-admin-rules';
import { orBadRequest, parseLeadCursor } from '../features/leads/leads-query';
import { listLeads } from '../features/leads/list-leads';
import { DATABASE_FILE_NAME } from '../paths';

/**
 * `npm run bench:access`: what the access records cost.
 * 1. The inbox's first page (GET /api/leads, 50 of 100,000 leads) over real HTTP on a real
 *    database file, as it answers now (listing + one chained access record, a committed write)
 *    and as it answered before the records (listing only, the same route body without the
 *    record, mounted beside it for the comparison): median and 95th percentile.
 * 2. The size of one year of records at an assumed activity, measured in the file.
 */
const LEADS = Number(process.env.BENCH_LEADS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const DAY = 86_400_000;

/** A realistic year (the assumption printed with the figure). */
const ACTIVITY = {
  admins: 3,
  workingDays: 250,
  perAdminDay: { list: 20, search: 10, update: 15, delete: 1, dashboard: 5, export: 0.2 },
} as const;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
}

async function timeOnce(url: string, cookie: string): Promise<number> {
  const start = performance.now();
  const response = await fetch(url, { headers: { cookie } });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - start;
}

/** Both URLs, alternately (so a busy machine slows both alike): p50 and p95 of each. */
async function timeRequests(urls: readonly [string, string], cookie: string) {
  const samples: [number[], number[]] = [[], []];
  for (let i = 0; i < REQUESTS; i += 1) {
    samples[0].push(await timeOnce(urls[0], cookie));
    samples[1].push(await timeOnce(urls[1], cookie));
  }
  return samples.map((list) => {
    list.sort((a, b) => a - b);
    return { p50: percentile(list, 50), p95: percentile(list, 95) };
  });
}

function seedLeads(dataDir: string): void {
  const db = openDatabase(dataDir);
  const insert = db.prepare(
    `INSERT INTO leads (id, form, name, phone, message, consent, consent_at, consent_version, user_agent, ip_hash, created_at)
     VALUES (?, 'popup', '벤치고객', '010-0000-0000', '', 1, ?, 'bench', '', 'x', ?)`,
  );
  const now = Date.now();
  db.transaction(() => {
    for (let i = 0; i < LEADS; i += 1) {
      const at = now - Math.floor(Math.random() * 365 * DAY);
      insert.run(randomUUID(), at, at);
    }
  })();
  db.close();
}

async function inboxCost(root: string): Promise<void> {
  const dataDir = path.join(root, 'inbox');
  seedLeads(dataDir);
  const app = await buildApp({ config: { ...DEFAULT_SITE_CONFIG, siteUrl: 'http://127.0.0.1' }, dataDir, ssr: false });
  // The route body as it was before access records, under the same guard, for the comparison.
  app.get('/bench/leads-without-record', { onRequest: requireAdmin }, async (request) =>
    listLeads(app.db, orBadRequest(parseLeadFilter(request.query)), {
      after: parseLeadCursor(request.query),
      limit: LEADS_PAGE_SIZE,
    }),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    upsertUser(
      app.db,
      { email: 'bench@gagyeong.example', passwordHash: await hashPassword('bench password 1'), role: 'admin' },
      Date.now(),
    );
    const cookie = `gg_session=${createSession(app.db, { userId: 1, deviceId: 'bench', ip: '127.0.0.1', userAgent: 'bench' }, Date.now(), DAY)}`;
    // Warm-up: statement caches, page cache.
    for (let i = 0; i < 20; i += 1) await timeOnce(`${base}/api/leads`, cookie);
    const [before = { p50: 0, p95: 0 }, after = { p50: 0, p95: 0 }] = await timeRequests(
      [`${base}/bench/leads-without-record`, `${base}/api/leads`],
      cookie,
    );
    const records = Number(app.db.prepare('SELECT count(*) FROM access_records').pluck().get());
    console.info(
      `inbox first page (${LEADS_PAGE_SIZE} of ${LEADS.toLocaleString('en-US')} leads), ${REQUESTS} requests each, alternating:`,
    );
    console.info(`  before (no access record)   p50 ${before.p50.toFixed(2)} ms, p95 ${before.p95.toFixed(2)} ms`);
    console.info(`  after  (one chained record) p50 ${after.p50.toFixed(2)} ms, p95 ${after.p95.toFixed(2)} ms`);
    console.info(`  (${records} records written, synchronous = FULL: each is a committed write)`);
  } finally {
    await app.close();
  }
}

function yearSize(root: string): void {
  const dataDir = path.join(root, 'year');
  const db = openDatabase(dataDir);
  const file = path.join(dataDir, DATABASE_FILE_NAME);
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.exec('VACUUM');
  const empty = fs.statSync(file).size;
  const ids = Array.from({ length: 2000 }, () => randomUUID());
  const pick = (n: number) => Array.from({ length: n }, (_, i) => ids[(i * 7 + n) % ids.length] ?? '');
  const start = Date.parse('2026-01-01T00:00:00Z');
  let count = 0;
  db.transaction(() => {
    for (let day = 0; day < ACTIVITY.workingDays; day += 1) {
      for (let admin = 0; admin < ACTIVITY.admins; admin += 1) {
        const account = `admin${admin}@gagyeong.example`;
        const at = start + day * DAY + admin * 1000;
        const add = (
          action: Parameters<typeof appendAccessRecord>[1]['action'],
          subjects: string[],
          detail: Record<string, unknown>,
          leadId?: string,
        ) => {
          appendAccessRecord(db, { at: at + count, account, ip: '203.0.113.10', action, subjects, detail, leadId });
          count += 1;
        };
        const { list, search, update, dashboard, export: exports } = ACTIVITY.perAdminDay;
        for (let i = 0; i < list; i += 1) add('list', pick(50), { filter: {}, page: i % 4 === 0 ? 'next' : 'first' });
        for (let i = 0; i < search; i += 1)
          add('search', pick(12), { filter: { status: 'new', source: 'naver' }, page: 'first' });
        for (let i = 0; i < update; i += 1) add('update', pick(1), { fields: ['status'] }, ids[i]);
        add('delete', pick(1), { reason: 'consent-withdrawn' }, ids[day % ids.length]);
        for (let i = 0; i < dashboard; i += 1) add('dashboard', [], { from: '2026-01-01', to: '2026-01-31' });
        if (day % Math.round(1 / exports) === 0)
          add('export', [], { filter: { form: 'visit' }, reason: '월간 상담 일정 정리' });
      }
    }
  })();
  db.pragma('wal_checkpoint(TRUNCATE)');
  const bytes = fs.statSync(file).size - empty;
  db.close();
  const { admins, workingDays, perAdminDay } = ACTIVITY;
  console.info(
    `one year of records: ${admins} administrators × ${workingDays} working days × (` +
      `${perAdminDay.list} list views of 50 leads, ${perAdminDay.search} searches, ${perAdminDay.update} changes, ` +
      `${perAdminDay.delete} deletion, ${perAdminDay.dashboard} dashboard views, a download every ${Math.round(1 / perAdminDay.export)} days)`,
  );
  console.info(
    `  ${count.toLocaleString('en-US')} records, ${(bytes / 1024 / 1024).toFixed(1)} MB in the database file ` +
      `(${Math.round(bytes / count)} bytes a record, indexes included); 2 years kept: ${((2 * bytes) / 1024 / 1024).toFixed(1)} MB`,
  );
}

async function main(): Promise<void> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'gagyeong-bench-access-'));
  try {
    await inboxCost(root);
    yearSize(root);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

void main();
