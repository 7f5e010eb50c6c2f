import { PressApiError } from '../press-backend';
import { createLocalBackend } from './create-local-backend';

/** The adapter's boundary is `fetch`: every test answers it the way the server does. */
function answer(status: number, body?: unknown): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    json: async () => {
      if (body === undefined) throw new SyntaxError('Unexpected end of JSON input');
      return body;
    },
  } as Response;
}

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
const SLUG = '가경파크시티';
const summary = { id: 'a1', siteId: SLUG, title: '제목', summary: '요약', date: '2025-03-14T06:05:00.000Z', views: 3 };

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

function lastCall(): { url: string; init: RequestInit } {
  const call = fetchMock.mock.calls[fetchMock.mock.calls.length - 1];
  if (!call) throw new Error('fetch was not called');
  return { url: call[0], init: call[1] };
}

describe('local press backend (embedded server API)', () => {
  const backend = createLocalBackend('/api');

  it('lists a page by site slug, then by cursor, with same-origin credentials', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { items: [summary], nextCursor: 'abc_-1' }));
    await expect(backend.listPage(SLUG, null)).resolves.toEqual({ items: [summary], nextCursor: 'abc_-1' });
    expect(lastCall().url).toBe(`/api/press?site=${encodeURIComponent(SLUG)}`);
    expect(lastCall().init).toMatchObject({ method: 'GET', credentials: 'same-origin' });
    expect(lastCall().init.headers).not.toHaveProperty('Content-Type');

    fetchMock.mockResolvedValueOnce(answer(200, { items: [], nextCursor: null }));
    await backend.listPage(SLUG, 'abc_-1');
    expect(lastCall().url).toBe(`/api/press?site=${encodeURIComponent(SLUG)}&cursor=abc_-1`);

    fetchMock.mockResolvedValueOnce(answer(200, { items: [], nextCursor: null }));
    await backend.listPageAt(SLUG, 3);
    expect(lastCall().url).toBe(`/api/press?site=${encodeURIComponent(SLUG)}&page=3`);
  });

  it('reads one article and answers null for a 404', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { ...summary, content: '본문' }));
    await expect(backend.getArticle('a1')).resolves.toEqual({ ...summary, content: '본문' });
    expect(lastCall().url).toBe('/api/press/a1');

    fetchMock.mockResolvedValueOnce(
      answer(404, { error: { code: 'press_not_found', message: '보도자료를 찾을 수 없습니다.' } }),
    );
    await expect(backend.getArticle('gone')).resolves.toBeNull();
  });

  it('percent-encodes ids in paths', async () => {
    fetchMock.mockResolvedValueOnce(answer(404, { error: { code: 'press_not_found', message: '없음' } }));
    await backend.getArticle('../auth/me');
    expect(lastCall().url).toBe('/api/press/..%2Fauth%2Fme');
  });

  it('counts a view with POST and returns the server count; 404 → null', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { views: 4 }));
    await expect(backend.incrementViews('a1')).resolves.toBe(4);
    expect(lastCall().url).toBe('/api/press/a1/views');
    expect(lastCall().init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(lastCall().init.body).toBeUndefined();

    fetchMock.mockResolvedValueOnce(answer(404, { error: { code: 'press_not_found', message: '없음' } }));
    await expect(backend.incrementViews('gone')).resolves.toBeNull();
  });

  it('creates an article with a JSON body and returns the 201 article', async () => {
    const created = { ...summary, id: 'n1', views: 0, content: '본문' };
    fetchMock.mockResolvedValueOnce(answer(201, created));
    const input = { siteId: SLUG, title: '제목', summary: '요약', content: '본문' };
    await expect(backend.createArticle(input)).resolves.toEqual(created);
    expect(lastCall().url).toBe('/api/press');
    expect(lastCall().init).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(JSON.parse(String(lastCall().init.body))).toEqual(input);
  });

  it.each([
    [400, 'validation_failed', '제목은 200자 이하로 입력해 주세요.'],
    [401, 'unauthorized', '로그인이 필요합니다.'],
    [403, 'forbidden', '관리자만 할 수 있는 작업입니다.'],
    [413, 'payload_too_large', '요청 본문이 너무 큽니다.'],
  ])('rejects a %i on create with the server message', async (status, code, message) => {
    fetchMock.mockResolvedValueOnce(answer(status, { error: { code, message } }));
    const error = await backend
      .createArticle({ siteId: SLUG, title: 't', summary: 's', content: '' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PressApiError);
    expect(error).toMatchObject({ message, code, status });
  });

  it('turns a network failure and a non-JSON answer into Korean errors', async () => {
    // Twice: the API client repeats a read's network failure once.
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(backend.listPage(SLUG, null)).rejects.toMatchObject({
      code: 'network',
      message: expect.stringContaining('네트워크 오류'),
    });

    fetchMock.mockResolvedValueOnce(answer(502));
    await expect(backend.listPage(SLUG, null)).rejects.toMatchObject({
      status: 502,
      message: '서비스를 잠시 사용할 수 없습니다. 잠시 후 다시 시도해 주세요.',
    });

    fetchMock.mockResolvedValueOnce(answer(200, { unexpected: true }));
    await expect(backend.listPage(SLUG, null)).rejects.toMatchObject({ code: 'invalid_response' });
  });

  it('signs in with what was typed and reports the user to auth listeners at once', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { user: null })); // the listener's first `me`
    const listener = jest.fn();
    const stop = backend.auth.onAuthChange(listener);
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(listener).toHaveBeenLastCalledWith(null);

    fetchMock.mockResolvedValueOnce(answer(200, { user: { email: 'admin@example.kr', role: 'admin' } }));
    await expect(backend.auth.signIn('admin@example.kr', 'typed password', '123456')).resolves.toEqual({
      user: { email: 'admin@example.kr', role: 'admin' },
    });
    expect(lastCall().url).toBe('/api/auth/login');
    expect(JSON.parse(String(lastCall().init.body))).toEqual({
      email: 'admin@example.kr',
      password: 'typed password',
      code: '123456',
    });
    expect(listener).toHaveBeenLastCalledWith({ email: 'admin@example.kr', role: 'admin' });

    fetchMock.mockResolvedValueOnce(answer(204));
    await backend.auth.signOut();
    expect(lastCall().url).toBe('/api/auth/logout');
    expect(lastCall().init.method).toBe('POST');
    expect(listener).toHaveBeenLastCalledWith(null);
    expect(listener).toHaveBeenCalledTimes(3);
    stop();
  });

  it('hands on the enrolment key, and tells listeners only once the recovery codes were shown', async () => {
    const listener = jest.fn();
    fetchMock.mockResolvedValueOnce(answer(200, { user: null }));
    const stop = backend.auth.onAuthChange(listener);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const enrolment = { otpauthUri: 'otpauth://totp/x?secret=ABC', secret: 'ABC' };
    fetchMock.mockResolvedValueOnce(answer(200, { enrolment }));
    await expect(backend.auth.signIn('admin@example.kr', 'typed password')).resolves.toEqual({ enrolment });
    expect(JSON.parse(String(lastCall().init.body))).toEqual({ email: 'admin@example.kr', password: 'typed password' });

    const user = { email: 'admin@example.kr', role: 'admin' };
    fetchMock.mockResolvedValueOnce(answer(200, { user, recoveryCodes: ['aaaa-bbbb-cccc-dddd'] }));
    const outcome = await backend.auth.signIn('admin@example.kr', 'typed password', '654321');
    if (!('finish' in outcome)) throw new Error('expected the recovery codes');
    expect(outcome.recoveryCodes).toEqual(['aaaa-bbbb-cccc-dddd']);
    expect(listener).toHaveBeenLastCalledWith(null);
    outcome.finish();
    expect(listener).toHaveBeenLastCalledWith(user);
    stop();
  });

  it('rejects a wrong password with the server message', async () => {
    fetchMock.mockResolvedValueOnce(
      answer(401, { error: { code: 'invalid_credentials', message: '이메일 또는 비밀번호가 올바르지 않습니다.' } }),
    );
    await expect(backend.auth.signIn('admin@example.kr', 'wrong')).rejects.toMatchObject({
      status: 401,
      message: '이메일 또는 비밀번호가 올바르지 않습니다.',
    });
  });

  it('asks the server who is signed in', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { user: { email: 'm@example.kr', role: 'member' } }));
    await expect(backend.auth.currentUser()).resolves.toEqual({ email: 'm@example.kr', role: 'member' });
    expect(lastCall().url).toBe('/api/auth/me');
    expect(lastCall().init).toMatchObject({ method: 'GET', credentials: 'same-origin' });
  });
});
