import type { Reads } from '../../db/read-worker';
import { attributionColumn } from '@gagyeong/contracts/attribution';
import type { LeadForm, LeadStats } from '@gagyeong/contracts/leads';
import type { StatsPeriod } from '@gagyeong/contracts/lead-admin-rules';
import { DAY_MS, KOREA_OFFSET_MS } from '@gagyeong/contracts/korea-time';
import { CHANNEL_SQL } from './lead-row';

/** A Korean day number ((ms + UTC+9) / 24 h, as the query groups by) as YYYY-MM-DD. */
function koreanDay(dayNumber: number): string {
  return new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The dashboard's figures: one grouped query for the daily chart and one for the campaign table,
 * each a single pass over the period's rows through the created_at index, run where `reads` runs
 * them (the host: its read worker, so a year of leads never holds up another request:
 * docs/decisions/0126-bounded-telemetry-storage-and-reports.md).
 */
export async function leadStats(
  reads: Reads,
  period: Pick<StatsPeriod, 'fromMs' | 'toMs'>,
): Promise<Omit<LeadStats, 'from' | 'to'>> {
  // Integer literals: a bound JS number is a REAL in SQLite, and the division would not truncate.
  const daily = await reads.all<{ day: number; source: string; form: LeadForm; count: number }>(
    `SELECT (created_at + ${KOREA_OFFSET_MS}) / ${DAY_MS} AS day, ${CHANNEL_SQL} AS source, form, count(*) AS count
       FROM leads
      WHERE created_at >= ? AND created_at < ?
      GROUP BY day, source, form`,
    [period.fromMs, period.toMs],
  );
  const byKey = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  daily.sort((a, b) => a.day - b.day || byKey(a.source, b.source) || byKey(a.form, b.form));

  const campaigns = await reads.all<{ source: string; medium: string; campaign: string; count: number }>(
    `SELECT ${CHANNEL_SQL} AS source, ${attributionColumn('utmMedium')} AS medium,
            ${attributionColumn('utmCampaign')} AS campaign, count(*) AS count
       FROM leads
      WHERE created_at >= ? AND created_at < ?
      GROUP BY source, medium, campaign
      ORDER BY count DESC`,
    [period.fromMs, period.toMs],
  );
  campaigns.sort(
    (a, b) =>
      b.count - a.count || byKey(a.source, b.source) || byKey(a.medium, b.medium) || byKey(a.campaign, b.campaign),
  );

  return {
    total: daily.reduce((sum, row) => sum + row.count, 0),
    daily: daily.map((row) => ({ day: koreanDay(row.day), source: row.source, form: row.form, count: row.count })),
    campaigns,
  };
}
