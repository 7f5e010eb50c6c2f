import type { Database } from 'better-sqlite3';
import { LEAD_WITHDRAWAL } from '@gagyeong/contracts/lead-admin-rules';
import { statement } from '../../db/statements';

export type DeletionReason = 'retention' | 'withdrawn';

/** The rule name recorded when the administrator deletes a lead on a withdrawal of consent. */
export const WITHDRAWN_RULE = LEAD_WITHDRAWAL.rule;

/** One audit row: when, why, under which rule, how many. Nothing about the leads themselves. */
export interface LeadDeletionRecord {
  readonly at: number;
  readonly reason: DeletionReason;
  readonly rule: string;
  readonly count: number;
}

export function recordDeletion(db: Database, record: LeadDeletionRecord): void {
  statement<[number, string, string, number]>(
    db,
    'INSERT INTO lead_deletions (at, reason, rule, count) VALUES (?, ?, ?, ?)',
  ).run(record.at, record.reason, record.rule, record.count);
}

export function listDeletions(db: Database): LeadDeletionRecord[] {
  return statement<[], LeadDeletionRecord>(db, 'SELECT at, reason, rule, count FROM lead_deletions ORDER BY id').all();
}

/**
 * Moves every committed page into the database file and empties the WAL file, so deleted rows
 * (already zeroed by secure_delete) leave no older copy in the log. TRUNCATE waits for readers
 * up to the busy timeout; a reader that stays longer leaves the log for the next checkpoint.
 */
export function checkpointAfterDelete(db: Database): { complete: boolean } {
  const [result] = db.pragma('wal_checkpoint(TRUNCATE)') as { busy: number; log: number; checkpointed: number }[];
  return { complete: result !== undefined && result.busy === 0 };
}
