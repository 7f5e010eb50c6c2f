import type { Database } from 'better-sqlite3';
import { statement } from '../../db/statements';
import { wakeOutbox } from './outbox-wake';

/**
 * The administrator's resend of a failed notification: pending again, with a fresh retry window.
 * 'missing' when there is no such notification, 'not-failed' when it is not in the failed state.
 */
export function resendNotification(db: Database, id: number, now: number): 'queued' | 'missing' | 'not-failed' {
  const { changes } = statement<[number, number, number]>(
    db,
    `UPDATE lead_notifications SET state = 'pending', next_attempt_at = ?, window_started_at = ?
     WHERE id = ? AND state = 'failed'`,
  ).run(now, now, id);
  if (changes === 1) {
    wakeOutbox(db);
    return 'queued';
  }
  const exists = statement<[number], { id: number }>(db, 'SELECT id FROM lead_notifications WHERE id = ?').get(id);
  return exists ? 'not-failed' : 'missing';
}
