import type { Database } from 'better-sqlite3';
import { DAY_MS } from '@gagyeong/contracts/korea-time';
import { LEAD_RETENTION } from '@gagyeong/contracts/leads';
import { leadPurgeDueAt, leadPurgeLooseBound } from '@gagyeong/contracts/lead-admin-rules';
import { statement } from '../../db/statements';
import { checkpointAfterDelete, recordDeletion } from './lead-deletions';

/** The purge runs when the server starts and then once a day. */
export const PURGE_INTERVAL_MS = DAY_MS;

export interface PurgeResult {
  readonly deleted: number;
  /** Whether the WAL was emptied (false if a long reader held it; the next purge retries). */
  readonly checkpointed: boolean;
}

interface RetentionRow {
  readonly id: string;
  readonly created_at: number;
  readonly closed_at: number | null;
}

/**
 * Destroys every lead whose retention period (LEAD_RETENTION, one rule in contracts) has ended at
 * `now`, and records how many, in one transaction; then checkpoints so no copy stays in the WAL.
 * The SQL bound is loose (leadPurgeLooseBound); leadPurgeDueAt decides exactly.
 */
export function purgeDueLeads(db: Database, now: number): PurgeResult {
  const looseBound = leadPurgeLooseBound(now);
  const deleted = db
    .transaction(() => {
      const candidates = statement<[number], RetentionRow>(
        db,
        'SELECT id, created_at, closed_at FROM leads WHERE coalesce(closed_at, created_at) <= ?',
      ).all(looseBound);
      const remove = statement<[string]>(db, 'DELETE FROM leads WHERE id = ?');
      let count = 0;
      for (const row of candidates) {
        if (leadPurgeDueAt({ createdAt: row.created_at, closedAt: row.closed_at }) <= now) {
          count += remove.run(row.id).changes;
        }
      }
      recordDeletion(db, { at: now, reason: 'retention', rule: LEAD_RETENTION.rule, count });
      return count;
    })
    .immediate();
  const { complete } = deleted > 0 ? checkpointAfterDelete(db) : { complete: true };
  return { deleted, checkpointed: complete };
}
