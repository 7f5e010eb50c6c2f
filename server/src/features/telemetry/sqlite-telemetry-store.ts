import type { Database } from 'better-sqlite3';
import { AGGREGATE_KINDS, bucketCount, type AggregateKind, type AggregateRow } from '@gagyeong/contracts/telemetry';
import type { TelemetryReader, TelemetryStore } from './telemetry-store';

interface CountRow {
  readonly kind: string;
  readonly key: string;
  readonly bucket: number;
  readonly count: number;
}

/** Local mode: counters in `telemetry_counts` (migration 0040), added in one transaction per flush. */
export function createSqliteTelemetryStore(db: Database): TelemetryStore & TelemetryReader {
  const upsert = db.prepare(
    `INSERT INTO telemetry_counts (minute, kind, key, bucket, count) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (kind, minute, key, bucket) DO UPDATE SET count = count + excluded.count`,
  );
  const addAll = db.transaction((rows: readonly AggregateRow[]) => {
    for (const row of rows) {
      const key = JSON.stringify(row.key);
      row.buckets.forEach((count, bucket) => {
        if (count > 0) upsert.run(row.minute, row.kind, key, bucket, count);
      });
    }
  });
  return {
    add(rows) {
      addAll(rows);
      return Promise.resolve();
    },
    read(kinds, fromMinute, toMinute) {
      const wanted = kinds.filter((kind) => (AGGREGATE_KINDS as readonly string[]).includes(kind));
      if (wanted.length === 0) return Promise.resolve([]);
      const counts = db
        .prepare(
          `SELECT kind, key, bucket, SUM(count) AS count FROM telemetry_counts
           WHERE kind IN (${wanted.map(() => '?').join(', ')}) AND minute BETWEEN ? AND ?
           GROUP BY kind, key, bucket`,
        )
        .all(...wanted, fromMinute, toMinute) as CountRow[];
      const rows = new Map<string, { kind: AggregateKind; key: string[]; buckets: number[] }>();
      for (const { kind, key, bucket, count } of counts) {
        const id = `${kind}\n${key}`;
        let row = rows.get(id);
        if (!row) {
          const parsed = JSON.parse(key) as string[];
          row = {
            kind: kind as AggregateKind,
            key: parsed,
            buckets: new Array<number>(bucketCount(kind as AggregateKind, parsed)).fill(0),
          };
          rows.set(id, row);
        }
        if (bucket < row.buckets.length) row.buckets[bucket] = (row.buckets[bucket] ?? 0) + count;
      }
      return Promise.resolve([...rows.values()].map((row) => ({ ...row, minute: fromMinute })));
    },
  };
}

/** Deletes counters older than `beforeMinute`; returns how many rows went. */
export function purgeTelemetry(db: Database, beforeMinute: number): number {
  return db.prepare('DELETE FROM telemetry_counts WHERE minute < ?').run(beforeMinute).changes;
}
