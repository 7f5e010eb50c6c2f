import type { Migration } from './migration';

/** Press articles; the index serves the list query (site, newest first, id as tie-break). */
export const migration: Migration = {
  version: 2,
  name: 'press',
  up(db) {
    db.exec(`
      CREATE TABLE press (
        id      TEXT    PRIMARY KEY,
        site_id TEXT    NOT NULL,
        title   TEXT    NOT NULL,
        summary TEXT    NOT NULL,
        content TEXT    NOT NULL DEFAULT '',
        date    INTEGER NOT NULL,
        views   INTEGER NOT NULL DEFAULT 0 CHECK (views >= 0)
      ) STRICT;

      CREATE INDEX press_site_date ON press (site_id, date DESC, id DESC);
    `);
  },
};
