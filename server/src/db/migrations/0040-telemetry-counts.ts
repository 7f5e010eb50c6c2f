import type { Migration } from './migration';

/**
 * Telemetry counters (docs/decisions/0057-telemetry-beacons.md): per minute, per kind (a web
 * vital's histogram, the LCP element, and the kinds added later), per key (a JSON array of
 * strings: metric, route, device, …) and bucket, how many events. Beacons themselves are never
 * kept. Rows older than the retention are deleted (telemetry-retention.ts).
 */
export const migration: Migration = {
  version: 40,
  name: 'telemetry-counts',
  up(db) {
    db.exec(`
      CREATE TABLE telemetry_counts (
        minute INTEGER NOT NULL,
        kind   TEXT    NOT NULL,
        key    TEXT    NOT NULL,
        bucket INTEGER NOT NULL,
        count  INTEGER NOT NULL CHECK (count > 0),
        PRIMARY KEY (kind, minute, key, bucket)
      ) WITHOUT ROWID;
      CREATE INDEX telemetry_counts_minute ON telemetry_counts (minute);
    `);
  },
};
