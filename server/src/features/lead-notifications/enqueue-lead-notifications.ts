import type { Database } from 'better-sqlite3';
import { statement } from '../../db/statements';
import { wakeOutbox } from './outbox-wake';

/**
 * Queues one notification per configured channel for a lead just stored. The lead's insert calls
 * it inside its own transaction (the outbox), so a lead is never stored without them.
 */
export function enqueueLeadNotifications(db: Database, leadId: string, now: number): number {
  const { changes } = statement<[string, number, number, number]>(
    db,
    `INSERT INTO lead_notifications (lead_id, kind, channel, created_at, window_started_at, next_attempt_at)
     SELECT ?, 'lead', channel, ?, ?, ? FROM notification_channels`,
  ).run(leadId, now, now, now);
  if (changes > 0) wakeOutbox(db);
  return changes;
}
