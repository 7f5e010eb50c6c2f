import type { Database } from 'better-sqlite3';
import { ACCESS_RECORD_RETENTION, accessRecordPurgeBefore } from '@gagyeong/contracts/access';
import { statement } from '../../db/statements';
import { appendAccessRecord } from './append-access-record';

/**
 * Deletes records older than 2 years, and appends a `purge` record naming the last one deleted
 * (id and hash), so the verifier can tell a purge from a deletion. The retention gate is open only
 * inside this transaction; the table's trigger refuses every other deletion.
 */
export function purgeAccessRecords(db: Database, now: number): number {
  const before = accessRecordPurgeBefore(now);
  return db
    .transaction(() => {
      const last = statement<[number], { id: number; hash: string }>(
        db,
        'SELECT id, hash FROM access_records WHERE at < ? ORDER BY id DESC LIMIT 1',
      ).get(before);
      if (!last) return 0;
      const gate = statement<[number]>(db, "UPDATE retention_gate SET before = ? WHERE name = 'access_records'");
      // Whole prefix of the chain only: a record is kept if any later one is.
      gate.run(before);
      const { changes } = statement<[number]>(db, 'DELETE FROM access_records WHERE id <= ?').run(last.id);
      gate.run(0);
      appendAccessRecord(db, {
        at: now,
        account: 'system',
        ip: '',
        action: 'purge',
        subjects: [],
        subjectCount: 0,
        detail: {
          rule: ACCESS_RECORD_RETENTION.rule,
          before: new Date(before).toISOString(),
          count: changes,
          lastPurgedId: last.id,
          lastPurgedHash: last.hash,
        },
      });
      return changes;
    })
    .immediate();
}
