import type { Database } from 'better-sqlite3';
import type { NotificationChannel } from '@gagyeong/contracts/notifications';
import { statement } from '../../db/statements';
import { wakeOutbox } from './outbox-wake';

/** The administrator's test of a channel, sent by the worker like any notification. Its id. */
export function enqueueTestNotification(db: Database, channel: NotificationChannel, now: number): number {
  const { lastInsertRowid } = statement<[string, number, number, number]>(
    db,
    `INSERT INTO lead_notifications (lead_id, kind, channel, created_at, window_started_at, next_attempt_at)
     VALUES (NULL, 'test', ?, ?, ?, ?)`,
  ).run(channel, now, now, now);
  wakeOutbox(db);
  return Number(lastInsertRowid);
}
