import type { Database } from 'better-sqlite3';
import type { LeadRecord, LeadStatus } from '@gagyeong/contracts/leads';
import { statement } from '../../db/statements';
import { LEAD_COLUMNS, toLeadRecord, type LeadRow } from './lead-row';

export interface LeadUpdate {
  readonly status?: LeadStatus;
  readonly memo?: string;
}

/**
 * Changes a lead's status and/or memo; undefined when there is no such lead. Marking it 상담 종료
 * records when (the retention clock starts then); marking it closed again keeps the first time,
 * and reopening it clears the time (it counts from arrival again).
 */
export function updateLead(db: Database, id: string, update: LeadUpdate, now: number): LeadRecord | undefined {
  const row = statement<[{ status: string | null; memo: string | null; now: number; id: string }], LeadRow>(
    db,
    `UPDATE leads SET
       status    = coalesce(@status, status),
       memo      = coalesce(@memo, memo),
       closed_at = CASE
                     WHEN coalesce(@status, status) <> 'closed' THEN NULL
                     WHEN status = 'closed' THEN closed_at
                     ELSE @now
                   END
     WHERE id = @id
     RETURNING ${LEAD_COLUMNS}`,
  ).get({ status: update.status ?? null, memo: update.memo ?? null, now, id });
  return row && toLeadRecord(row);
}
