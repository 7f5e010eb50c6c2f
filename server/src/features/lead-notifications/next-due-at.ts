import type { Database } from 'better-sqlite3';
import { statement } from '../../db/statements';

/** When the next queued notification falls due (ms), or undefined when none waits. */
export function nextDueAt(db: Database): number | undefined {
  const row = statement<[], { at: number | null }>(
    db,
    `SELECT min(next_attempt_at) AS at FROM lead_notifications WHERE state IN ('pending', 'sending', 'retrying')`,
  ).get();
  return row?.at ?? undefined;
}
