import type { Migration } from './migration';

/**
 * Who last changed a lead's status or memo (the account's email) and when, so the inbox shows
 * which account did what (docs/decisions/0095-safeguards-for-personal-data.md). Null until the
 * first change; the access records keep every change, these columns the last one.
 */
export const migration: Migration = {
  version: 22,
  name: 'lead-last-change',
  up(db) {
    db.exec(`
      ALTER TABLE leads ADD COLUMN changed_by TEXT;
      ALTER TABLE leads ADD COLUMN changed_at INTEGER;
    `);
  },
};
