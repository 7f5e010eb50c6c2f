import type { Database } from 'better-sqlite3';
import { isUnusualDay, type AccessDay } from '@gagyeong/contracts/access';
import { statement } from '../../db/statements';

const DAY_MS = 24 * 60 * 60 * 1000;
const KOREA_OFFSET_MS = 9 * 60 * 60 * 1000;

/**
 * Per account and Korean day of the period: leads seen (list and search answers), changes,
 * deletions and downloads, each day marked unusual by the one rule in contracts (UNUSUAL_DAY).
 */
export function accessDays(db: Database, period: { fromMs: number; toMs: number }): AccessDay[] {
  const rows = statement<
    [number, number],
    { day: number; account: string; leadViews: number; changes: number; deletions: number; exports: number }
  >(
    db,
    `SELECT (at + ${KOREA_OFFSET_MS}) / ${DAY_MS} AS day, account,
            sum(CASE WHEN action IN ('list', 'search') THEN subject_count ELSE 0 END) AS leadViews,
            sum(action = 'update') AS changes,
            sum(action = 'delete') AS deletions,
            sum(action = 'export') AS exports
       FROM access_records
      WHERE at >= ? AND at < ? AND action <> 'purge'
      GROUP BY day, account
      ORDER BY day DESC, account`,
  ).all(period.fromMs, period.toMs);
  return rows.map((row) => {
    const day = { ...row, day: new Date(row.day * DAY_MS).toISOString().slice(0, 10) };
    return { ...day, unusual: isUnusualDay(day) };
  });
}
