import { TELEMETRY_ROUTES, type VitalsReport } from '@gagyeong/contracts/telemetry';
import { signedInCookie, startTestServer, type TestServer } from '../../test-support/test-server';
import { beacon, networks, newVisitor } from '../../test-support/telemetry-visitors';

/**
 * The abuse sweep's attacks on the speed view and on storage, replayed with their numbers against a
 * real host and database file (docs/decisions/0125-signed-visitors-and-the-canary-judge.md,
 * 0126-bounded-telemetry-storage-and-reports.md): what used to move every p75 and grow the file
 * without bound now holds.
 */
jest.setTimeout(60_000);

const vitals = (values: { LCP: number; INP: number; CLS: number; TTFB: number }, element: string) => [
  { kind: 'vital', name: 'LCP', value: values.LCP, element },
  { kind: 'vital', name: 'INP', value: values.INP },
  { kind: 'vital', name: 'CLS', value: values.CLS },
  { kind: 'vital', name: 'TTFB', value: values.TTFB },
];

/** The administrator's view, signed in at the server's (moved) time. */
async function adminReport(server: TestServer, days = 1): Promise<VitalsReport> {
  const admin = await signedInCookie(server, 'admin@gagyeong.example', 'admin');
  const response = await fetch(`${server.baseUrl}/api/admin/vitals?days=${days}`, { headers: { cookie: admin } });
  expect(response.status).toBe(200);
  return (await response.json()) as VitalsReport;
}

describe('the speed view under three lying addresses', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ telemetry: { flushMs: 100, rateLimit: { max: 100_000, timeWindowMs: 60_000 } } });
  });
  afterAll(() => server.close());

  it('keeps every p75 and the LCP element of 20 real visitors against 180 beacons from 3 addresses', async () => {
    const page = { route: '/', device: 'phone' } as const;
    const real = { LCP: 1200, INP: 100, CLS: 0.02, TTFB: 300 };
    for (const from of networks(20, 30)) {
      const visitor = await newVisitor(server, from);
      expect((await visitor.send(beacon(page, vitals(real, 'html>body>main>section.hero>img')))).status).toBe(204);
    }
    const before = (await adminReport(server)).rows[0];
    expect(before).toMatchObject({ p75: real, visitors: { LCP: 20 }, lcpElement: { selector: 'main>img', count: 20 } });

    // The sweep: 60 beacons from each of three addresses (each with a bucket it asked for: 360 requests).
    const forged = { LCP: 9000, INP: 2000, CLS: 0.9, TTFB: 5000 };
    for (const from of ['127.0.201.1', '127.0.202.1', '127.0.203.1']) {
      for (let index = 0; index < 60; index += 1) {
        const liar = await newVisitor(server, from);
        expect((await liar.send(beacon(page, vitals(forged, 'div#forged>span.attacker')))).status).toBe(204);
      }
    }
    const after = (await adminReport(server)).rows[0];
    // One value per network, metric and route in a window: three liars among 23 visitors.
    expect(after).toMatchObject({ p75: real, visitors: { LCP: 23, INP: 23, CLS: 23, TTFB: 23 } });
    expect(after?.lcpElement).toEqual({ selector: 'main>img', count: 20 });
    const stored = JSON.stringify(
      server.app.db.prepare("SELECT key FROM telemetry_counts WHERE kind = 'lcp-element'").all(),
    );
    expect(stored).not.toContain('forged');
    expect(stored).not.toContain('attacker');
  });
});

describe('storage under thirty addresses', () => {
  let server: TestServer;
  // The per-minute bound as shipped; a day's bound small enough to reach in a test.
  const policy = { rowsPerMinute: 200, vitalsRowsPerDay: 500, remoteRowsPerDay: 10_000 };
  beforeAll(async () => {
    server = await startTestServer({
      telemetry: { flushMs: 100, rateLimit: { max: 100_000, timeWindowMs: 60_000 }, policy },
    });
  });
  afterAll(() => server.close());

  /** Counter rows (the dropped count's one row a day aside). */
  const rows = () =>
    (
      server.app.db.prepare("SELECT COUNT(*) AS rows FROM telemetry_counts WHERE kind != 'intake'").get() as {
        rows: number;
      }
    ).rows;
  /** Each address's beacons: every route, all vitals at random values, and eleven invented versions. */
  const flood = async (addresses: readonly string[], beaconsEach: number) => {
    let sent = 0;
    for (const from of addresses) {
      const visitor = await newVisitor(server, from);
      for (let index = 0; index < beaconsEach; index += 1) {
        const route = TELEMETRY_ROUTES[(index + sent) % TELEMETRY_ROUTES.length]!;
        const value = () => Math.floor(Math.random() * 9000);
        const events = [
          ...vitals({ LCP: value(), INP: value(), CLS: Math.random(), TTFB: value() }, `div#x${index}>span.y${index}`),
          ...Array.from({ length: 8 }, (_, label) => ({
            kind: 'remote-view',
            remote: 'mf_press',
            version: `9.9.${label}-forged${index}`,
          })),
        ];
        expect((await visitor.send(beacon({ route, device: index % 2 ? 'phone' : 'desktop' }, events))).status).toBe(
          204,
        );
        sent += 1;
      }
    }
    await server.app.inject({ method: 'GET', url: '/api/health' });
    await new Promise((resolve) => setTimeout(resolve, 300));
  };

  it('creates at most the minute’s bound of rows however many flushes, labels no invented version, and counts what it dropped', async () => {
    server.setTime(Date.parse('2026-11-28T10:00:05Z'));
    // Thirty addresses in thirty networks, 20 beacons each: 600 beacons, about 3,000 new rows asked for.
    await flood(networks(30, 40), 20);
    expect(rows()).toBeGreaterThan(150);
    expect(rows()).toBeLessThanOrEqual(policy.rowsPerMinute);
    const versions = server.app.db.prepare("SELECT key FROM telemetry_counts WHERE kind = 'remote'").all();
    expect(versions).toEqual([]);
    const report = await adminReport(server);
    expect(report.dropped).toBeGreaterThan(300);
  });

  it('creates at most the day’s bound however many minutes, then drops until the next day', async () => {
    for (let minute = 1; minute <= 3; minute += 1) {
      server.setTime(Date.parse('2026-11-28T10:00:05Z') + minute * 60_000);
      await flood(networks(30, 80 + minute * 2), 8);
    }
    const vitalsRows = (
      server.app.db
        .prepare("SELECT COUNT(*) AS rows FROM telemetry_counts WHERE kind IN ('vital', 'lcp-element')")
        .get() as {
        rows: number;
      }
    ).rows;
    expect(vitalsRows).toBeGreaterThan(policy.vitalsRowsPerDay - 50);
    expect(vitalsRows).toBeLessThanOrEqual(policy.vitalsRowsPerDay);
    const dropped = (await adminReport(server)).dropped;
    // The next day has a bound of its own.
    server.setTime(Date.parse('2026-11-29T00:00:05Z'));
    await flood(networks(3, 120), 5);
    expect(rows()).toBeGreaterThan(vitalsRows);
    expect((await adminReport(server)).dropped).toBeGreaterThanOrEqual(dropped);
  });
});
