import { TELEMETRY_BODY_LIMIT, TELEMETRY_MESSAGES, type VitalsReport } from '@gagyeong/contracts/telemetry';
import { signedInCookie, startTestServer, type TestServer } from '../../test-support/test-server';
import { networks, newVisitor, sendBeacon, type Visitor } from '../../test-support/telemetry-visitors';
import { purgeTelemetry } from './sqlite-telemetry-store';

/** POST /api/telemetry and the administrator's view of what arrived, on a real database file. */
describe('the telemetry endpoint', () => {
  let server: TestServer;
  let admin: string;
  let views = 0;
  let nextNetwork = 0;
  beforeAll(async () => {
    server = await startTestServer({ telemetry: { rateLimit: { max: 40, timeWindowMs: 60_000 } } });
    admin = await signedInCookie(server, 'admin@gagyeong.example', 'admin');
  });
  afterAll(() => server.close());

  /** A fresh page view's id. */
  const view = () => `view${String((views += 1)).padStart(8, '0')}`;

  const beacon = (overrides: Record<string, unknown> = {}) => ({
    v: 1,
    view: view(),
    page: { route: '/Brand/intro', device: 'phone' },
    events: [{ kind: 'vital', name: 'LCP', value: 1200, element: 'main>h1.title' }],
    ...overrides,
  });

  /** As navigator.sendBeacon sends a string: text/plain, the page's own origin. */
  const send = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.baseUrl}/api/telemetry`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin: server.baseUrl, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  /** A visitor with a signed bucket, from a network no other visitor of this file used. */
  const visitor = async (): Promise<Visitor> => newVisitor(server, networks(1, 100 + (nextNetwork += 1))[0]);

  const report = async (days = 7): Promise<VitalsReport> => {
    const response = await fetch(`${server.baseUrl}/api/admin/vitals?days=${days}`, { headers: { cookie: admin } });
    expect(response.status).toBe(200);
    return (await response.json()) as VitalsReport;
  };
  const row = (r: VitalsReport, route: string, device: string) =>
    r.rows.find((entry) => entry.route === route && entry.device === device);

  it('takes a beacon as sendBeacon sends it (text/plain) and as JSON, answering 204 with no body', async () => {
    const plain = await send(beacon());
    expect(plain.status).toBe(204);
    expect(await plain.text()).toBe('');
    const json = await send(beacon(), { 'content-type': 'application/json' });
    expect(json.status).toBe(204);
  });

  it('counts nothing without a bucket the host signed, and answers with one', async () => {
    const route = '/LocationEnvironment/intro';
    for (const cookie of [
      undefined,
      'gg_bucket=AAAAAAAAAAAAAAAAAAAAAA',
      'gg_bucket=b1.AAAAAAAAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA',
    ]) {
      const answer = await sendBeacon(server, beacon({ page: { route, device: 'phone' } }), {
        from: '127.0.99.1',
        ...(cookie ? { cookie } : {}),
      });
      expect(answer.status).toBe(204);
      expect(answer.setCookie).toMatch(
        /^gg_bucket=b1\.[\w-]{22}\.[\w-]{22}; Max-Age=31536000; .*HttpOnly; SameSite=Lax$/,
      );
    }
    expect(row(await report(), route, 'phone')).toBeUndefined();
    // The bucket it was given counts, and is not given again.
    const signed = await newVisitor(server, '127.0.98.1');
    const counted = await signed.send(beacon({ page: { route, device: 'phone' } }));
    expect(counted.setCookie).toBeUndefined();
    expect(row(await report(), route, 'phone')).toMatchObject({ samples: 1 });
  });

  it('shows the p75 per route and device class with the visitors behind it, and the LCP element reported most often', async () => {
    const route = '/FloorPlan/84A';
    const values = [1000, 1200, 1400, 2000];
    for (const [index, value] of values.entries()) {
      const element = index === 3 ? 'html>body>main>img.plan' : 'html>body>main>section>h1#title';
      const sent = await (
        await visitor()
      ).send(
        beacon({
          page: { route, device: 'desktop' },
          events: [
            { kind: 'vital', name: 'LCP', value, element },
            { kind: 'vital', name: 'INP', value: 50 + index * 50 },
            { kind: 'vital', name: 'CLS', value: index / 100 },
            { kind: 'vital', name: 'TTFB', value: 300 },
          ],
        }),
      );
      expect(sent.status).toBe(204);
    }
    const desktop = row(await report(), route, 'desktop');
    // Nearest rank: the third of four values.
    expect(desktop).toEqual({
      route,
      device: 'desktop',
      samples: 4,
      p75: { LCP: 1400, INP: 150, CLS: 0.02, TTFB: 300 },
      visitors: { LCP: 4, INP: 4, CLS: 4, TTFB: 4 },
      lcpElement: { selector: 'main>h1', count: 3 },
    });
    expect(row(await report(), route, 'phone')).toBeUndefined();
  });

  it('counts each visitor once per metric and route in a window (a page hidden twice, a reload, a liar)', async () => {
    const route = '/Interior/84A';
    const one = await visitor();
    for (const value of [1200, 9000, 9000]) {
      expect(
        (await one.send(beacon({ page: { route, device: 'phone' }, events: [{ kind: 'vital', name: 'LCP', value }] })))
          .status,
      ).toBe(204);
    }
    expect(row(await report(), route, 'phone')).toMatchObject({ samples: 1, p75: { LCP: 1200 } });
    // Another route is another thing to count; after the window, the same again.
    await one.send(beacon({ page: { route: '/Interior/59A', device: 'phone' } }));
    expect(row(await report(), '/Interior/59A', 'phone')).toMatchObject({ samples: 1 });
    server.advance(11 * 60_000);
    await one.send(beacon({ page: { route, device: 'phone' }, events: [{ kind: 'vital', name: 'LCP', value: 1300 }] }));
    // Read at the later time: vitals are stored per hour, and 11 minutes on may be the next hour,
    // which a report read back at the earlier time does not reach yet.
    expect(row(await report(), route, 'phone')).toMatchObject({ samples: 2 });
    server.advance(-11 * 60_000);
  });

  it.each([
    ['an unknown route', { page: { route: '/evil?email=a@b.kr', device: 'phone' } }],
    ['an unknown device class', { page: { route: '/', device: 'tablet' } }],
    ['an unknown kind', { events: [{ kind: 'keystrokes', value: 1 }] }],
    ['a value out of range', { events: [{ kind: 'vital', name: 'LCP', value: -1 }] }],
    ['a value that is not a number', { events: [{ kind: 'vital', name: 'CLS', value: 'NaN' }] }],
    ['an element for another vital', { events: [{ kind: 'vital', name: 'INP', value: 10, element: 'button' }] }],
    ['an element with markup', { events: [{ kind: 'vital', name: 'LCP', value: 10, element: '<img src=x>' }] }],
    ['no events', { events: [] }],
    ['a field of its own', { extra: 'x' }],
    ['another version', { v: 2 }],
  ])('refuses %s with 400 and a Korean message', async (_name, overrides) => {
    const response = await send(beacon(overrides));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'validation_failed', message: TELEMETRY_MESSAGES.invalid },
    });
  });

  it('refuses malformed, oversized, other types and other sites', async () => {
    const malformed = await send('{"v":1,');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: { code: 'invalid_json', message: TELEMETRY_MESSAGES.notJson } });
    expect((await send('[]')).status).toBe(400);

    const big = beacon({ view: 'x'.repeat(TELEMETRY_BODY_LIMIT) });
    const oversized = await send(big);
    expect(oversized.status).toBe(413);
    expect(((await oversized.json()) as { error: { message: string } }).error.message).toMatch(/[가-힣]/);

    expect((await send(beacon(), { 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(415);
    expect((await send(beacon(), { origin: 'https://evil.example' })).status).toBe(403);
  });

  it('keeps counters only: no address, network, agent, address bar, bucket or page view id', async () => {
    const someone = await visitor();
    await sendBeacon(server, beacon({ view: 'secretview123', page: { route: '/Brand/video', device: 'phone' } }), {
      from: someone.from,
      cookie: someone.cookie,
      headers: { 'user-agent': 'AgentOfSomeone/1.0' },
    });
    await report();
    const stored = JSON.stringify(server.app.db.prepare('SELECT * FROM telemetry_counts').all());
    expect(stored).toContain('/Brand/video');
    const network = someone.from.split('.').slice(0, 3).join('.');
    for (const personal of [network, '127.0.0.1', 'AgentOfSomeone', 'secretview123', someone.bucket, server.baseUrl]) {
      expect(stored).not.toContain(personal);
    }
    const columns = server.app.db.prepare('PRAGMA table_info(telemetry_counts)').all() as { name: string }[];
    expect(columns.map((column) => column.name)).toEqual(['minute', 'kind', 'key', 'bucket', 'count']);
  });

  it('is the administrator’s only: 401 signed out, 403 for anyone else', async () => {
    expect((await fetch(`${server.baseUrl}/api/admin/vitals`)).status).toBe(401);
    const member = await signedInCookie(server, 'member@gagyeong.example', 'member');
    expect((await fetch(`${server.baseUrl}/api/admin/vitals`, { headers: { cookie: member } })).status).toBe(403);
  });

  it('counts a period: what is older than the period is not in it, and the retention deletes it', async () => {
    const route = '/SalesInfo/guide';
    const someone = await visitor();
    server.advance(-3 * 24 * 60 * 60 * 1000);
    await someone.send(beacon({ page: { route, device: 'phone' } }));
    server.advance(3 * 24 * 60 * 60 * 1000);
    expect(row(await report(7), route, 'phone')?.samples).toBe(1);
    expect(row(await report(1), route, 'phone')).toBeUndefined();
    const minute = Math.floor(server.app.now() / 60_000);
    expect(purgeTelemetry(server.app.db, minute - 2 * 24 * 60)).toBeGreaterThan(0);
    expect(row(await report(7), route, 'phone')).toBeUndefined();
  });

  it('answers 429 with a Korean message past the per-address limit (a flood)', async () => {
    let last: Response | undefined;
    for (let i = 0; i < 45; i += 1) {
      last = await send(beacon());
      if (last.status === 429) break;
    }
    expect(last?.status).toBe(429);
    expect(await last?.json()).toEqual({ error: { code: 'too_many_requests', message: TELEMETRY_MESSAGES.tooMany } });
    expect(last?.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
