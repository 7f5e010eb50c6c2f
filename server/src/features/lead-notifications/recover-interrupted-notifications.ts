import type { Database } from 'better-sqlite3';
import { statement } from '../../db/statements';

/**
 * At start-up (one server per database in local mode): what a killed process was sending is due
 * at once, and its unfinished attempts are recorded as interrupted.
 */
export function recoverInterruptedNotifications(db: Database, now: number): number {
  return db
    .transaction(() => {
      statement<[number]>(
        db,
        `UPDATE notification_attempts SET outcome = 'interrupted', finished_at = ? WHERE outcome = 'started'`,
      ).run(now);
      return statement<[number]>(
        db,
        `UPDATE lead_notifications SET state = 'retrying', next_attempt_at = ? WHERE state = 'sending'`,
      ).run(now).changes;
    })
    .immediate();
}
