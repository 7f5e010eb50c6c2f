import { randomUUID } from 'node:crypto';
import {
  ATTRIBUTION_FIELDS,
  ATTRIBUTION_LIMITS,
  ATTRIBUTION_MESSAGES,
  attributionColumn,
  EMPTY_ATTRIBUTION,
} from '@gagyeong/contracts/attribution';
import { TEXT_RULE_MESSAGES } from '@gagyeong/contracts/text-rules';
import { LEAD_STATS_MESSAGES, type LeadPage, type LeadStats } from '@gagyeong/contracts/leads';
import { startServerWithAccounts, type TestServer } from '../../test-support/test-server';

const kst = (iso: string) => Date.parse(`${iso}+09:00`);

describe('lead attribution and the dashboard figures', () => {
  let server: TestServer;
  let admin: string;
  let member: string;

  beforeAll(async () => {
    ({ server, admin, member } = await startServerWithAccounts({ trustProxy: { hops: 1 } }));
  });
  afterAll(() => server.close());
  beforeEach(() => server.reset('leads'));

  let client = 0;
  async function submit(form: string, at: number | undefined, fields: Record<string, unknown> = {}) {
    server.setTime(at);
    client += 1;
    return fetch(`${server.baseUrl}/api/leads/${form}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'x-forwarded-for': `10.9.${Math.floor(client / 250)}.${(client % 250) + 1}`,
      },
      body: JSON.stringify({ id: randomUUID(), name: '홍길동', phone: '010-1234-5678', consent: true, ...fields }),
    });
  }
  const get = async <T>(path: string, cookie = admin): Promise<T> => {
    const response = await fetch(`${server.baseUrl}${path}`, { headers: { cookie } });
    expect(response.status).toBe(200);
    return (await response.json()) as T;
  };

  it('has a column for every field of the contracts’ attribution table (migrations 0012 and 0013)', () => {
    const columns = server.app.db.prepare("SELECT name, type, dflt_value FROM pragma_table_info('leads')").all();
    expect(columns).toEqual(
      expect.arrayContaining(
        ATTRIBUTION_FIELDS.map((field) => ({ name: attributionColumn(field), type: 'TEXT', dflt_value: "''" })),
      ),
    );
  });

  it('stores what the form sent, normalised, and shows it in the inbox and the CSV', async () => {
    const response = await submit('popup', undefined, {
      landingPath: '/Brand/intro',
      referrerHost: 'search.naver.com',
      utmSource: ' naver ',
      utmMedium: 'cpc',
      utmCampaign: '\u1107\u1169\u11b7분양',
      utmTerm: '가경동 아파트',
      utmContent: 'banner-a',
      naverMedia: '27758',
      naverQuery: '가경동 아파트',
      naverKeyword: '가경파크시티',
      naverRank: '2',
    });
    expect(response.status).toBe(201);
    const page = await get<LeadPage>('/api/leads');
    expect(page.items[0]?.attribution).toEqual({
      ...EMPTY_ATTRIBUTION,
      landingPath: '/Brand/intro',
      referrerHost: 'search.naver.com',
      utmSource: 'naver',
      utmMedium: 'cpc',
      utmCampaign: '봄분양',
      utmTerm: '가경동 아파트',
      utmContent: 'banner-a',
      naverMedia: '27758',
      naverQuery: '가경동 아파트',
      naverKeyword: '가경파크시티',
      naverRank: '2',
    });
    const csv = await (
      await fetch(`${server.baseUrl}/api/leads.csv?reason=test`, { headers: { cookie: admin } })
    ).text();
    expect(csv).toContain(
      '"/Brand/intro","search.naver.com","naver","cpc","봄분양","가경동 아파트","banner-a","","27758","","","","",' +
        '"가경파크시티","가경동 아파트","","2"',
    );
  });

  it('accepts a lead without attribution, and a classic form post with it as hidden fields', async () => {
    expect((await submit('visit', undefined)).status).toBe(201);
    const form = await fetch(`${server.baseUrl}/api/leads/visit`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'text/html',
        'x-forwarded-for': '10.8.0.1',
      },
      body: new URLSearchParams({
        name: '폼고객',
        phone: '010-1234-5678',
        consent: 'on',
        landingPath: '/',
        utmSource: 'naver',
        utmMedium: 'cpc',
        utmTerm: '가경',
        naverKeyword: '가경',
        naverQuery: '가경동 아파트',
      }).toString(),
    });
    expect(form.status).toBe(201);
    expect(await form.text()).toContain('등록이 완료되었습니다.');
    const items = (await get<LeadPage>('/api/leads')).items;
    expect(items.map((item) => item.attribution.utmSource).sort()).toEqual(['', 'naver']);
    expect(items.find((item) => item.name === '폼고객')?.attribution).toEqual({
      ...EMPTY_ATTRIBUTION,
      landingPath: '/',
      utmSource: 'naver',
      utmMedium: 'cpc',
      utmTerm: '가경',
      naverKeyword: '가경',
      naverQuery: '가경동 아파트',
    });
  });

  it('refuses a classic form post whose hidden fields break the text rule with a Korean page, storing nothing', async () => {
    const form = await fetch(`${server.baseUrl}/api/leads/visit`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'text/html',
        'x-forwarded-for': '10.8.0.2',
      },
      body: new URLSearchParams({
        name: '폼고객',
        phone: '010-1234-5678',
        consent: 'on',
        naverRank: '1'.repeat(ATTRIBUTION_LIMITS.naverRank + 1),
      }).toString(),
    });
    expect(form.status).toBe(400);
    expect(form.headers.get('content-type')).toContain('text/html');
    expect(await form.text()).toContain(ATTRIBUTION_MESSAGES.tooLong);
    expect((await get<LeadPage>('/api/leads')).items).toHaveLength(0);
  });

  it.each([
    [{ utmSource: 'x'.repeat(ATTRIBUTION_LIMITS.utmSource + 1) }, ATTRIBUTION_MESSAGES.tooLong],
    [{ landingPath: '/'.repeat(ATTRIBUTION_LIMITS.landingPath + 1) }, ATTRIBUTION_MESSAGES.tooLong],
    [{ utmCampaign: 42 }, ATTRIBUTION_MESSAGES.type],
    [{ naverQuery: 'q'.repeat(ATTRIBUTION_LIMITS.naverQuery + 1) }, ATTRIBUTION_MESSAGES.tooLong],
    // The site's text rule (docs/decisions/0023-one-text-rule.md), as for every other field.
    [{ utmSource: 'naver\u202e' }, TEXT_RULE_MESSAGES.bidiControl('유입 경로')],
    [{ utmCampaign: '봄\u0000분양' }, TEXT_RULE_MESSAGES.controlCharacter('캠페인')],
  ])('refuses %j with a Korean 400 and stores nothing', async (fields, message) => {
    const response = await submit('popup', undefined, fields);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: 'validation_failed', message } });
    expect((await get<LeadPage>('/api/leads')).items).toHaveLength(0);
  });

  it('filters the inbox by source (campaign, else referring site), medium and campaign', async () => {
    await submit('popup', undefined, { utmSource: 'naver', utmMedium: 'cpc', utmCampaign: 'spring', name: '네이버' });
    await submit('popup', undefined, { referrerHost: 'blog.naver.com', name: '블로그' });
    await submit('visit', undefined, { utmSource: 'kakao', utmCampaign: 'spring', name: '카카오' });
    const names = async (query: string) =>
      (await get<LeadPage>(`/api/leads${query}`)).items.map((item) => item.name).sort();
    expect(await names('?source=naver')).toEqual(['네이버']);
    expect(await names('?source=blog.naver.com')).toEqual(['블로그']);
    expect(await names('?campaign=spring')).toEqual(['네이버', '카카오']);
    expect(await names('?medium=cpc&campaign=spring')).toEqual(['네이버']);
    const csv = await (
      await fetch(`${server.baseUrl}/api/leads.csv?reason=test&campaign=spring`, { headers: { cookie: admin } })
    ).text();
    expect(csv).toContain('"카카오"');
    expect(csv).not.toContain('"블로그"');
  });

  describe('GET /api/leads/stats', () => {
    it('is for administrators only', async () => {
      expect((await fetch(`${server.baseUrl}/api/leads/stats`)).status).toBe(401);
      expect((await fetch(`${server.baseUrl}/api/leads/stats`, { headers: { cookie: member } })).status).toBe(403);
    });

    it('counts per Korean day, source and form, across the Asia/Seoul midnight and a month boundary', async () => {
      // 23:59 on 31 January and 00:00 on 1 February in Korea are 14:59 and 15:00 UTC on 31 January.
      await submit('popup', kst('2026-01-31T23:59:59'), { utmSource: 'naver', utmCampaign: 'spring' });
      await submit('popup', kst('2026-02-01T00:00:00'), { utmSource: 'naver', utmCampaign: 'spring' });
      await submit('visit', kst('2026-02-01T09:00:00'), { referrerHost: 'search.daum.net' });
      await submit('customer', kst('2026-02-01T10:00:00'));
      await submit('popup', kst('2026-02-02T00:00:00'), {
        utmSource: 'kakao',
        utmMedium: 'sms',
        utmCampaign: 'spring',
      });
      // Outside the period on both sides.
      await submit('popup', kst('2026-01-30T23:59:59'), { utmSource: 'naver' });
      await submit('popup', kst('2026-02-03T00:00:00'), { utmSource: 'naver' });

      server.setTime(kst('2026-02-10T12:00:00'));
      const stats = await get<LeadStats>('/api/leads/stats?from=2026-01-31&to=2026-02-02');
      expect(stats.from).toBe('2026-01-31');
      expect(stats.to).toBe('2026-02-02');
      expect(stats.total).toBe(5);
      expect(stats.daily).toEqual([
        { day: '2026-01-31', source: 'naver', form: 'popup', count: 1 },
        { day: '2026-02-01', source: '', form: 'customer', count: 1 },
        { day: '2026-02-01', source: 'naver', form: 'popup', count: 1 },
        { day: '2026-02-01', source: 'search.daum.net', form: 'visit', count: 1 },
        { day: '2026-02-02', source: 'kakao', form: 'popup', count: 1 },
      ]);
      expect(stats.campaigns).toEqual([
        { source: 'naver', medium: '', campaign: 'spring', count: 2 },
        { source: '', medium: '', campaign: '', count: 1 },
        { source: 'kakao', medium: 'sms', campaign: 'spring', count: 1 },
        { source: 'search.daum.net', medium: '', campaign: '', count: 1 },
      ]);
    });

    it('defaults to the 30 Korean days ending today, by the injected clock', async () => {
      await submit('popup', kst('2026-03-02T00:00:00'));
      await submit('popup', kst('2026-03-31T23:59:00'));
      await submit('popup', kst('2026-03-01T23:59:59'));
      server.setTime(kst('2026-03-31T23:59:59'));
      const stats = await get<LeadStats>('/api/leads/stats');
      expect([stats.from, stats.to, stats.total]).toEqual(['2026-03-02', '2026-03-31', 2]);
    });

    it.each([
      ['?from=2026-02-10&to=2026-02-01', 'validation_failed'],
      ['?from=2024-01-01&to=2026-01-01', 'validation_failed'],
      ['?from=2026-02-30', 'validation_failed'],
    ])('400 for %s', async (query, code) => {
      const response = await fetch(`${server.baseUrl}/api/leads/stats${query}`, { headers: { cookie: admin } });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code } });
    });

    it('says the longest period in Korean', async () => {
      const response = await fetch(`${server.baseUrl}/api/leads/stats?from=2024-01-01&to=2026-01-01`, {
        headers: { cookie: admin },
      });
      expect(await response.json()).toEqual({
        error: { code: 'validation_failed', message: LEAD_STATS_MESSAGES.range },
      });
    });
  });
});
