import type { Database } from 'better-sqlite3';
import {
  NOTIFICATION_STATES,
  type NotificationChannel,
  type NotificationKind,
  type NotificationRecord,
  type NotificationState,
} from '@gagyeong/contracts/notifications';
import { statement } from '../../db/statements';

interface NotificationRow {
  readonly id: number;
  readonly kind: NotificationKind;
  readonly lead_id: string | null;
  readonly channel: NotificationChannel;
  readonly state: NotificationState;
  readonly attempts: number;
  readonly created_at: number;
  readonly next_attempt_at: number;
  readonly sent_at: number | null;
  readonly last_error: string;
}

const COLUMNS = 'id, kind, lead_id, channel, state, attempts, created_at, next_attempt_at, sent_at, last_error';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function toRecord(row: NotificationRow): NotificationRecord {
  const waiting = row.state === 'pending' || row.state === 'retrying' || row.state === 'sending';
  return {
    id: String(row.id),
    kind: row.kind,
    leadId: row.lead_id,
    channel: row.channel,
    state: row.state,
    attempts: row.attempts,
    createdAt: new Date(row.created_at).toISOString(),
    nextAttemptAt: waiting ? iso(row.next_attempt_at) : null,
    sentAt: iso(row.sent_at),
    lastError: row.last_error,
  };
}

export function getNotification(db: Database, id: number): NotificationRecord | undefined {
  const row = statement<[number], NotificationRow>(db, `SELECT ${COLUMNS} FROM lead_notifications WHERE id = ?`).get(
    id,
  );
  return row ? toRecord(row) : undefined;
}

/** The newest notifications, and how many are in each state. */
export function listNotifications(
  db: Database,
  limit: number,
): { items: NotificationRecord[]; counts: Record<NotificationState, number> } {
  const items = statement<[number], NotificationRow>(
    db,
    `SELECT ${COLUMNS} FROM lead_notifications ORDER BY id DESC LIMIT ?`,
  )
    .all(limit)
    .map(toRecord);
  const counts = Object.fromEntries(NOTIFICATION_STATES.map((state) => [state, 0])) as Record<
    NotificationState,
    number
  >;
  for (const { state, n } of statement<[], { state: NotificationState; n: number }>(
    db,
    'SELECT state, count(*) AS n FROM lead_notifications GROUP BY state',
  ).all()) {
    counts[state] = n;
  }
  return { items, counts };
}
