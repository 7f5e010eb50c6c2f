import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { ApiErrorBodySchema, LoginResponseSchema, MeResponseSchema } from '@gagyeong/contracts/auth';
import { LeadAcceptedSchema, LeadPageSchema, LeadRecordSchema, LeadStatsSchema } from '@gagyeong/contracts/leads';
import { PressArticleSchema, PressPageSchema, PressViewsSchema } from '@gagyeong/contracts/press';
import { hashPassword } from '../features/auth/password';
import { totpCode } from '../features/auth/totp';
import { upsertUser } from '../features/auth/users';
import { cookieFrom, jsonInit, signedInCookie, startTestServer, type TestServer } from '../test-support/test-server';

/**
 * Every answer the browser reads parses with the contracts' response schemas (the ones the
 * browser's API client checks answers with), so server and browser cannot drift apart unnoticed.
 */

/** The body of `response` after checking its status, parsed with `schema` (issues shown on failure). */
async function answered<T>(response: Response, status: number, schema: v.GenericSchema<unknown, T>): Promise<T> {
  expect(response.status).toBe(status);
  const result = v.safeParse(schema, await response.json());
  expect(result.issues).toBeUndefined();
  if (!result.success) throw new Error('unreachable');
  return result.output;
}

describe('embedded API answers parse with the contracts response schemas', () => {
  let server: TestServer;
  let admin: string;
  const url = (p: string) => `${server.baseUrl}${p}`;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signedInCookie(server, 'admin@gagyeong.example', 'admin');
  });
  afterAll(() => server.close());

  it('auth: sign-in, me, sign-out and a refusal', async () => {
    const email = 'editor@gagyeong.example';
    const password = 'correct horse battery';
    upsertUser(server.app.db, { email, passwordHash: await hashPassword(password), role: 'member' }, server.app.now());

    const enrol = await fetch(url('/api/auth/login'), jsonInit(server, 'POST', { email, password }));
    const step = await answered(enrol, 200, LoginResponseSchema);
    if (!('enrolment' in step)) throw new Error('expected the enrolment step');
    const code = totpCode(step.enrolment.secret, server.app.now());
    const login = await fetch(url('/api/auth/login'), jsonInit(server, 'POST', { email, password, code }));
    const cookie = cookieFrom(login, 'gg_session') ?? '';
    expect(await answered(login, 200, LoginResponseSchema)).toEqual({
      user: { email, role: 'member' },
      recoveryCodes: expect.any(Array),
    });

    const me = await fetch(url('/api/auth/me'), { headers: { cookie } });
    expect(await answered(me, 200, MeResponseSchema)).toEqual({
      user: { email, role: 'member' },
      idleTimeoutMs: 1_800_000,
    });
    const logout = await fetch(url('/api/auth/logout'), jsonInit(server, 'POST', undefined, cookie));
    expect(logout.status).toBe(204);
    expect(await answered(await fetch(url('/api/auth/me')), 200, MeResponseSchema)).toEqual({
      user: null,
      idleTimeoutMs: 1_800_000,
    });

    const wrong = await fetch(url('/api/auth/login'), jsonInit(server, 'POST', { email, password: 'wrong password' }));
    await answered(wrong, 401, ApiErrorBodySchema);
  }, 30_000); // four scrypt checks (create, enrolment, sign-in, refusal)

  it('press: create, list, detail, views, update, delete and a refusal', async () => {
    const siteId = '가경파크시티';
    const created = await answered(
      await fetch(
        url('/api/press'),
        jsonInit(server, 'POST', { siteId, title: '제목', summary: '요약', content: '본문' }, admin),
      ),
      201,
      PressArticleSchema,
    );
    const page = await answered(
      await fetch(url(`/api/press?site=${encodeURIComponent(siteId)}`)),
      200,
      PressPageSchema,
    );
    expect(page.items.map((item) => item.id)).toContain(created.id);
    await answered(await fetch(url(`/api/press/${created.id}`)), 200, PressArticleSchema);
    const views = await answered(
      await fetch(url(`/api/press/${created.id}/views`), jsonInit(server, 'POST')),
      200,
      PressViewsSchema,
    );
    expect(views.views).toBe(1);
    const updated = await answered(
      await fetch(
        url(`/api/press/${created.id}`),
        jsonInit(server, 'PUT', { title: '새 제목', summary: '요약' }, admin),
      ),
      200,
      PressArticleSchema,
    );
    expect(updated.title).toBe('새 제목');
    const removed = await fetch(url(`/api/press/${created.id}`), jsonInit(server, 'DELETE', undefined, admin));
    expect(removed.status).toBe(204);
    await answered(await fetch(url(`/api/press/${created.id}`)), 404, ApiErrorBodySchema);
    await answered(
      await fetch(url('/api/press'), jsonInit(server, 'POST', { siteId, title: '' }, admin)),
      400,
      ApiErrorBodySchema,
    );
  });

  it('leads: a submission, the inbox list, stats, status, memo, delete and a refusal', async () => {
    const id = randomUUID();
    const lead = { id, name: '홍길동', phone: '010-1234-5678', consent: true, utmSource: 'naver' };
    const post = (body: unknown) =>
      fetch(url('/api/leads/popup'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
      });
    expect(await answered(await post(lead), 201, LeadAcceptedSchema)).toEqual({ ok: true, id });
    await answered(await post({ ...lead, id: randomUUID(), name: '' }), 400, ApiErrorBodySchema);

    const page = await answered(await fetch(url('/api/leads'), { headers: { cookie: admin } }), 200, LeadPageSchema);
    expect(page.items.find((item) => item.id === id)?.attribution.utmSource).toBe('naver');
    await answered(await fetch(url('/api/leads/stats'), { headers: { cookie: admin } }), 200, LeadStatsSchema);

    const patch = (body: unknown) => fetch(url(`/api/leads/${id}`), jsonInit(server, 'PATCH', body, admin));
    expect((await answered(await patch({ status: 'contacted' }), 200, LeadRecordSchema)).status).toBe('contacted');
    expect((await answered(await patch({ memo: '내일 연락' }), 200, LeadRecordSchema)).memo).toBe('내일 연락');
    await answered(await patch({}), 400, ApiErrorBodySchema);

    const removed = await fetch(url(`/api/leads/${id}`), jsonInit(server, 'DELETE', undefined, admin));
    expect(removed.status).toBe(204);
    await answered(await fetch(url('/api/leads'), { headers: {} }), 401, ApiErrorBodySchema);
  });
});
