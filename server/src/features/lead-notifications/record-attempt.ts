import type { Database } from 'better-sqlite3';
import type { FailureOutcome } from '@gagyeong/notify';
import { statement } from '../../db/statements';

/** The channel accepted it: sent, and the attempt says so. */
export function recordSent(db: Database, notificationId: number, attemptId: number, now: number): void {
  db.transaction(() => {
    statement<[number, number]>(
      db,
      `UPDATE lead_notifications SET state = 'sent', sent_at = ?, last_error = '' WHERE id = ?`,
    ).run(now, notificationId);
    statement<[number, number]>(
      db,
      `UPDATE notification_attempts SET outcome = 'sent', finished_at = ? WHERE id = ?`,
    ).run(now, attemptId);
  })();
}

/** The attempt failed: retried later, or failed for good (the delivery policy decided which). */
export function recordFailure(
  db: Database,
  notificationId: number,
  attemptId: number,
  now: number,
  outcome: FailureOutcome,
  detail: string,
): void {
  db.transaction(() => {
    statement<[string, number, string, number]>(
      db,
      `UPDATE lead_notifications SET state = ?, next_attempt_at = ?, last_error = ? WHERE id = ?`,
    ).run(outcome.state, outcome.state === 'retrying' ? outcome.nextAttemptAt : now, detail, notificationId);
    statement<[number, string, number]>(
      db,
      `UPDATE notification_attempts SET outcome = 'error', finished_at = ?, detail = ? WHERE id = ?`,
    ).run(now, detail, attemptId);
  })();
}
