import type { Database } from 'better-sqlite3';
import type { AccessAction } from '@gagyeong/contracts/access';
import { statement } from '../../db/statements';
import { GENESIS_HASH, recordHash } from './access-chain';

export interface NewAccessRecord {
  readonly at: number;
  readonly account: string;
  readonly ip: string;
  readonly action: AccessAction | 'purge';
  /** Lead ids handled (none for an export: its filter and count are in `detail`). */
  readonly subjects: readonly string[];
  /** How many leads: the ids' count, or an export's row count. */
  readonly subjectCount?: number;
  readonly detail: Readonly<Record<string, unknown>>;
  /** The one lead a change or deletion concerns. */
  readonly leadId?: string;
}

/**
 * Appends one record after the newest, chained to it by hash, in one IMMEDIATE transaction (so
 * two writers cannot both chain to the same record). Returns its id.
 */
export function appendAccessRecord(db: Database, record: NewAccessRecord): number {
  return db
    .transaction(() => {
      const last = statement<[], { id: number; hash: string }>(
        db,
        'SELECT id, hash FROM access_records ORDER BY id DESC LIMIT 1',
      ).get();
      const fields = {
        id: (last?.id ?? 0) + 1,
        at: record.at,
        account: record.account,
        ip: record.ip,
        action: record.action,
        subjects: JSON.stringify(record.subjects),
        subject_count: record.subjectCount ?? record.subjects.length,
        detail: JSON.stringify(record.detail),
        lead_id: record.leadId ?? null,
        prev_hash: last?.hash ?? GENESIS_HASH,
      };
      statement<[typeof fields & { hash: string }]>(
        db,
        `INSERT INTO access_records (id, at, account, ip, action, subjects, subject_count, detail, lead_id, prev_hash, hash)
         VALUES (@id, @at, @account, @ip, @action, @subjects, @subject_count, @detail, @lead_id, @prev_hash, @hash)`,
      ).run({ ...fields, hash: recordHash(fields) });
      return fields.id;
    })
    .immediate();
}
