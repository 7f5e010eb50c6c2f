import { writeFixtureDist } from '../../test-support/fixture-dist';
import { expectOthersServed, probeDuring } from '../../test-support/probe-during';
import { fillTelemetryAtBound } from '../../test-support/telemetry-at-bound';
import { signedInCookie, startTestServer, type TestServer } from '../../test-support/test-server';

/**
 * The administrator's telemetry reports on the largest store the bounds allow
 * (docs/decisions/0126-bounded-telemetry-storage-and-reports.md): 30 days at the daily bounds,
 * every row in its report's range. The report sums in SQL in a worker thread and folds the sums in
 * one pass, so anonymous requests keep their pace meanwhile. Bounds here are loose (a busy
 * 2-core machine); `npm run bench:canary` prints the figures.
 */
jest.setTimeout(120_000);

describe('telemetry reports at the storage bound', () => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer({ ssr: false, canaryJudge: { intervalMs: 0 } });
    writeFixtureDist(server.distRoot);
    admin = await signedInCookie(server, 'admin@gagyeong.example', 'admin');
  });
  afterAll(() => server.close());

  const insert = (rows: Iterable<[number, string, string, number, number]>) => {
    const statement = server.app.db.prepare(
      'INSERT OR IGNORE INTO telemetry_counts (minute, kind, key, bucket, count) VALUES (?, ?, ?, ?, ?)',
    );
    server.app.db.transaction(() => {
      for (const row of rows) statement.run(...row);
    })();
  };

  const get = (path: string) => () => fetch(`${server.baseUrl}${path}`, { headers: { cookie: admin } });

  it('answers /admin’s speed view and /admin/remotes’ week while anonymous requests keep answering', async () => {
    fillTelemetryAtBound(server.app.db, server.app.now());
    const stored = (server.app.db.prepare('SELECT COUNT(*) AS rows FROM telemetry_counts').get() as { rows: number })
      .rows;
    expect(stored).toBeGreaterThan(30 * 12_000);
    for (const path of ['/api/admin/vitals?days=30', '/api/admin/remote-health?hours=168']) {
      const run = await probeDuring(server, get(path), { page: '/Brand/intro' });
      console.info(
        `${path} at the bound (${stored} rows): ${run.reportMs.toFixed(0)} ms; slowest of ${run.probes} anonymous ` +
          `answers meanwhile ${run.slowestMs.toFixed(0)} ms (event loop held at most ${run.blockedMs.toFixed(0)} ms)`,
      );
      expect(run.status).toBe(200);
      expect(run.probes).toBeGreaterThan(1);
      expect(run.reportMs).toBeLessThan(5000);
      expectOthersServed(run);
    }
  });

  it('stays linear on a store a flood filled before the bounds (22,900 rows, a label per row)', async () => {
    server.reset('telemetry_counts');
    const minute = Math.floor(server.app.now() / 60_000);
    insert(
      (function* () {
        for (let index = 0; index < 22_900; index += 1) {
          const key = ['mf_press', `9.9.${index}-forged`, index % 2 ? 'view' : 'failed'];
          yield [minute - (index % 600), 'remote', JSON.stringify(key), 0, 1] as [
            number,
            string,
            string,
            number,
            number,
          ];
        }
      })(),
    );
    const run = await probeDuring(server, get('/api/admin/remote-health?hours=24'));
    console.info(
      `remote health on the flood's store: ${run.reportMs.toFixed(0)} ms; slowest anonymous ${run.slowestMs.toFixed(0)} ms`,
    );
    expect(run.status).toBe(200);
    // Before: 10–15 s, with nothing else answered. Now the rows' fold on the event loop is linear
    // (tens of ms) and the chart keeps the most viewed versions (HEALTH_VERSIONS_SHOWN).
    const report = (await (await get('/api/admin/remote-health?hours=24')()).json()) as {
      remotes: { remote: string; versions: unknown[] }[];
    };
    expect(report.remotes.find((remote) => remote.remote === 'mf_press')?.versions).toHaveLength(8);
    expect(run.reportMs).toBeLessThan(5000);
    expect(run.slowestMs).toBeLessThan(1000);
    expect(run.blockedMs).toBeLessThan(1000);
  });
});
