import type { Migration } from './migration';

/**
 * The outbox of lead notifications (docs/decisions/0090-lead-notifications.md): one row per lead
 * and configured channel, written in the lead's own transaction, and one row per delivery attempt.
 * No message body is stored: the worker builds it from the lead when it sends, so deleting a lead
 * (withdrawal, retention purge) leaves nothing of it here either: both tables go with the lead
 * (ON DELETE CASCADE). `notification_channels` holds the channels the running server configures.
 */
export const migration: Migration = {
  version: 30,
  name: 'lead-notifications',
  up(db) {
    db.exec(`
      CREATE TABLE notification_channels (
        channel TEXT PRIMARY KEY CHECK (channel IN ('email', 'webhook'))
      ) STRICT, WITHOUT ROWID;

      CREATE TABLE lead_notifications (
        id                INTEGER PRIMARY KEY,
        lead_id           TEXT    REFERENCES leads (id) ON DELETE CASCADE,
        kind              TEXT    NOT NULL CHECK (kind IN ('lead', 'test')),
        channel           TEXT    NOT NULL CHECK (channel IN ('email', 'webhook')),
        state             TEXT    NOT NULL DEFAULT 'pending'
                                  CHECK (state IN ('pending', 'sending', 'retrying', 'sent', 'failed')),
        attempts          INTEGER NOT NULL DEFAULT 0,
        created_at        INTEGER NOT NULL,
        window_started_at INTEGER NOT NULL,
        next_attempt_at   INTEGER NOT NULL,
        sent_at           INTEGER,
        last_error        TEXT    NOT NULL DEFAULT '',
        CHECK ((kind = 'lead') = (lead_id IS NOT NULL))
      ) STRICT;

      CREATE INDEX lead_notifications_due ON lead_notifications (next_attempt_at)
        WHERE state IN ('pending', 'sending', 'retrying');
      -- The cascade from leads looks rows up by lead.
      CREATE INDEX lead_notifications_lead ON lead_notifications (lead_id);
      CREATE INDEX lead_notifications_recent ON lead_notifications (id DESC);

      CREATE TABLE notification_attempts (
        id              INTEGER PRIMARY KEY,
        notification_id INTEGER NOT NULL REFERENCES lead_notifications (id) ON DELETE CASCADE,
        attempt         INTEGER NOT NULL,
        started_at      INTEGER NOT NULL,
        finished_at     INTEGER,
        outcome         TEXT    NOT NULL CHECK (outcome IN ('started', 'sent', 'error', 'interrupted')),
        detail          TEXT    NOT NULL DEFAULT ''
      ) STRICT;
      CREATE INDEX notification_attempts_of ON notification_attempts (notification_id);
    `);
  },
};
