import type { Database, Statement } from 'better-sqlite3';

const caches = new WeakMap<Database, Map<string, Statement<unknown[], unknown>>>();

/** `db.prepare(sql)`, compiled once per database and reused by every later call. */
export function statement<Params extends unknown[] = unknown[], Row = unknown>(
  db: Database,
  sql: string,
): Statement<Params, Row> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  let prepared = cache.get(sql);
  if (!prepared) {
    prepared = db.prepare(sql);
    cache.set(sql, prepared);
  }
  return prepared as unknown as Statement<Params, Row>;
}
