import { createHmac } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { statement } from '../../db/statements';

const keys = new WeakMap<Database, string>();

/** The per-database key that migration 0010 generated. */
function hashKey(db: Database): string {
  let key = keys.get(db);
  if (key === undefined) {
    const row = statement<[], { value: string }>(
      db,
      "SELECT value FROM leads_settings WHERE key = 'ip_hash_key'",
    ).get();
    if (!row) throw new Error('leads_settings.ip_hash_key is missing (migration 0010 not applied?)');
    key = row.value;
    keys.set(db, key);
  }
  return key;
}

/**
 * Keyed hash of the client address: the same address gives the same value (a flood shows up as
 * one value), while the address itself cannot be recovered without the database's key.
 */
export function hashClientAddress(db: Database, address: string): string {
  return createHmac('sha256', hashKey(db)).update(address).digest('hex').slice(0, 32);
}
