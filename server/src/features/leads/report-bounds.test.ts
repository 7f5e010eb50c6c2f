import { randomUUID } from 'node:crypto';
import { GENESIS_HASH, recordHash } from '../access/access-chain';
import { writeFixtureDist } from '../../test-support/fixture-dist';
import { expectOthersServed, probeDuring } from '../../test-support/probe-during';
import { signIn, startTestServer, type TestServer } from '../../test-support/test-server';

/**
 * Every admin report at its worst-case row counts (docs/decisions/0126-bounded-telemetry-storage-and-reports.md):
 * 100,000 leads over a year (the dashboard's longest period) and 100,000 access records (two years
 * at three administrators' pace is about 77,000). Each report answers while anonymous requests
 * keep theirs. Bounds are loose (a busy 2-core machine); `npm run bench:dashboard` and
 * `npm run bench:access` print the figures.
 */
jest.setTimeout(180_000);

const LEADS = 100_000;
const RECORDS = 100_000;
const DAY = 86_400_000;

describe('admin reports at their worst-case row counts', () => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer({ ssr: false, canaryJudge: { intervalMs: 0 } });
    writeFixtureDist(server.distRoot);
    const now = server.app.now();
    const sources = ['naver', 'kakao', 'google', 'instagram', 'sms', 'blog', ''];
    const forms = ['popup', 'visit', 'customer'];
    const { db } = server.app;
    const lead = db.prepare(
      `INSERT INTO leads (id, form, name, phone, message, consent, consent_at, consent_version, user_agent, ip_hash,
                          created_at, utm_source, utm_medium, utm_campaign, referrer_host, landing_path)
       VALUES (?, ?, '시험고객', '010-0000-0000', '', 1, ?, 'test', '', 'x', ?, ?, ?, ?, '', '/')`,
    );
    const record = db.prepare(
      `INSERT INTO access_records (id, at, account, ip, action, subjects, subject_count, detail, lead_id, prev_hash, hash)
       VALUES (@id, @at, @account, @ip, @action, @subjects, @subject_count, @detail, @lead_id, @prev_hash, @hash)`,
    );
    db.transaction(() => {
      for (let index = 0; index < LEADS; index += 1) {
        const at = now - Math.floor((index / LEADS) * 365 * DAY);
        const source = sources[index % sources.length]!;
        lead.run(randomUUID(), forms[index % 3], at, at, source, source ? 'cpc' : '', source ? `c${index % 12}` : '');
      }
      let previous = GENESIS_HASH;
      for (let id = 1; id <= RECORDS; id += 1) {
        const subjects = JSON.stringify(
          Array.from({ length: 50 }, (_, n) => `00000000-0000-4000-8000-${String(id * 50 + n).padStart(12, '0')}`),
        );
        const fields = {
          id,
          at: now - (RECORDS - id) * 600_000,
          account: `admin${id % 3}@gagyeong.example`,
          ip: '203.0.113.10',
          action: id % 10 === 0 ? 'search' : 'list',
          subjects,
          subject_count: 50,
          detail: '{"page":"first"}',
          lead_id: null,
          prev_hash: previous,
        };
        const hash = recordHash(fields);
        record.run({ ...fields, hash });
        previous = hash;
      }
    })();
    db.pragma('optimize');
    // The seed's own write-ahead log, checkpointed here rather than by the first measured request.
    db.pragma('wal_checkpoint(TRUNCATE)');
    admin = (await signIn(server, { email: 'admin@gagyeong.example' })).cookie;
  });
  afterAll(() => server.close());

  const get = (path: string) => () => fetch(`${server.baseUrl}${path}`, { headers: { cookie: admin } });
  const day = (ms: number) => new Date(ms + 9 * 3600_000).toISOString().slice(0, 10);

  it.each([
    [
      'the dashboard over its longest period (366 days)',
      () => `/api/leads/stats?from=${day(server.app.now() - 365 * DAY)}&to=${day(server.app.now())}`,
    ],
    ['the inbox’s first page', () => '/api/leads'],
    ['an inbox filter that matches nothing', () => '/api/leads?status=closed&channel=sms'],
    [
      'the access records filtered by an account with none',
      () => '/api/access/records?account=nobody@gagyeong.example',
    ],
    [
      'the access records’ daily sums over their longest period (93 days)',
      () => `/api/access/days?from=${day(server.app.now() - 92 * DAY)}&to=${day(server.app.now())}`,
    ],
  ])('%s answers while anonymous requests keep theirs', async (name, path) => {
    const run = await probeDuring(server, get(path()), { page: '/Brand/intro' });
    console.info(
      `${name}: ${run.reportMs.toFixed(0)} ms; slowest of ${run.probes} anonymous answers meanwhile ` +
        `${run.slowestMs.toFixed(0)} ms (event loop held at most ${run.blockedMs.toFixed(0)} ms)`,
    );
    expect(run.status).toBe(200);
    expect(run.reportMs).toBeLessThan(5000);
    expectOthersServed(run);
  });
});
