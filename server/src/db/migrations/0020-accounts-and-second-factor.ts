import type { Migration } from './migration';

/**
 * One account per person, each with a TOTP second factor (docs/decisions/0095-safeguards-for-personal-data.md):
 * a display name, a disabled mark (accounts are disabled, never deleted, so records keep naming
 * them), the TOTP key (pending until the first code confirms it) and the last time step accepted
 * (a code is never accepted twice). Recovery codes are kept only as SHA-256 digests.
 *
 * Sessions learn their device (a random id in the device cookie), where they came from and when
 * they were last used (the idle timeout). Sessions from before the second factor existed are
 * ended: nobody stays signed in on a password alone.
 *
 * Every change to an account is recorded with who made it, append-only (triggers), kept 3 years.
 */
export const migration: Migration = {
  version: 20,
  name: 'accounts-and-second-factor',
  up(db) {
    db.exec(`
      ALTER TABLE users ADD COLUMN name TEXT NOT NULL DEFAULT '';
      ALTER TABLE users ADD COLUMN disabled_at INTEGER;
      ALTER TABLE users ADD COLUMN totp_secret TEXT;
      ALTER TABLE users ADD COLUMN totp_confirmed_at INTEGER;
      ALTER TABLE users ADD COLUMN totp_last_step INTEGER NOT NULL DEFAULT 0;

      CREATE TABLE recovery_codes (
        user_id   INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        code_hash TEXT    NOT NULL,
        used_at   INTEGER,
        PRIMARY KEY (user_id, code_hash)
      ) STRICT, WITHOUT ROWID;

      DELETE FROM sessions;
      ALTER TABLE sessions ADD COLUMN device_id    TEXT    NOT NULL DEFAULT '';
      ALTER TABLE sessions ADD COLUMN last_seen_at INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE sessions ADD COLUMN ip           TEXT    NOT NULL DEFAULT '';
      ALTER TABLE sessions ADD COLUMN user_agent   TEXT    NOT NULL DEFAULT '';
      CREATE INDEX sessions_user_device ON sessions (user_id, device_id);

      -- What a retention purge may delete right now (0 outside a purge): the triggers of the
      -- append-only tables refuse every other deletion.
      CREATE TABLE retention_gate (
        name   TEXT    PRIMARY KEY,
        before INTEGER NOT NULL
      ) STRICT, WITHOUT ROWID;
      INSERT INTO retention_gate (name, before) VALUES ('account_changes', 0), ('access_records', 0);

      CREATE TABLE account_changes (
        id      INTEGER PRIMARY KEY,
        at      INTEGER NOT NULL,
        account TEXT    NOT NULL,
        change  TEXT    NOT NULL CHECK (change IN ('created', 'password_set', 'role_set', 'name_set',
                                                   'totp_reset', 'totp_enrolled', 'recovery_code_used',
                                                   'disabled', 'enabled', 'signed_out_everywhere')),
        actor   TEXT    NOT NULL,
        detail  TEXT    NOT NULL DEFAULT ''
      ) STRICT;
      CREATE INDEX account_changes_at ON account_changes (at);

      CREATE TRIGGER account_changes_no_update BEFORE UPDATE ON account_changes
      BEGIN SELECT RAISE(ABORT, 'account changes are append-only'); END;
      CREATE TRIGGER account_changes_kept BEFORE DELETE ON account_changes
      WHEN old.at >= (SELECT before FROM retention_gate WHERE name = 'account_changes')
      BEGIN SELECT RAISE(ABORT, 'account changes are kept for 3 years'); END;
    `);
  },
};
