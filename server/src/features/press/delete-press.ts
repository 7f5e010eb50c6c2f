import type { Database } from 'better-sqlite3';
import { statement } from '../../db/statements';

/** Removes an article; false when there was none. */
export function deletePress(db: Database, id: string): boolean {
  return statement<[string]>(db, 'DELETE FROM press WHERE id = ?').run(id).changes === 1;
}
