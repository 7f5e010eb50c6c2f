import type { Database } from 'better-sqlite3';
import { statement } from '../../db/statements';
import { LEAD_WITHDRAWAL } from '@gagyeong/contracts/lead-admin-rules';
import { checkpointAfterDelete, recordDeletion } from './lead-deletions';

/**
 * Deletes one lead at once (the visitor withdrew consent), with its audit row in the same
 * transaction, then checkpoints. False when there was no such lead (nothing is recorded).
 */
export function deleteLead(db: Database, id: string, now: number): boolean {
  const deleted = db
    .transaction(() => {
      const { changes } = statement<[string]>(db, 'DELETE FROM leads WHERE id = ?').run(id);
      if (changes === 0) return false;
      recordDeletion(db, { at: now, ...LEAD_WITHDRAWAL });
      return true;
    })
    .immediate();
  if (deleted) checkpointAfterDelete(db);
  return deleted;
}
