import type { Migration } from './migration';

/**
 * 접속기록: one row per handling of leads by an account (docs/decisions/0095-safeguards-for-personal-data.md):
 * when, who, from where, what, whose data (lead ids, or for an export the filter and the count)
 * and why (an export's reason). Each row carries the SHA-256 of the previous one (`prev_hash`)
 * and its own (`hash`), so an edit breaks the chain; triggers refuse updates and any deletion
 * but the retention purge's (2 years). `lead_id` names the one lead a change or deletion
 * concerns, for "who last changed this lead".
 *
 * The monthly reviews keep who reviewed which month, the note, and the chain's head at that time.
 */
export const migration: Migration = {
  version: 21,
  name: 'access-records',
  up(db) {
    db.exec(`
      CREATE TABLE access_records (
        id            INTEGER PRIMARY KEY,
        at            INTEGER NOT NULL,
        account       TEXT    NOT NULL,
        ip            TEXT    NOT NULL,
        action        TEXT    NOT NULL,
        subjects      TEXT    NOT NULL,
        subject_count INTEGER NOT NULL,
        detail        TEXT    NOT NULL,
        lead_id       TEXT,
        prev_hash     TEXT    NOT NULL,
        hash          TEXT    NOT NULL
      ) STRICT;
      CREATE INDEX access_records_at ON access_records (at);
      CREATE INDEX access_records_account_at ON access_records (account, at);
      CREATE INDEX access_records_lead ON access_records (lead_id, id) WHERE lead_id IS NOT NULL;

      CREATE TRIGGER access_records_no_update BEFORE UPDATE ON access_records
      BEGIN SELECT RAISE(ABORT, 'access records are append-only'); END;
      CREATE TRIGGER access_records_kept BEFORE DELETE ON access_records
      WHEN old.at >= (SELECT before FROM retention_gate WHERE name = 'access_records')
      BEGIN SELECT RAISE(ABORT, 'access records are kept for 2 years'); END;

      CREATE TABLE access_reviews (
        month       TEXT    PRIMARY KEY,
        reviewed_at INTEGER NOT NULL,
        reviewer    TEXT    NOT NULL,
        note        TEXT    NOT NULL,
        head_id     INTEGER NOT NULL,
        head_hash   TEXT    NOT NULL,
        chain_ok    INTEGER NOT NULL CHECK (chain_ok IN (0, 1))
      ) STRICT, WITHOUT ROWID;
      CREATE TRIGGER access_reviews_no_update BEFORE UPDATE ON access_reviews
      BEGIN SELECT RAISE(ABORT, 'access reviews are append-only'); END;
      CREATE TRIGGER access_reviews_no_delete BEFORE DELETE ON access_reviews
      BEGIN SELECT RAISE(ABORT, 'access reviews are append-only'); END;
    `);
  },
};
