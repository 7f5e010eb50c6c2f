import type { Database } from 'better-sqlite3';
import { readsOn, type Reads } from '../../db/read-worker';
import { AGGREGATE_KINDS, bucketCount, type AggregateKind, type AggregateRow } from '@gagyeong/contracts/telemetry';
import type { DailyRows } from './telemetry-recorder';
import type { TelemetryReader, TelemetryStore } from './telemetry-store';

interface CountRow {
  readonly start: number;
  readonly kind: string;
  readonly key: string;
  readonly bucket: number;
  readonly count: number;
}

/**
 * Local mode: counters in `telemetry_counts` (migration 0040), added in one transaction per flush;
 * read back summed in SQL over the primary key's range (kind, minute), so a report costs the rows
 * of its period, which the recorder's bound caps (docs/decisions/0126-bounded-telemetry-storage-and-reports.md).
 */
export function createSqliteTelemetryStore(
  db: Database,
  /** Where reads run: a worker thread's connection (the host), or this one (a command, a test). */
  reads: Reads = readsOn(db),
): TelemetryStore &
  TelemetryReader & {
    rowsSince(minute: number): DailyRows;
  } {
  const all = <T>(sql: string, params: readonly (string | number)[]): Promise<T[]> => reads.all<T>(sql, params);
  const since = db.prepare<[number], { remote: number | null; vitals: number | null }>(
    `SELECT SUM(kind = 'remote') AS remote, SUM(kind IN ('vital', 'lcp-element')) AS vitals
     FROM telemetry_counts WHERE minute >= ?`,
  );
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
    rowsSince(minute) {
      const rows = since.get(minute);
      return { remote: rows?.remote ?? 0, vitals: rows?.vitals ?? 0 };
    },
    add(rows) {
      addAll(rows);
      return Promise.resolve();
    },
    async read(kinds, fromMinute, toMinute, stepMinutes) {
      const wanted = kinds.filter((kind) => (AGGREGATE_KINDS as readonly string[]).includes(kind));
      if (wanted.length === 0) return [];
      // Without a step the whole period is one row per counter (its minute: the period's first).
      const step = stepMinutes ?? toMinute - fromMinute + 1;
      const counts = await all<CountRow>(
        `SELECT minute - ((minute - ?) % ?) AS start, kind, key, bucket, SUM(count) AS count FROM telemetry_counts
         WHERE kind IN (${wanted.map(() => '?').join(', ')}) AND minute BETWEEN ? AND ?
         GROUP BY start, kind, key, bucket`,
        [fromMinute, step, ...wanted, fromMinute, toMinute],
      );
      const rows = new Map<string, { minute: number; kind: AggregateKind; key: string[]; buckets: number[] }>();
      for (const { start, kind, key, bucket, count } of counts) {
        const id = `${start}\n${kind}\n${key}`;
        let row = rows.get(id);
        if (!row) {
          const parsed = JSON.parse(key) as string[];
          row = {
            minute: start,
            kind: kind as AggregateKind,
            key: parsed,
            buckets: new Array<number>(bucketCount(kind as AggregateKind, parsed)).fill(0),
          };
          rows.set(id, row);
        }
        if (bucket < row.buckets.length) row.buckets[bucket] = (row.buckets[bucket] ?? 0) + count;
      }
      return [...rows.values()];
    },
  };
}

/** Deletes counters older than `beforeMinute`; returns how many rows went. */
export function purgeTelemetry(db: Database, beforeMinute: number): number {
  return db.prepare('DELETE FROM telemetry_counts WHERE minute < ?').run(beforeMinute).changes;
}
