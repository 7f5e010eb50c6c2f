import path from 'node:path';
import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import {
  LEAD_CONSENT,
  LEAD_LIMITS,
  LEAD_MESSAGES,
  LEADS_PAGE_SIZE,
  LEADS_QUERY_MESSAGES,
  type LeadPage,
} from '@gagyeong/contracts/leads';
import { SAME_LEAD_ID, SAME_LEAD_INPUT, SAME_LEAD_STORED, SAME_LEAD_USER_AGENT } from '@test/same-lead';
import { DATABASE_FILE_NAME } from '../../paths';
import { startServerWithAccounts, type TestServer } from '../../test-support/test-server';
import { DEFAULT_LEADS_OPTIONS } from '.';
import { CHANNEL_SQL } from './lead-row';
import { listLeads } from './list-leads';

interface StoredLead {
  id: string;
  form: string;
  name: string;
  phone: string;
  message: string;
  consent: number;
  consent_at: number;
  consent_version: string;
  user_agent: string;
  ip_hash: string;
  created_at: number;
}

let clientCounter = 0;
/** A fresh client address per request (the server trusts X-Forwarded-For in these tests). */
function nextClient(): string {
  clientCounter += 1;
  return `10.0.${Math.floor(clientCounter / 250)}.${(clientCounter % 250) + 1}`;
}

const lead = (overrides: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  name: '홍길동',
  phone: '010-1234-5678',
  consent: true,
  ...overrides,
});

