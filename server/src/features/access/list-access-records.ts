import type { Database } from 'better-sqlite3';
import type { AccessAction, AccessRecordPage, AccessRecordView } from '@gagyeong/contracts/access';
import { statement } from '../../db/statements';

export interface AccessFilter {
  readonly account?: string;
  readonly action?: AccessAction;
  /** Inclusive lower bound of `at`, ms. */
  readonly fromMs?: number;
  /** Exclusive upper bound of `at`, ms. */
  readonly toMs?: number;
}

export interface AccessRow {
  readonly id: number;
  readonly at: number;
  readonly account: string;
  readonly ip: string;
  readonly action: AccessAction;
  readonly subjects: string;
  readonly subject_count: number;
  readonly detail: string;
  readonly prev_hash: string;
  readonly hash: string;
}

function where(filter: AccessFilter, beforeId?: number): { sql: string; params: (string | number)[] } {
  // The retention purge's own record is the system's, not a handling of leads.
  const parts = ["action <> 'purge'"];
  const params: (string | number)[] = [];
  const add = (sql: string, value: string | number | undefined) => {
    if (value === undefined) return;
    parts.push(sql);
    params.push(value);
  };
  add('account = ?', filter.account);
  add('action = ?', filter.action);
  add('at >= ?', filter.fromMs);
  add('at < ?', filter.toMs);
  add('id < ?', beforeId);
  return { sql: `WHERE ${parts.join(' AND ')}`, params };
}

export function toAccessView(row: AccessRow): AccessRecordView {
  return {
    id: String(row.id),
    at: new Date(row.at).toISOString(),
    account: row.account,
    ip: row.ip,
    action: row.action,
    subjects: JSON.parse(row.subjects) as string[],
    subjectCount: row.subject_count,
    detail: JSON.parse(row.detail) as Record<string, unknown>,
  };
}

const COLUMNS = 'id, at, account, ip, action, subjects, subject_count, detail, prev_hash, hash';

/** One page of records, newest first; the cursor is the last id shown. */
export function listAccessRecords(
  db: Database,
  filter: AccessFilter,
  page: { beforeId?: number; limit: number },
): AccessRecordPage {
  const { sql, params } = where(filter, page.beforeId);
  const rows = statement<(string | number)[], AccessRow>(
    db,
    `SELECT ${COLUMNS} FROM access_records ${sql} ORDER BY id DESC LIMIT ?`,
  ).all(...params, page.limit + 1);
  const items = rows.slice(0, page.limit);
  const last = items[items.length - 1];
  return { items: items.map(toAccessView), nextCursor: rows.length > page.limit && last ? String(last.id) : null };
}

/** Every matching record, newest first, in batches (for the auditor's CSV). */
export function* accessRecordBatches(db: Database, filter: AccessFilter, size: number): Generator<AccessRow[]> {
  let beforeId: number | undefined;
  for (;;) {
    const { sql, params } = where(filter, beforeId);
    const rows = statement<(string | number)[], AccessRow>(
      db,
      `SELECT ${COLUMNS} FROM access_records ${sql} ORDER BY id DESC LIMIT ?`,
    ).all(...params, size);
    if (rows.length > 0) yield rows;
    const last = rows[rows.length - 1];
    if (rows.length < size || !last) return;
    beforeId = last.id;
  }
}
