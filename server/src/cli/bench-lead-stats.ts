import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { openDatabase } from '../db/open-database';
import { readsOn } from '../db/read-worker';
import { leadStats } from '../features/leads/leads-stats';
import { listLeads } from '../features/leads/list-leads';

/**
 * `npm run bench:dashboard`: the dashboard's queries on a scratch database of 100,000 leads spread
 * over 90 days (sources, media, campaigns and forms mixed). Prints the median and worst of each.
 */
const LEADS = Number(process.env.BENCH_LEADS ?? 100_000);
const RUNS = 15;
const DAY = 86_400_000;

async function time(run: () => unknown): Promise<{ median: number; worst: number }> {
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { median: samples[Math.floor(RUNS / 2)] ?? 0, worst: samples[RUNS - 1] ?? 0 };
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gagyeong-bench-stats-'));
  const db = openDatabase(dir);
  try {
    const now = Date.parse('2026-06-30T15:00:00Z');
    const sources = ['naver', 'kakao', 'google', 'instagram', 'sms', 'blog', ''];
    const insert = db.prepare(
      `INSERT INTO leads (id, form, name, phone, message, consent, consent_at, consent_version, user_agent, ip_hash,
                          created_at, utm_source, utm_medium, utm_campaign, referrer_host, landing_path)
       VALUES (?, ?, '벤치고객', '010-0000-0000', '', 1, ?, 'bench', '', 'x', ?, ?, ?, ?, ?, '/')`,
    );
    const forms = ['popup', 'visit', 'customer'];
    const fill = db.transaction(() => {
      for (let i = 0; i < LEADS; i += 1) {
        const at = now - Math.floor(Math.random() * 90 * DAY);
        const source = sources[i % sources.length] ?? '';
        insert.run(
          randomUUID(),
          forms[i % 3],
          at,
          at,
          source,
          source ? 'cpc' : '',
          source ? `c${i % 12}` : '',
          source ? '' : i % 2 ? 'search.daum.net' : '',
        );
      }
    });
    const started = performance.now();
    fill();
    console.info(
      `${LEADS.toLocaleString('en-US')} leads inserted in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    db.pragma('optimize');

    const last30 = { fromMs: now - 30 * DAY, toMs: now };
    const last90 = { fromMs: now - 90 * DAY, toMs: now };
    const reads = readsOn(db);
    const rows = async (period: typeof last30) => (await leadStats(reads, period)).total;
    const report = (label: string, result: { median: number; worst: number }) =>
      console.info(`${label.padEnd(44)} median ${result.median.toFixed(1)} ms, worst ${result.worst.toFixed(1)} ms`);
    console.info(
      `stats over 30 days: ${(await rows(last30)).toLocaleString('en-US')} leads; over 90 days: ${(await rows(last90)).toLocaleString('en-US')}`,
    );
    report('dashboard (daily + campaigns), 30 days', await time(() => leadStats(reads, last30)));
    report('dashboard (daily + campaigns), 90 days', await time(() => leadStats(reads, last90)));
    report('inbox page, source=naver', await time(() => listLeads(db, { equal: { channel: 'naver' } }, { limit: 50 })));
    report(
      'inbox page, campaign=c3, 30 days',
      await time(() => listLeads(db, { equal: { utmCampaign: 'c3' }, ...last30 }, { limit: 50 })),
    );
  } finally {
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

void main();
