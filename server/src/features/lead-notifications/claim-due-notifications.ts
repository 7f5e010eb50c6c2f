import type { Database } from 'better-sqlite3';
import type { NotificationChannel, NotificationKind } from '@gagyeong/contracts/notifications';
import { statement } from '../../db/statements';

export interface ClaimedNotification {
  readonly id: number;
  readonly leadId: string | null;
  readonly kind: NotificationKind;
  readonly channel: NotificationChannel;
  /** This attempt's number (1 for the first). */
  readonly attempts: number;
  readonly windowStartedAt: number;
  readonly createdAt: number;
  /** The attempt's own row (notification_attempts). */
  readonly attemptId: number;
}

interface ClaimRow {
  readonly id: number;
  readonly lead_id: string | null;
  readonly kind: NotificationKind;
  readonly channel: NotificationChannel;
  readonly attempts: number;
  readonly window_started_at: number;
  readonly created_at: number;
}

/**
 * Takes up to `limit` due notifications for sending, in one transaction: each is marked `sending`
 * with a lease (due again at `now + leaseMs` if its worker dies) and gets an attempt row. A
 * notification left `sending` past its lease is due like a pending one.
 */
export function claimDueNotifications(
  db: Database,
  now: number,
  limit: number,
  leaseMs: number,
): ClaimedNotification[] {
  return db
    .transaction(() => {
      const rows = statement<[number, number, number], ClaimRow>(
        db,
        `UPDATE lead_notifications SET state = 'sending', attempts = attempts + 1, next_attempt_at = ?
         WHERE id IN (SELECT id FROM lead_notifications
                      WHERE state IN ('pending', 'sending', 'retrying') AND next_attempt_at <= ?
                      ORDER BY next_attempt_at, id LIMIT ?)
         RETURNING id, lead_id, kind, channel, attempts, window_started_at, created_at`,
      ).all(now + leaseMs, now, limit);
      const record = statement<[number, number, number]>(
        db,
        `INSERT INTO notification_attempts (notification_id, attempt, started_at, outcome) VALUES (?, ?, ?, 'started')`,
      );
      return rows.map((row) => ({
        id: row.id,
        leadId: row.lead_id,
        kind: row.kind,
        channel: row.channel,
        attempts: row.attempts,
        windowStartedAt: row.window_started_at,
        createdAt: row.created_at,
        attemptId: Number(record.run(row.id, row.attempts, now).lastInsertRowid),
      }));
    })
    .immediate();
}
