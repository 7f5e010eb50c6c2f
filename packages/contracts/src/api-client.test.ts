import * as v from 'valibot';
import { API_ERROR_CODES, ApiError, apiBaseOf, createApiClient } from './api-client';
import { MeResponseSchema } from './auth';
import { EMPTY_ATTRIBUTION } from './attribution';
import { DEFAULT_SITE_CONFIG } from './config';
import { LeadRecordSchema } from './leads';
import { PressViewsSchema } from './press';

const MESSAGES = {
  network: '연결하지 못했습니다.',
  unexpected: '알 수 없는 오류입니다.',
  forStatus: (status: number) => (status === 502 ? '잠시 사용할 수 없습니다.' : undefined),
};

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const offline = () => new TypeError('Failed to fetch');

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

/** `call` fails with an ApiError like `expected`, having fetched `fetches` times. */
async function expectFailure(call: Promise<unknown>, expected: Partial<ApiError>, fetches: number) {
  expect(await failureOf(call)).toMatchObject(expected);
  expect(fetchMock).toHaveBeenCalledTimes(fetches);
}

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe('createApiClient', () => {
  const api = createApiClient({ baseUrl: '/api/', messages: MESSAGES });

  it('builds URLs under the base with encoded segments and the given query', () => {
    expect(api.url(['press', '../auth/me'])).toBe('/api/press/..%2Fauth%2Fme');
    expect(api.url(['press'], { site: '가경', cursor: null })).toBe(`/api/press?site=${encodeURIComponent('가경')}`);
  });

  it('sends JSON with the same-origin cookie and checks the answer with the schema', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { views: 4, extra: 'dropped' }));
    await expect(api.json('/api/press/a/views', PressViewsSchema, { method: 'POST', body: { a: 1 } })).resolves.toEqual(
      {
        views: 4,
      },
    );
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/press/a/views');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{"a":1}' });
    expect(init?.headers).toEqual({ Accept: 'application/json', 'Content-Type': 'application/json' });

    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await api.send('/api/press/a', { method: 'DELETE' });
    expect(fetchMock.mock.calls[1]?.[1]?.headers).toEqual({ Accept: 'application/json' });
  });

  it("fails with the server's code and Korean message, or the caller's message without one", async () => {
    fetchMock.mockResolvedValueOnce(
      json(403, { error: { code: 'forbidden', message: '관리자만 할 수 있는 작업입니다.' } }),
    );
    expect(await failureOf(api.send('/api/press/a', { method: 'DELETE' }))).toMatchObject({
      code: 'forbidden',
      message: '관리자만 할 수 있는 작업입니다.',
      status: 403,
    });

    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(await failureOf(api.json('/api/auth/me', MeResponseSchema))).toMatchObject({
      code: API_ERROR_CODES.httpError,
      message: '잠시 사용할 수 없습니다.',
      status: 502,
    });

    fetchMock.mockResolvedValueOnce(new Response('', { status: 418 }));
    expect(await failureOf(api.json('/api/auth/me', MeResponseSchema))).toMatchObject({ message: MESSAGES.unexpected });
  });

  it('refuses an ok answer that is not what the API answers', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { user: { email: 'a@example.kr', role: 'owner' } }));
    expect(await failureOf(api.json('/api/auth/me', MeResponseSchema))).toMatchObject({
      code: API_ERROR_CODES.invalidResponse,
      message: MESSAGES.unexpected,
      status: 200,
    });
    fetchMock.mockResolvedValueOnce(new Response('<html></html>', { status: 200 }));
    expect(await failureOf(api.json('/api/auth/me', MeResponseSchema))).toMatchObject({
      code: API_ERROR_CODES.invalidResponse,
    });
  });

  it('repeats a read once, at once, when it got no answer', async () => {
    fetchMock.mockRejectedValueOnce(offline()).mockResolvedValueOnce(json(200, { user: null }));
    await expect(api.json('/api/auth/me', MeResponseSchema)).resolves.toEqual({ user: null });
    expect(fetchMock).toHaveBeenCalledTimes(2);

    fetchMock.mockReset();
    fetchMock.mockRejectedValue(offline());
    await expectFailure(
      api.json('/api/auth/me', MeResponseSchema),
      { code: API_ERROR_CODES.network, message: MESSAGES.network, status: 0 },
      2,
    );
  });

  it('never repeats a write (it may have arrived) nor an answered read', async () => {
    fetchMock.mockRejectedValueOnce(offline()).mockResolvedValueOnce(json(201, { views: 1 }));
    await expectFailure(
      api.json('/api/press/a/views', PressViewsSchema, { method: 'POST' }),
      { code: API_ERROR_CODES.network },
      1,
    );

    fetchMock.mockReset();
    fetchMock.mockResolvedValueOnce(json(500, { error: { code: 'internal_error', message: '서버 오류' } }));
    await expectFailure(api.json('/api/auth/me', MeResponseSchema), { status: 500 }, 1);
  });

  /** A fetch that only ends when its signal aborts, as the browser's does. */
  const hanging = (_url: string, init: RequestInit) =>
    new Promise<Response>((_resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });

  it('gives up on a call that does not answer in time, without repeating it', async () => {
    fetchMock.mockImplementation(hanging);
    const slow = createApiClient({ messages: MESSAGES, timeoutMs: 20 });
    await expectFailure(
      slow.json('/api/auth/me', MeResponseSchema),
      { code: API_ERROR_CODES.timeout, message: MESSAGES.network, status: 0 },
      1,
    );
  });

  it("stops when the caller's signal aborts", async () => {
    fetchMock.mockImplementation(hanging);
    const controller = new AbortController();
    const pending = failureOf(api.json('/api/auth/me', MeResponseSchema, { signal: controller.signal }));
    controller.abort();
    expect(await pending).toMatchObject({ code: API_ERROR_CODES.aborted, status: 0 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('on the server, sends the headers it was made with and stops with its signal', async () => {
    const controller = new AbortController();
    const server = createApiClient({
      baseUrl: 'http://127.0.0.1:8080/api',
      messages: MESSAGES,
      headers: { cookie: 'gg_session=abc' },
      signal: controller.signal,
    });
    fetchMock.mockResolvedValueOnce(json(200, { user: null }));
    await server.json(server.url(['auth', 'me']), MeResponseSchema);
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toEqual({ cookie: 'gg_session=abc', Accept: 'application/json' });

    fetchMock.mockImplementation(hanging);
    const pending = failureOf(server.json(server.url(['auth', 'me']), MeResponseSchema));
    controller.abort();
    expect(await pending).toMatchObject({ code: API_ERROR_CODES.aborted, status: 0 });
  });
});

describe('apiBaseOf', () => {
  it("reads the local backend's base, and the host's /api otherwise", () => {
    expect(apiBaseOf({ backend: { mode: 'local', apiBase: '/custom-api' } })).toBe('/custom-api');
    expect(
      apiBaseOf({
        backend: { mode: 'firebase', firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p', appId: 'a' } },
      }),
    ).toBe('/api');
    expect(apiBaseOf(DEFAULT_SITE_CONFIG)).toBe('/api');
  });
});

describe('LeadRecordSchema', () => {
  const stored = {
    id: 'l1',
    form: 'visit',
    status: 'new',
    memo: '',
    closedAt: null,
    name: '홍길동',
    phone: '01012345678',
    message: '',
    consent: true,
    consentAt: '2026-11-01T00:00:00.000Z',
    createdAt: '2026-11-01T00:00:00.000Z',
  };

  it('reads a lead from a server that does not send attribution, version, user agent or last change yet', () => {
    expect(v.parse(LeadRecordSchema, { ...stored, attribution: 'unknown', extra: 1 })).toEqual({
      ...stored,
      consentVersion: '',
      userAgent: '',
      attribution: EMPTY_ATTRIBUTION,
      changedBy: null,
      changedAt: null,
    });
    expect(
      v.parse(LeadRecordSchema, { ...stored, consent: 'yes', attribution: { utmSource: 'naver', utmTerm: 3 } }),
    ).toMatchObject({
      consent: false,
      attribution: { utmSource: 'naver', utmTerm: '', landingPath: '' },
    });
  });

  it('refuses a lead of an unknown form or status', () => {
    expect(v.safeParse(LeadRecordSchema, { ...stored, form: 'other' }).success).toBe(false);
    expect(v.safeParse(LeadRecordSchema, { ...stored, status: 'lost' }).success).toBe(false);
  });
});
