import { isUnusualDay, type AccessDay } from '@gagyeong/contracts/access';
import type { Reads } from '../../db/read-worker';

const DAY_MS = 24 * 60 * 60 * 1000;
const KOREA_OFFSET_MS = 9 * 60 * 60 * 1000;

/**
 * Per account and Korean day of the period: leads seen (list and search answers), changes,
 * deletions and downloads, each day marked unusual by the one rule in contracts (UNUSUAL_DAY).
 * Summed where `reads` runs (the host's read worker: a quarter of records never holds up another
 * request, docs/decisions/0126-bounded-telemetry-storage-and-reports.md).
 */
export async function accessDays(reads: Reads, period: { fromMs: number; toMs: number }): Promise<AccessDay[]> {
  const rows = await reads.all<{
    day: number;
    account: string;
    leadViews: number;
    changes: number;
    deletions: number;
    exports: number;
  }>(
    `SELECT (at + ${KOREA_OFFSET_MS}) / ${DAY_MS} AS day, account,
            sum(CASE WHEN action IN ('list', 'search') THEN subject_count ELSE 0 END) AS leadViews,
            sum(action = 'update') AS changes,
            sum(action = 'delete') AS deletions,
            sum(action = 'export') AS exports
       FROM access_records
      WHERE at >= ? AND at < ? AND action <> 'purge'
      GROUP BY day, account
      ORDER BY day DESC, account`,
    [period.fromMs, period.toMs],
  );
  return rows.map((row) => {
    const day = { ...row, day: new Date(row.day * DAY_MS).toISOString().slice(0, 10) };
    return { ...day, unusual: isUnusualDay(day) };
  });
}
