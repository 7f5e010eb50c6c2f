import type { Database } from 'better-sqlite3';
import { REMOTE_NAMES } from '@gagyeong/contracts';
import { DEFAULT_TELEMETRY_POLICY, TELEMETRY_ROUTES, VITALS } from '@gagyeong/contracts/telemetry';

/**
 * The largest telemetry store the bounds allow (docs/decisions/0126-bounded-telemetry-storage-and-reports.md):
 * `days` UTC days ending today, each with `remoteRowsPerDay` rows of remote health (per minute,
 * three remotes, three versions, every kind of count) and `vitalsRowsPerDay` of vitals and LCP
 * elements (per hour, every route), and its dropped count. For the report tests and the benchmark.
 */
const DAY = 24 * 60;
const WHATS = [
  'view',
  'failed',
  'networks:view',
  'networks:failed',
  'render',
  'network',
  'timeout',
  'uncaught',
  'execution',
  'hydration',
];
const VERSIONS = ['1.0.12-3f2a9c01de', '1.1.0-9b8c7d6e5f', 'url-0a1b2c3d4e'];
const METRICS = ['LCP', 'INP', 'CLS', 'TTFB', 'FCP'] as const;

export function fillTelemetryAtBound(db: Database, nowMs: number, days = 30): number {
  const insert = db.prepare(
    'INSERT OR IGNORE INTO telemetry_counts (minute, kind, key, bucket, count) VALUES (?, ?, ?, ?, ?)',
  );
  const today = Math.floor(nowMs / 60_000);
  let rows = 0;
  db.transaction(() => {
    for (let day = 0; day < days; day += 1) {
      const first = today - (today % DAY) - day * DAY;
      for (let index = 0; index < DEFAULT_TELEMETRY_POLICY.remoteRowsPerDay; index += 1) {
        const slot = Math.floor(index / DAY);
        const key = [
          REMOTE_NAMES[slot % 3],
          VERSIONS[Math.floor(slot / 3) % 3],
          WHATS[(index * 7 + slot) % WHATS.length],
        ];
        rows += insert.run(first + (index % DAY), 'remote', JSON.stringify(key), 0, 1 + (index % 90)).changes;
      }
      for (let index = 0; index < DEFAULT_TELEMETRY_POLICY.vitalsRowsPerDay; index += 1) {
        const hour = first + (index % 24) * 60;
        const route = TELEMETRY_ROUTES[Math.floor(index / 24) % TELEMETRY_ROUTES.length];
        const device = Math.floor(index / 7) % 2 ? 'phone' : 'desktop';
        if (index % 10 === 9) {
          rows += insert.run(
            hour,
            'lcp-element',
            JSON.stringify([route, device, 'main>img']),
            0,
            1 + (index % 7),
          ).changes;
        } else {
          const name = METRICS[index % 5]!;
          const bucket = (index * 13) % VITALS[name].buckets.length;
          rows += insert.run(hour, 'vital', JSON.stringify([name, route, device]), bucket, 1 + (index % 50)).changes;
        }
      }
      rows += insert.run(first, 'intake', '["dropped"]', 0, 1000).changes;
    }
  })();
  return rows;
}