describe('lead submissions and the inbox', () => {
  let server: TestServer;
  let adminCookie: string;
  let memberCookie: string;

  beforeAll(async () => {
    ({ server, admin: adminCookie, member: memberCookie } = await startServerWithAccounts({ trustProxy: { hops: 1 } }));
  });
  afterAll(() => server.close());
  beforeEach(() => server.reset('leads'));

  function postJson(form: string, body: unknown, headers: Record<string, string> = {}) {
    return fetch(`${server.baseUrl}/api/leads/${form}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'x-forwarded-for': nextClient(),
        ...headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  }

  /** What a browser sends for a classic `<form method="post">` without JavaScript. */
  function postForm(form: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
    return fetch(`${server.baseUrl}/api/leads/${form}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
        referer: `${server.baseUrl}/?from=ad`,
        'x-forwarded-for': nextClient(),
        ...headers,
      },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    });
  }

  const rows = () => server.app.db.prepare('SELECT * FROM leads ORDER BY created_at').all() as StoredLead[];

  describe('POST /api/leads/:form', () => {
    it('stores a JSON lead with consent, its time, user agent and a hashed address before answering 201', async () => {
      server.setTime(Date.UTC(2025, 0, 2, 3, 4, 5));
      const body = lead({ name: ' 김가경 ', message: '84㎡ 문의' });
      const response = await postJson('popup', body, {
        'user-agent': 'jest-browser/1.0',
        'x-forwarded-for': '203.0.113.7',
      });
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual({ ok: true, id: body.id });

      // A second connection to the file sees the row: it was committed, not just cached.
      const other = new Database(path.join(server.dataDir, DATABASE_FILE_NAME), { readonly: true });
      try {
        const stored = other.prepare('SELECT * FROM leads WHERE id = ?').get(body.id) as StoredLead;
        expect(stored).toMatchObject({
          form: 'popup',
          name: '김가경',
          phone: '010-1234-5678',
          message: '84㎡ 문의',
          consent: 1,
          consent_at: Date.UTC(2025, 0, 2, 3, 4, 5),
          consent_version: LEAD_CONSENT.version,
          user_agent: 'jest-browser/1.0',
          created_at: Date.UTC(2025, 0, 2, 3, 4, 5),
        });
        expect(stored.ip_hash).toMatch(/^[0-9a-f]{32}$/);
        expect(stored.ip_hash).not.toContain('203.0.113.7');
      } finally {
        other.close();
      }
    });

    it('stores what every backend stores for the same submission (the Firestore writers too: jest/same-lead.ts)', async () => {
      const response = await postJson('customer', SAME_LEAD_INPUT, { 'user-agent': SAME_LEAD_USER_AGENT });
      expect(response.status).toBe(201);
      const [record, ...others] = listLeads(server.app.db, { equal: {} }, { limit: 10 }).items;
      expect(others).toEqual([]);
      const { createdAt, consentAt, changedBy, changedAt, ...stored } = record ?? {
        createdAt: '',
        consentAt: '',
        changedBy: '',
        changedAt: '',
      };
      // Nobody has changed it yet (the Firestore writers leave these fields out until then).
      expect([changedBy, changedAt]).toEqual([null, null]);
      // The store works the channel out in SQL rather than keeping it.
      const channel = server.app.db.prepare(`SELECT ${CHANNEL_SQL} FROM leads`).pluck().get();
      expect({ ...stored, channel }).toEqual({ id: SAME_LEAD_ID, ...SAME_LEAD_STORED });
      expect(consentAt).toBe(createdAt);
    });

    it('gives the same address the same hash', async () => {
      await postJson('popup', lead(), { 'x-forwarded-for': '198.51.100.1' });
      await postJson('customer', lead(), { 'x-forwarded-for': '198.51.100.1' });
      await postJson('customer', lead(), { 'x-forwarded-for': '198.51.100.2' });
      const [a, b, c] = rows().map((row) => row.ip_hash);
      expect(a).toBe(b);
      expect(c).not.toBe(a);
    });

    it('stores a retried submission once and answers the retry 200', async () => {
      const body = lead();
      const first = await postJson('popup', body);
      const second = await postJson('popup', body);
      expect(first.status).toBe(201);
      expect(second.status).toBe(200);
      expect(await second.json()).toEqual({ ok: true, id: body.id });
      expect(rows()).toHaveLength(1);
    });

    it('stores concurrent retries of one submission once', async () => {
      const body = lead();
      const statuses = await Promise.all(
        Array.from({ length: 20 }, () => postJson('visit', body).then((r) => r.status)),
      );
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 200)).toHaveLength(19);
      expect(rows()).toHaveLength(1);
    });

    it('refuses an id already used by different content with 409, keeping the first', async () => {
      const body = lead();
      await postJson('popup', body);
      const response = await postJson('popup', { ...body, name: '다른사람' });
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({
        error: {
          code: 'lead_id_conflict',
          message: '같은 신청 번호로 다른 내용이 이미 접수되었습니다. 새로고침한 뒤 다시 보내 주세요.',
        },
      });
      expect(rows().map((row) => row.name)).toEqual(['홍길동']);
    });

    it('accepts a classic visit-form post and answers a Korean page leading back', async () => {
      const response = await postForm('visit', {
        name: '방문객',
        phone: '01012345678',
        message: '주말 방문 희망',
        _gotcha: '',
        consent: 'on',
      });
      expect(response.status).toBe(201);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('content-security-policy')).toMatch(/^default-src 'none'; style-src 'sha256-/);
      const html = await response.text();
      expect(html).toContain('<html lang="ko">');
      expect(html).toContain('<h1>등록이 완료되었습니다.</h1>');
      expect(html).toContain('<p>전문상담원이 곧 연락드립니다.</p>');
      expect(html).toContain('href="/?from=ad"');
      const [stored] = rows();
      expect(stored).toMatchObject({ form: 'visit', name: '방문객', message: '주말 방문 희망', consent: 1 });
      // No id in the post (a page without JavaScript): the server assigned a UUID.
      expect(stored?.id).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('leads back home when the referrer is another site', async () => {
      const response = await postForm(
        'visit',
        { name: '방문객', phone: '01012345678', consent: 'on' },
        { referer: 'https://evil.example/phish' },
      );
      expect(await response.text()).toContain('href="/"');
    });

    it.each([
      ['a path starting with //', (base: string) => `${base}//evil.example/phish`],
      ['a path starting with /\\', (base: string) => `${base}/\\evil.example/phish`],
      ['a path of encoded slashes', (base: string) => `${base}/%2F%2Fevil.example`],
    ])('never turns the referrer into an off-site link: %s', async (_label, referer) => {
      const response = await postForm(
        'visit',
        { name: '방문객', phone: '01012345678', consent: 'on' },
        { referer: referer(server.baseUrl) },
      );
      const html = await response.text();
      const href = /class="back" href="([^"]*)"/.exec(html)?.[1] ?? '';
      expect(new URL(href, server.baseUrl).origin).toBe(server.baseUrl);
      expect(href.startsWith('//')).toBe(false);
    });

    it('keeps an ordinary same-site path with its query as the back link', async () => {
      const response = await postForm(
        'visit',
        { name: '방문객', phone: '01012345678', consent: 'on' },
        { referer: `${server.baseUrl}/Promotion/Customer?utm=x` },
      );
      expect(await response.text()).toContain('href="/Promotion/Customer?utm=x"');
    });

    it('answers JSON to a form-encoded post that asks for JSON (a form-collection client)', async () => {
      const id = randomUUID();
      const response = await postForm(
        'customer',
        { id, name: '고객', phone: '010 1234 5678', message: '', consent: 'true' },
        { accept: 'application/json' },
      );
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual({ ok: true, id });
    });

    it('lists every problem of a refused classic post on the page, and stores nothing', async () => {
      const response = await postForm('visit', { name: '', phone: '02-123-4567' });
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).toContain('<h1>등록에 실패했습니다. 다시 시도해주세요.</h1>');
      expect(html).toContain(`<li>${LEAD_MESSAGES.nameRequired}</li>`);
      expect(html).toContain(`<li>${LEAD_MESSAGES.consentRequired}</li>`);
      expect(html).toContain('href="/?from=ad"');
      expect(rows()).toHaveLength(0);
    });

    it('checks the docs/product.md §5 phone pattern on the visit form', async () => {
      const response = await postForm('visit', { name: '방문객', phone: '02-123-4567', consent: 'on' });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain(`<li>${LEAD_MESSAGES.phoneFormat}</li>`);
      const json = await postJson('visit', lead({ phone: '1234' }));
      expect(await json.json()).toEqual({ error: { code: 'validation_failed', message: LEAD_MESSAGES.phoneFormat } });
    });

    it('escapes what the visitor typed on the result page', async () => {
      const response = await postForm('visit', { name: '<script>alert(1)</script>', phone: '010', consent: 'on' });
      const html = await response.text();
      expect(html).not.toContain('<script>');
    });

    it('accepts the longest valid lead form-encoded (2000 Hangul characters)', async () => {
      const response = await postForm('customer', {
        name: '가'.repeat(LEAD_LIMITS.name),
        phone: '0'.repeat(LEAD_LIMITS.phone),
        message: '나'.repeat(LEAD_LIMITS.message),
        consent: 'on',
      });
      expect(response.status).toBe(201);
      expect(rows()[0]?.message).toHaveLength(LEAD_LIMITS.message);
    });

    const invalidJson: [string, unknown, number, string, string][] = [
      ['malformed JSON', '{"name": "홍길동",', 400, 'invalid_json', '요청 본문이 올바른 JSON 형식이 아닙니다.'],
      ['an empty body', '', 400, 'validation_failed', LEAD_MESSAGES.notObject],
      ['an array', [lead()], 400, 'validation_failed', LEAD_MESSAGES.notObject],
      ['a string', '"홍길동"', 400, 'validation_failed', LEAD_MESSAGES.notObject],
      ['a number as name', lead({ name: 42 }), 400, 'validation_failed', LEAD_MESSAGES.nameType],
      ['an object as phone', lead({ phone: { n: 1 } }), 400, 'validation_failed', LEAD_MESSAGES.phoneType],
      ['a list as message', lead({ message: ['a'] }), 400, 'validation_failed', LEAD_MESSAGES.messageType],
      ['a missing name', lead({ name: undefined }), 400, 'validation_failed', LEAD_MESSAGES.nameRequired],
      ['a blank phone', lead({ phone: '   ' }), 400, 'validation_failed', LEAD_MESSAGES.phoneRequired],
      ['a name over 50', lead({ name: '가'.repeat(51) }), 400, 'validation_failed', LEAD_MESSAGES.nameTooLong],
      ['a phone over 30', lead({ phone: '1'.repeat(31) }), 400, 'validation_failed', LEAD_MESSAGES.phoneTooLong],
      [
        'a message over 2000',
        lead({ message: 'x'.repeat(2001) }),
        400,
        'validation_failed',
        LEAD_MESSAGES.messageTooLong,
      ],
      ['no consent', lead({ consent: undefined }), 400, 'validation_failed', LEAD_MESSAGES.consentRequired],
      ['consent false', lead({ consent: false }), 400, 'validation_failed', LEAD_MESSAGES.consentRequired],
      ['consent as a number', lead({ consent: 1 }), 400, 'validation_failed', LEAD_MESSAGES.consentRequired],
      ['a malformed id', lead({ id: '1; DROP TABLE leads' }), 400, 'validation_failed', LEAD_MESSAGES.id],
      ['another form in the body', lead({ form: 'visit' }), 400, 'validation_failed', LEAD_MESSAGES.form],
    ];
    const unreadable: [string, string, string][] = [
      [
        'a lone surrogate in the name',
        '{"name":"\\ud800홍","phone":"010-1234-5678","consent":true}',
        '이름에 깨진 문자가 들어 있습니다. 다시 입력해 주세요.',
      ],
      [
        '200 lone surrogates in the message',
        `{"name":"홍","phone":"010","consent":true,"message":"${'\\udc00'.repeat(200)}"}`,
        '문의내용에 깨진 문자가 들어 있습니다. 다시 입력해 주세요.',
      ],
      [
        'NUL in the name',
        '{"name":"홍\\u0000","phone":"010","consent":true}',
        '이름에 입력할 수 없는 제어 문자가 들어 있습니다.',
      ],
      [
        'a zero-width-only name',
        '{"name":"\\u200b\\u200c","phone":"010","consent":true}',
        '이름에 보이는 글자를 한 자 이상 입력해 주세요.',
      ],
      [
        'a Hangul-filler name',
        '{"name":"\\u3164","phone":"010","consent":true}',
        '이름에 보이는 글자를 한 자 이상 입력해 주세요.',
      ],
      [
        'a right-to-left override',
        '{"name":"\\u202e동길홍","phone":"010","consent":true}',
        '이름에 글자 방향을 바꾸는 특수 문자는 쓸 수 없습니다.',
      ],
      [
        'an isolate in the phone',
        '{"name":"홍","phone":"\\u2066010\\u2069","consent":true}',
        '연락처에 글자 방향을 바꾸는 특수 문자는 쓸 수 없습니다.',
      ],
    ];
    it.each(unreadable)('refuses %s with a Korean 400, storing nothing', async (_label, body, message) => {
      const response = await postJson('popup', body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: { code: 'validation_failed', message } });
      expect(rows()).toEqual([]);
    });

    it('stores text in NFC and counts its length after normalising', async () => {
      const jamo = '가'.repeat(LEAD_LIMITS.name).normalize('NFD');
      expect(jamo.length).toBe(LEAD_LIMITS.name * 2);
      const response = await postJson('popup', lead({ name: jamo, message: '방문\n희망'.normalize('NFD') }));
      expect(response.status).toBe(201);
      expect(rows()[0]?.name).toBe('가'.repeat(LEAD_LIMITS.name));
      expect(rows()[0]?.message).toBe('방문\n희망');
    });

    it.each(invalidJson)(
      'refuses %s with its status and Korean message, storing nothing',
      async (_label, body, status, code, message) => {
        const response = await postJson('popup', body);
        expect(response.status).toBe(status);
        expect(await response.json()).toEqual({ error: { code, message } });
        expect(rows()).toHaveLength(0);
      },
    );

    it('gives malformed JSON the same Korean reason on the page a browser asked for as in JSON', async () => {
      const response = await postJson('popup', '{"name": "홍길동",', { accept: 'text/html' });
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const html = await response.text();
      expect(html).toContain('<li>요청 본문이 올바른 JSON 형식이 아닙니다.</li>');
      expect(html).toContain('<p>입력하신 내용을 확인한 뒤 다시 보내 주세요.</p>');
      expect(rows()).toHaveLength(0);
    });

    it('refuses a body over 32 KB with 413', async () => {
      const response = await postJson('popup', lead({ message: 'x'.repeat(40 * 1024) }));
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({
        error: { code: 'payload_too_large', message: '요청 본문이 너무 큽니다.' },
      });
      const page = await postForm('visit', {
        name: 'a',
        phone: '01012345678',
        consent: 'on',
        message: '가'.repeat(4000),
      });
      expect(page.status).toBe(413);
      expect(await page.text()).toContain('<li>요청 본문이 너무 큽니다.</li>');
      expect(rows()).toHaveLength(0);
    });

    it.each(['text/plain', 'multipart/form-data; boundary=x', 'application/xml'])(
      'refuses %s with 415',
      async (type) => {
        const response = await postJson('popup', JSON.stringify(lead()), { 'content-type': type });
        expect(response.status).toBe(415);
        expect(await response.json()).toEqual({
          error: {
            code: 'unsupported_media_type',
            message:
              '지원하지 않는 요청 형식입니다. JSON 또는 폼 형식(application/x-www-form-urlencoded)으로 보내 주세요.',
          },
        });
      },
    );

    it('answers an unknown form with 404', async () => {
      const response = await postJson('newsletter', lead());
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        error: { code: 'lead_form_not_found', message: '알 수 없는 신청서입니다.' },
      });
    });

    it.each([
      [
        'application/x-www-form-urlencoded;charset=UTF-8',
        new URLSearchParams({ name: '문자셋', phone: '010', consent: 'on' }).toString(),
      ],
      ['application/json; charset=utf-8', JSON.stringify(lead({ name: '문자셋' }))],
    ])('accepts %s (media type parameters)', async (type, body) => {
      const response = await postJson('popup', body, { 'content-type': type });
      expect(response.status).toBe(201);
      expect(rows().map((row) => row.name)).toEqual(['문자셋']);
    });

    it('treats a repeated form field as a type error', async () => {
      const response = await fetch(`${server.baseUrl}/api/leads/popup`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
          'x-forwarded-for': nextClient(),
        },
        body: 'name=a&name=b&phone=010&consent=on',
      });
      expect(await response.json()).toEqual({ error: { code: 'validation_failed', message: LEAD_MESSAGES.nameType } });
    });

    it('answers a filled honeypot like a stored lead but stores nothing', async () => {
      const body = lead({ _gotcha: 'https://spam.example' });
      const response = await postJson('visit', body);
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual({ ok: true, id: body.id });
      const page = await postForm('visit', { name: 'bot', phone: '01012345678', consent: 'on', _gotcha: 'x' });
      expect(page.status).toBe(201);
      expect(await page.text()).toContain('등록이 완료되었습니다.');
      // Even an otherwise invalid bot post gets the same answer.
      expect((await postJson('popup', { _gotcha: 'x' })).status).toBe(201);
      expect(rows()).toHaveLength(0);
    });

    it('does not ask for the CSRF guard that protects the rest of the API (public cross-site form)', async () => {
      const response = await postForm(
        'visit',
        { name: '방문객', phone: '01012345678', consent: 'on' },
        { origin: 'https://partner.example' },
      );
      expect(response.status).toBe(201);
    });

    it('leaves the CSRF guard on everything else under /api/leads/', async () => {
      const response = await postForm(
        'visit/extra',
        { name: '방문객', phone: '01012345678', consent: 'on' },
        { origin: 'https://partner.example' },
      );
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ error: { code: 'cross_origin_rejected' } });
    });
  });

  describe('rate limit', () => {
    it(`accepts ${DEFAULT_LEADS_OPTIONS.rateLimit.max} submissions per client, then answers 429 in Korean`, async () => {
      const client = { 'x-forwarded-for': '192.0.2.50' };
      const { max } = DEFAULT_LEADS_OPTIONS.rateLimit;
      for (let i = 0; i < max; i += 1) {
        expect((await postJson('popup', lead(), client)).status).toBe(201);
      }
      const refused = await postJson('popup', lead(), client);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refused.json()).toEqual({
        error: { code: 'too_many_requests', message: '신청이 너무 많습니다. 10분 후에 다시 시도해 주세요.' },
      });
      const page = await postForm('visit', { name: 'a', phone: '01012345678', consent: 'on' }, client);
      expect(page.status).toBe(429);
      expect(await page.text()).toContain('<li>신청이 너무 많습니다. 10분 후에 다시 시도해 주세요.</li>');
      expect(rows()).toHaveLength(max);
      // Another visitor is not affected.
      expect((await postJson('popup', lead(), { 'x-forwarded-for': '192.0.2.51' })).status).toBe(201);
    });
  });

  describe('GET /api/leads (administrators)', () => {
    const list = (query = '', cookie = adminCookie) =>
      fetch(`${server.baseUrl}/api/leads${query}`, { headers: cookie ? { cookie } : {} });

    async function seed(form: string, isoTime: string, name: string) {
      server.setTime(Date.parse(isoTime));
      const response = await postJson(form, lead({ name, phone: '01012345678' }));
      expect(response.status).toBe(201);
    }

    it('requires an administrator: 401 signed out, 403 for a member', async () => {
      const anonymous = await list('', '');
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toEqual({ error: { code: 'unauthorized', message: '로그인이 필요합니다.' } });
      const member = await list('', memberCookie);
      expect(member.status).toBe(403);
      expect(await member.json()).toEqual({ error: { code: 'forbidden', message: '관리자만 할 수 있는 작업입니다.' } });
    });

    it('lists newest first and filters by form and Korean calendar days (both inclusive)', async () => {
      await seed('popup', '2025-03-01T00:30:00+09:00', '삼월일일');
      await seed('visit', '2025-03-02T23:59:00+09:00', '삼월이일');
      await seed('customer', '2025-03-03T00:00:00+09:00', '삼월삼일');
      const all = (await (await list()).json()) as LeadPage;
      expect(all.items.map((item) => item.name)).toEqual(['삼월삼일', '삼월이일', '삼월일일']);
      expect(all.nextCursor).toBeNull();
      expect(all.items[0]).toMatchObject({
        form: 'customer',
        consent: true,
        consentVersion: LEAD_CONSENT.version,
        createdAt: '2025-03-02T15:00:00.000Z',
      });
      expect(all.items[0]).not.toHaveProperty('ip_hash');

      const names = async (query: string) => ((await (await list(query)).json()) as LeadPage).items.map((i) => i.name);
      expect(await names('?form=visit')).toEqual(['삼월이일']);
      expect(await names('?from=2025-03-02&to=2025-03-02')).toEqual(['삼월이일']);
      expect(await names('?from=2025-03-02')).toEqual(['삼월삼일', '삼월이일']);
      expect(await names('?to=2025-03-01')).toEqual(['삼월일일']);
      expect(await names('?form=&from=&to=')).toHaveLength(3);
    });

    it('pages through many leads without gaps or repeats, also when they share a timestamp', async () => {
      server.setTime(Date.parse('2025-04-01T09:00:00+09:00'));
      const total = LEADS_PAGE_SIZE * 2 + 5;
      for (let i = 0; i < total; i += 1) await postJson('popup', lead({ name: `고객${i}` }));
      const seen: string[] = [];
      let cursor: string | null = '';
      while (cursor !== null) {
        const page = (await (await list(cursor ? `?cursor=${cursor}` : '')).json()) as LeadPage;
        seen.push(...page.items.map((item) => item.id));
        cursor = page.nextCursor;
      }
      expect(seen).toHaveLength(total);
      expect(new Set(seen).size).toBe(total);
    });

    it.each([
      ['?form=newsletter', 'validation_failed', LEADS_QUERY_MESSAGES.form],
      ['?from=2025-13-01', 'validation_failed', LEADS_QUERY_MESSAGES.date],
      ['?from=2025-02-30', 'validation_failed', LEADS_QUERY_MESSAGES.date],
      ['?to=yesterday', 'validation_failed', LEADS_QUERY_MESSAGES.date],
      ['?from=2025-03-02&to=2025-03-01', 'validation_failed', LEADS_QUERY_MESSAGES.range],
      ['?form=popup&form=visit', 'validation_failed', LEADS_QUERY_MESSAGES.form],
      ['?cursor=nope!', 'invalid_cursor', LEADS_QUERY_MESSAGES.cursor],
    ])('refuses %s with 400', async (query, code, message) => {
      const response = await list(query);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: { code, message } });
    });
  });

  describe('GET /api/leads.csv (administrators)', () => {
    const csv = (query = '', cookie = adminCookie) =>
      fetch(`${server.baseUrl}/api/leads.csv${query ? `${query}&` : '?'}reason=test`, {
        headers: cookie ? { cookie } : {},
      });

    it('requires an administrator', async () => {
      expect((await csv('', '')).status).toBe(401);
      expect((await csv('', memberCookie)).status).toBe(403);
    });

    it('exports UTF-8 with a BOM, quoted cells, Korean intact and formulas neutralised', async () => {
      server.setTime(Date.parse('2025-05-05T14:03:09+09:00'));
      const id = randomUUID();
      await postJson('customer', {
        id,
        name: '=HYPERLINK("http://evil.example","클릭")',
        phone: '+82 10-1234-5678',
        message: '줄1\n줄2, "인용"\n@SUM(A1)',
        consent: true,
      });
      const response = await csv();
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="gagyeong-leads-\d{8}\.csv"$/);
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
      expect(
        text.startsWith(
          '\uFEFF"접수일시","신청서","이름","연락처","문의내용","상태","메모","상담 종료일시","개인정보 동의","동의일시","동의 문구 버전","첫 방문 페이지","유입 사이트","유입 경로","매체","캠페인","키워드","광고 소재",' +
            '"네이버 캠페인 유형","네이버 매체","네이버 광고그룹","네이버 광고그룹 유형","네이버 소재","네이버 키워드 ID",' +
            '"네이버 키워드","네이버 검색어","네이버 매치 방식","네이버 노출 순위","접수 ID"\r\n',
        ),
      ).toBe(true);
      expect(text).toContain(
        [
          '"2025-05-05 14:03:09"',
          '"고객상담"',
          '"\'=HYPERLINK(""http://evil.example"",""클릭"")"',
          '"\'+82 10-1234-5678"',
          '"줄1\n줄2, ""인용""\n@SUM(A1)"',
          '"신규"',
          '""',
          '""',
          '"동의"',
          '"2025-05-05 14:03:09"',
          `"${LEAD_CONSENT.version}"`,
          ...Array.from({ length: 17 }, () => '""'),
          `"${id}"`,
        ].join(','),
      );
      expect(text.endsWith('\r\n')).toBe(true);
    });

    it('streams a large export in chunks: every lead once, newest first, across batch boundaries', async () => {
      const insert = server.app.db.prepare(
        `INSERT INTO leads (id, form, name, phone, message, consent, consent_at, consent_version, ip_hash, created_at)
         VALUES (?, 'popup', ?, '010', '', 1, ?, 'v', 'h', ?)`,
      );
      // 1 201 leads, several sharing each timestamp, so batches end in the middle of a tie.
      server.app.db.transaction(() => {
        for (let i = 0; i < 1201; i += 1)
          insert.run(randomUUID(), `고객${i}`, 1000 + Math.floor(i / 3), 1000 + Math.floor(i / 3));
      })();
      const response = await csv();
      expect(response.headers.get('transfer-encoding')).toBe('chunked');
      expect(response.headers.get('content-length')).toBeNull();
      const lines = (await response.text()).split('\r\n').slice(1, -1);
      expect(lines).toHaveLength(1201);
      const names = lines.map((line) => line.split(',')[2]);
      expect(new Set(names).size).toBe(1201);
      const expected = server.app.db
        .prepare('SELECT name FROM leads ORDER BY created_at DESC, id DESC')
        .pluck()
        .all() as string[];
      expect(names).toEqual(expected.map((name) => `"${name}"`));
    });

    it('applies the same filters as the list', async () => {
      server.setTime(Date.parse('2025-06-01T10:00:00+09:00'));
      await postJson('popup', lead({ name: '팝업고객' }));
      await postJson('visit', lead({ name: '방문고객', phone: '01099998888' }));
      const text = await (await csv('?form=visit')).text();
      expect(text).toContain('"방문고객"');
      expect(text).not.toContain('팝업고객');
      expect((await csv('?from=bad')).status).toBe(400);
    });
  });
});
