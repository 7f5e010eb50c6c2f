import type { Database } from 'better-sqlite3';
import { statement } from '../../db/statements';

/** Adds exactly one view in SQL (no read-modify-write), returning the new count; undefined if missing. */
export function incrementPressViews(db: Database, id: string): number | undefined {
  return statement<[string], { views: number }>(
    db,
    'UPDATE press SET views = views + 1 WHERE id = ? RETURNING views',
  ).get(id)?.views;
}
