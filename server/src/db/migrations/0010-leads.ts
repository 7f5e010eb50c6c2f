import { randomBytes } from 'node:crypto';
import type { Migration } from './migration';

/**
 * Leads (docs/architecture.md §7). `id` is the client's UUID, so a retried submission lands on the same row.
 * Consent, its time and the wording's version are kept with each lead (개인정보 보호법). The
 * client address is kept only as a keyed hash (enough to spot a flood, not to identify anyone);
 * the key is generated here, once per database.
 */
export const migration: Migration = {
  version: 10,
  name: 'leads',
  up(db) {
    db.exec(`
      CREATE TABLE leads (
        id              TEXT    PRIMARY KEY,
        form            TEXT    NOT NULL CHECK (form IN ('popup', 'visit', 'customer')),
        name            TEXT    NOT NULL,
        phone           TEXT    NOT NULL,
        message         TEXT    NOT NULL DEFAULT '',
        consent         INTEGER NOT NULL CHECK (consent = 1),
        consent_at      INTEGER NOT NULL,
        consent_version TEXT    NOT NULL,
        user_agent      TEXT    NOT NULL DEFAULT '',
        ip_hash         TEXT    NOT NULL,
        created_at      INTEGER NOT NULL
      ) STRICT;

      CREATE INDEX leads_created ON leads (created_at DESC, id DESC);
      CREATE INDEX leads_form_created ON leads (form, created_at DESC, id DESC);

      CREATE TABLE leads_settings (
        key   TEXT PRIMARY KEY,
        value TEXT NOT NULL
      ) STRICT, WITHOUT ROWID;
    `);
    db.prepare("INSERT INTO leads_settings (key, value) VALUES ('ip_hash_key', ?)").run(
      randomBytes(32).toString('base64url'),
    );
  },
};
