import type { Migration } from './migration';

/**
 * The sales team's follow-up on each lead (status, memo, when the consultation ended) and the
 * record of every deletion (docs/decisions/0030-lead-retention.md). The deletion record holds
 * counts and the rule only: nothing about the leads it destroyed.
 */
export const migration: Migration = {
  version: 11,
  name: 'lead-follow-up',
  up(db) {
    db.exec(`
      ALTER TABLE leads ADD COLUMN status TEXT NOT NULL DEFAULT 'new'
        CHECK (status IN ('new', 'contacted', 'closed'));
      ALTER TABLE leads ADD COLUMN memo TEXT NOT NULL DEFAULT '';
      ALTER TABLE leads ADD COLUMN closed_at INTEGER;

      CREATE INDEX leads_status_created ON leads (status, created_at DESC, id DESC);
      -- The purge looks leads up by the start of their retention period.
      CREATE INDEX leads_retention_start ON leads (coalesce(closed_at, created_at));

      CREATE TABLE lead_deletions (
        id     INTEGER PRIMARY KEY,
        at     INTEGER NOT NULL,
        reason TEXT    NOT NULL CHECK (reason IN ('retention', 'withdrawn')),
        rule   TEXT    NOT NULL,
        count  INTEGER NOT NULL CHECK (count >= 0)
      ) STRICT;
    `);
  },
};
