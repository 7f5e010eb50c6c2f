import type { Database } from 'better-sqlite3';
import { attributionColumn } from '@gagyeong/contracts/attribution';
import type { LeadPage, LeadRecord } from '@gagyeong/contracts/leads';
import type { LeadFilter, LeadFilterField } from '@gagyeong/contracts/lead-admin-rules';
import { statement } from '../../db/statements';
import { encodeLeadCursor, type LeadCursor } from './lead-cursor';
import { CHANNEL_SQL, LEAD_COLUMNS, toLeadRecord, type LeadRow } from './lead-row';

/** Where each field a filter compares is in the table. */
const FILTER_SQL: Readonly<Record<LeadFilterField, string>> = {
  form: 'form',
  status: 'status',
  channel: CHANNEL_SQL,
  utmMedium: attributionColumn('utmMedium'),
  utmCampaign: attributionColumn('utmCampaign'),
};

/** WHERE clause and its parameters; at most 2^8 distinct SQL texts, each prepared once. */
function where(filter: LeadFilter, after?: LeadCursor): { sql: string; params: (string | number)[] } {
  const parts: string[] = [];
  const params: (string | number)[] = [];
  for (const [field, value] of Object.entries(filter.equal) as [LeadFilterField, string][]) {
    parts.push(`${FILTER_SQL[field]} = ?`);
    params.push(value);
  }
  if (filter.fromMs !== undefined) {
    parts.push('created_at >= ?');
    params.push(filter.fromMs);
  }
  if (filter.toMs !== undefined) {
    parts.push('created_at < ?');
    params.push(filter.toMs);
  }
  if (after) {
    parts.push('(created_at, id) < (?, ?)');
    params.push(after.createdAt, after.id);
  }
  return { sql: parts.length > 0 ? `WHERE ${parts.join(' AND ')}` : '', params };
}

/** One page, newest first with id as tie-break (reads one row more to know if another page exists). */
export function listLeads(db: Database, filter: LeadFilter, page: { after?: LeadCursor; limit: number }): LeadPage {
  const { sql, params } = where(filter, page.after);
  const rows = statement<(string | number)[], LeadRow>(
    db,
    `SELECT ${LEAD_COLUMNS} FROM leads ${sql} ORDER BY created_at DESC, id DESC LIMIT ?`,
  ).all(...params, page.limit + 1);
  const items = rows.slice(0, page.limit);
  const last = items[items.length - 1];
  return {
    items: items.map(toLeadRecord),
    nextCursor: rows.length > page.limit && last ? encodeLeadCursor({ createdAt: last.created_at, id: last.id }) : null,
  };
}

/**
 * Every matching lead, newest first, in batches of `size`. Each batch is its own synchronous query
 * continuing after the last row (a better-sqlite3 iterator keeps the connection busy, so it must
 * never stay open between batches, where the caller lets other requests run).
 */
export function* leadBatches(db: Database, filter: LeadFilter, size: number): Generator<LeadRecord[]> {
  let after: LeadCursor | undefined;
  for (;;) {
    const { sql, params } = where(filter, after);
    const rows = statement<(string | number)[], LeadRow>(
      db,
      `SELECT ${LEAD_COLUMNS} FROM leads ${sql} ORDER BY created_at DESC, id DESC LIMIT ?`,
    ).all(...params, size);
    if (rows.length > 0) yield rows.map(toLeadRecord);
    const last = rows[rows.length - 1];
    if (rows.length < size || !last) return;
    after = { createdAt: last.created_at, id: last.id };
  }
}

/** How many leads match the filter (an export's size, for its access record). */
export function countMatchingLeads(db: Database, filter: LeadFilter): number {
  const { sql, params } = where(filter);
  return (
    statement<(string | number)[], { n: number }>(db, `SELECT count(*) AS n FROM leads ${sql}`).get(...params)?.n ?? 0
  );
}

export function countLeads(db: Database): number {
  return statement<[], { n: number }>(db, 'SELECT count(*) AS n FROM leads').get()?.n ?? 0;
}
