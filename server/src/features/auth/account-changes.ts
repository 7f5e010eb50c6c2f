import type { Database } from 'better-sqlite3';
import { ACCOUNT_CHANGE_RETENTION } from '@gagyeong/contracts/access';
import { statement } from '../../db/statements';

/** What happened to an account (grants, changes and revocations of access). */
export type AccountChange =
  | 'created'
  | 'password_set'
  | 'role_set'
  | 'name_set'
  | 'totp_reset'
  | 'totp_enrolled'
  | 'recovery_code_used'
  | 'disabled'
  | 'enabled'
  | 'signed_out_everywhere';

export interface AccountChangeRow {
  readonly id: number;
  readonly at: number;
  readonly account: string;
  readonly change: AccountChange;
  /** Who made it: `cli:<os user>` or `--by`'s name for create-admin, the account itself on the site. */
  readonly actor: string;
  readonly detail: string;
}

/** Appends one change (the table refuses updates and early deletions). */
export function recordAccountChange(db: Database, change: Omit<AccountChangeRow, 'id'>): void {
  statement<[number, string, string, string, string]>(
    db,
    'INSERT INTO account_changes (at, account, change, actor, detail) VALUES (?, ?, ?, ?, ?)',
  ).run(change.at, change.account, change.change, change.actor, change.detail);
}

export function listAccountChanges(db: Database, limit: number): AccountChangeRow[] {
  return statement<[number], AccountChangeRow>(
    db,
    'SELECT id, at, account, change, actor, detail FROM account_changes ORDER BY id DESC LIMIT ?',
  ).all(limit);
}

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** Deletes changes older than 3 years (retention gate opened for this transaction only). */
export function purgeAccountChanges(db: Database, now: number): number {
  const before = now - ACCOUNT_CHANGE_RETENTION.years * YEAR_MS;
  return db
    .transaction(() => {
      const gate = statement<[number]>(db, "UPDATE retention_gate SET before = ? WHERE name = 'account_changes'");
      gate.run(before);
      const { changes } = statement<[number]>(db, 'DELETE FROM account_changes WHERE at < ?').run(before);
      gate.run(0);
      return changes;
    })
    .immediate();
}
