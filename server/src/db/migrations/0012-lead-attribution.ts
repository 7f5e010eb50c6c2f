import type { Migration } from './migration';

/**
 * Where each lead's visit came from (packages/contracts/src/attribution.ts): '' when unknown. The
 * index covers both dashboard queries (per day and source, per campaign) over a date range, so
 * they never read the table itself.
 */
export const migration: Migration = {
  version: 12,
  name: 'lead-attribution',
  up(db) {
    db.exec(`
      ALTER TABLE leads ADD COLUMN landing_path  TEXT NOT NULL DEFAULT '';
      ALTER TABLE leads ADD COLUMN referrer_host TEXT NOT NULL DEFAULT '';
      ALTER TABLE leads ADD COLUMN utm_source    TEXT NOT NULL DEFAULT '';
      ALTER TABLE leads ADD COLUMN utm_medium    TEXT NOT NULL DEFAULT '';
      ALTER TABLE leads ADD COLUMN utm_campaign  TEXT NOT NULL DEFAULT '';
      ALTER TABLE leads ADD COLUMN utm_term      TEXT NOT NULL DEFAULT '';
      ALTER TABLE leads ADD COLUMN utm_content   TEXT NOT NULL DEFAULT '';

      CREATE INDEX leads_created_source
        ON leads (created_at, utm_source, referrer_host, form, utm_medium, utm_campaign);
    `);
  },
};
