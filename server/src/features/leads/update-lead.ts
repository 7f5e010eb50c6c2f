import type { Database } from 'better-sqlite3';
import type { LeadRecord, LeadStatus } from '@gagyeong/contracts/leads';
import { followUp, type LeadUpdate } from '@gagyeong/contracts/lead-admin-rules';
import { statement } from '../../db/statements';
import { LEAD_COLUMNS, toLeadRecord, type LeadRow } from './lead-row';

interface FollowUpRow {
  readonly status: LeadStatus;
  readonly memo: string;
  readonly closed_at: number | null;
}

/**
 * Changes a lead's status and/or memo as the contracts' `followUp` says (the closing time, the
 * account `by` and the time included), in one transaction; undefined when there is no such lead.
 */
export function updateLead(
  db: Database,
  id: string,
  update: LeadUpdate,
  now: number,
  by: string,
): LeadRecord | undefined {
  const row = db
    .transaction(() => {
      const before = statement<[string], FollowUpRow>(db, 'SELECT status, memo, closed_at FROM leads WHERE id = ?').get(
        id,
      );
      if (!before) return undefined;
      const after = followUp({ status: before.status, memo: before.memo, closedAt: before.closed_at }, update, now, by);
      return statement<[string, string, number | null, string, number, string], LeadRow>(
        db,
        `UPDATE leads SET status = ?, memo = ?, closed_at = ?, changed_by = ?, changed_at = ? WHERE id = ?
         RETURNING ${LEAD_COLUMNS}`,
      ).get(after.status, after.memo, after.closedAt, after.changedBy, after.changedAt, id);
    })
    .immediate();
  return row && toLeadRecord(row);
}
