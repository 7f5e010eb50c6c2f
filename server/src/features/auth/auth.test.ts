import { hashPassword } from './password';
import { totpCode, totpStep } from './totp';
import { findUserByEmail, upsertUser } from './users';
import { cookieFrom, jsonInit, startTestServer, type TestServer } from '../../test-support/test-server';

// Each sign-in is a real scrypt check (and a TOTP code); a busy machine needs more than 5 s for some tests.
jest.setTimeout(30_000);

const ADMIN = { email: 'admin@gagyeong.example', password: 'correct horse battery' };
const WRONG = '이메일 또는 비밀번호가 올바르지 않습니다.';

/** The TOTP keys of the accounts these tests made, and the last step each used. */
const enrolled = new WeakMap<TestServer, Map<string, { secret: string; password: string; lastStep: number }>>();

/** An account with its second factor already enrolled (the enrolment itself: second-factor.test.ts). */
async function addUser(server: TestServer, email: string, password: string, role: 'admin' | 'member') {
  const { db, now } = server.app;
  upsertUser(db, { email, passwordHash: await hashPassword(password), role }, now());
  db.prepare('UPDATE users SET totp_confirmed_at = ? WHERE email = ?').run(now(), email);
  const secret = findUserByEmail(db, email)?.totp_secret ?? '';
  const keys = enrolled.get(server) ?? new Map<string, { secret: string; password: string; lastStep: number }>();
  keys.set(email, { secret, password, lastStep: keys.get(email)?.lastStep ?? 0 });
  enrolled.set(server, keys);
}

/**
 * POST /api/auth/login. With an enrolled account's email and its right password and no `code`,
 * the authenticator's code is added, from a time step not used yet (the clock moves on when needed).
 */
function login(server: TestServer, body: unknown, headers: Record<string, string> = {}) {
  let sent = body;
  const key =
    typeof body === 'object' && body !== null && !Array.isArray(body) && !('code' in body)
      ? enrolled.get(server)?.get(
          String((body as { email?: unknown }).email)
            .trim()
            .toLowerCase(),
        )
      : undefined;
  if (key && (body as { password?: unknown }).password === key.password) {
    // This step's code, else the next one's (accepted for clock drift), else wait for a new step.
    let step = totpStep(server.app.now());
    if (step <= key.lastStep) step += 1;
    if (step <= key.lastStep) {
      server.advance((key.lastStep - step + 1) * 30_000);
      step = key.lastStep + 1;
    }
    key.lastStep = step;
    sent = { ...(body as object), code: totpCode(key.secret, step * 30_000) };
  }
  const init = jsonInit(server, 'POST', sent);
  return fetch(`${server.baseUrl}/api/auth/login`, { ...init, headers: { ...(init.headers as object), ...headers } });
}

function me(server: TestServer, cookie?: string) {
  return fetch(`${server.baseUrl}/api/auth/me`, { headers: cookie ? { cookie } : {} });
}

describe('sign-in, session and sign-out', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ sessionTtlMs: 60_000 });
    await addUser(server, ADMIN.email, ADMIN.password, 'admin');
  });
  afterAll(() => server.close());

  it('signs in with what was typed and sets a safe session cookie', async () => {
    const response = await login(server, ADMIN);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ user: { email: ADMIN.email, role: 'admin' } });
    const setCookie = response.headers.getSetCookie().find((cookie) => cookie.startsWith('gg_session=')) ?? '';
    expect(setCookie).toMatch(/^gg_session=[A-Za-z0-9_-]{43}; /);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).toContain('Max-Age=60');
    expect(setCookie).not.toContain('Secure'); // plain http
  });

  it('treats the email case-insensitively and trims it', async () => {
    const response = await login(server, { email: `  ${ADMIN.email.toUpperCase()} `, password: ADMIN.password });
    expect(response.status).toBe(200);
  });

  it('stores only hashes: scrypt for the password, SHA-256 for the session token', async () => {
    const cookie = cookieFrom(await login(server, ADMIN), 'gg_session') ?? '';
    const token = cookie.split('=')[1] ?? '';
    const { db } = server.app;
    const hash = db.prepare('SELECT password_hash FROM users WHERE email = ?').pluck().get(ADMIN.email);
    expect(hash).toMatch(/^scrypt\$/);
    expect(String(hash)).not.toContain(ADMIN.password);
    const stored = db.prepare('SELECT token_hash FROM sessions').pluck().all() as string[];
    expect(stored).not.toContain(token);
    expect(stored.every((h) => /^[0-9a-f]{64}$/.test(h))).toBe(true);
  });

  it.each([
    ['a wrong password', { email: ADMIN.email, password: 'wrong password!' }],
    ['an unknown email', { email: 'nobody@gagyeong.example', password: ADMIN.password }],
  ])('refuses %s with 401 and the same Korean message', async (_label, body) => {
    const response = await login(server, body);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { code: 'invalid_credentials', message: WRONG } });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it.each([
    [{ password: 'x' }, '이메일을 입력해 주세요.'],
    [{ email: 'not-an-email', password: 'x' }, '이메일 형식이 올바르지 않습니다.'],
    [{ email: ADMIN.email }, '비밀번호를 입력해 주세요.'],
    [{ email: ADMIN.email, password: 12345 }, '비밀번호를 입력해 주세요.'],
    [[1, 2], '요청 본문은 JSON 객체여야 합니다.'],
  ])('rejects malformed sign-in %j with 400', async (body, message) => {
    const response = await login(server, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: 'validation_failed', message } });
  });

  it('GET /api/auth/me: the user with a valid cookie, null without, never cached', async () => {
    const cookie = cookieFrom(await login(server, ADMIN), 'gg_session');
    const signedIn = await me(server, cookie);
    expect(signedIn.headers.get('cache-control')).toBe('no-store');
    expect(await signedIn.json()).toEqual({ user: { email: ADMIN.email, role: 'admin' }, idleTimeoutMs: 1_800_000 });
    expect(await (await me(server)).json()).toEqual({ user: null, idleTimeoutMs: 1_800_000 });
    expect(await (await me(server, 'gg_session=forged-token')).json()).toEqual({
      user: null,
      idleTimeoutMs: 1_800_000,
    });
  });

  it('expires the session after SESSION_TTL_MS and drops the stale cookie', async () => {
    // A fixed clock: the test's own time, not how long the machine takes to answer.
    server.setTime(Date.now());
    const cookie = cookieFrom(await login(server, ADMIN), 'gg_session');
    server.advance(59_000);
    expect((await (await me(server, cookie)).json()).user).toEqual({ email: ADMIN.email, role: 'admin' });
    server.advance(1_001);
    const expired = await me(server, cookie);
    expect((await expired.json()).user).toBeNull();
    expect(expired.headers.getSetCookie().join()).toMatch(/gg_session=; Max-Age=0/);
    server.setTime(undefined);
  });

  it('signs out: 204, cookie cleared, and the old token no longer works', async () => {
    const cookie = cookieFrom(await login(server, ADMIN), 'gg_session') ?? '';
    const response = await fetch(`${server.baseUrl}/api/auth/logout`, jsonInit(server, 'POST', undefined, cookie));
    expect(response.status).toBe(204);
    expect(response.headers.getSetCookie().join()).toMatch(
      /gg_session=; Max-Age=0; .*Path=\/; HttpOnly; SameSite=Strict/,
    );
    expect((await (await me(server, cookie)).json()).user).toBeNull();
  });

  it('changing the password (create-admin again) signs the user out everywhere', async () => {
    const cookie = cookieFrom(await login(server, ADMIN), 'gg_session');
    await addUser(server, ADMIN.email, ADMIN.password, 'admin');
    expect((await (await me(server, cookie)).json()).user).toBeNull();
  });
});

describe('sign-in rate limits', () => {
  it('blocks an IP + email after 5 failures for 15 minutes, with a Korean 429', async () => {
    const server = await startTestServer();
    await addUser(server, ADMIN.email, ADMIN.password, 'admin');
    const start = Date.now();
    server.setTime(start);
    try {
      for (let i = 0; i < 5; i += 1) {
        expect((await login(server, { email: ADMIN.email, password: `wrong ${i}` })).status).toBe(401);
      }
      const blocked = await login(server, ADMIN); // even the right password
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get('retry-after')).toBe('900');
      expect(await blocked.json()).toEqual({
        error: { code: 'too_many_requests', message: '로그인 시도가 너무 많습니다. 15분 후에 다시 시도해 주세요.' },
      });
      // Another account from the same address is not locked out by this one.
      expect((await login(server, { email: 'other@gagyeong.example', password: 'x' })).status).toBe(401);

      server.setTime(start + 15 * 60 * 1000 - 1);
      expect((await login(server, ADMIN)).status).toBe(429);
      server.setTime(start + 15 * 60 * 1000);
      expect((await login(server, ADMIN)).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('a success clears the failure count', async () => {
    const server = await startTestServer();
    await addUser(server, ADMIN.email, ADMIN.password, 'admin');
    try {
      for (let round = 0; round < 2; round += 1) {
        for (let i = 0; i < 4; i += 1) await login(server, { email: ADMIN.email, password: 'nope' });
        expect((await login(server, ADMIN)).status).toBe(200);
      }
    } finally {
      await server.close();
    }
  });

  it('caps sign-in requests per IP whatever the email', async () => {
    const server = await startTestServer({ loginLimits: { maxPerIp: 3 } });
    try {
      for (let i = 0; i < 3; i += 1) {
        expect((await login(server, { email: `u${i}@gagyeong.example`, password: 'x' })).status).toBe(401);
      }
      const response = await login(server, { email: 'u9@gagyeong.example', password: 'x' });
      expect(response.status).toBe(429);
      expect(await response.json()).toMatchObject({ error: { code: 'too_many_requests' } });
    } finally {
      await server.close();
    }
  });
});

describe('cookies behind a TLS proxy', () => {
  it('marks the cookie Secure when a trusted proxy says https, not when the proxy is untrusted', async () => {
    const trusted = await startTestServer({ trustProxy: { hops: 1 } });
    const untrusted = await startTestServer();
    try {
      for (const server of [trusted, untrusted]) await addUser(server, ADMIN.email, ADMIN.password, 'admin');
      const viaProxy = { 'x-forwarded-proto': 'https' };
      const secure = await login(trusted, ADMIN, viaProxy);
      expect(secure.headers.getSetCookie().join()).toContain('; Secure');
      const plain = await login(untrusted, ADMIN, viaProxy);
      expect(plain.headers.getSetCookie().join()).not.toContain('Secure');
    } finally {
      await trusted.close();
      await untrusted.close();
    }
  });
});

describe('CSRF guard on unsafe /api requests', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    await addUser(server, ADMIN.email, ADMIN.password, 'admin');
  });
  afterAll(() => server.close());

  const post = (headers: Record<string, string>, body = JSON.stringify(ADMIN)) =>
    fetch(`${server.baseUrl}/api/auth/login`, { method: 'POST', headers, body });

  it.each([[{ origin: 'https://evil.example' }], [{ origin: 'null' }], [{ referer: 'https://evil.example/page' }]])(
    'refuses a cross-site request (%j) with 403',
    async (source) => {
      const response = await post({ 'content-type': 'application/json', ...source });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        error: { code: 'cross_origin_rejected', message: '다른 사이트에서 보낸 요청은 처리할 수 없습니다.' },
      });
    },
  );

  it('cannot be bypassed by percent-encoding the path', async () => {
    const response = await fetch(`${server.baseUrl}/%61pi/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify(ADMIN),
    });
    expect(response.status).toBe(403);
  });

  it('accepts same-origin requests and clients that send no Origin or Referer', async () => {
    // Past the guard and the password check: the answer asks for the second factor.
    const passed = async (response: Response) => {
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ error: { code: 'second_factor_required' } });
    };
    await passed(await post({ 'content-type': 'application/json', origin: server.baseUrl }));
    await passed(await post({ 'content-type': 'application/json', referer: `${server.baseUrl}/x/press` }));
    await passed(await post({ 'content-type': 'application/json' }));
  });

  it.each([
    ['text/plain', JSON.stringify(ADMIN)],
    ['application/x-www-form-urlencoded', `email=${encodeURIComponent(ADMIN.email)}&password=x`],
    ['multipart/form-data; boundary=x', '--x--'],
  ])('refuses a %s body with 415 (only JSON)', async (contentType, body) => {
    const response = await post({ 'content-type': contentType, origin: server.baseUrl }, body);
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      error: {
        code: 'unsupported_media_type',
        message: '지원하지 않는 요청 형식입니다. application/json으로 보내 주세요.',
      },
    });
  });

  it('leaves public lead form posts to the leads feature', async () => {
    const response = await fetch(`${server.baseUrl}/api/leads/visit`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://elsewhere.example' },
      body: 'name=a',
    });
    expect(response.status).not.toBe(403);
  });
});

describe('sign-in under a flood from many addresses', () => {
  // Each check is a real scrypt (about 100 ms here); these tests make dozens of them.
  jest.setTimeout(60_000);
  const from = (address: string) => ({ 'x-forwarded-for': address });

  it('checks at most a bounded number of passwords at once; the excess gets 429 with Retry-After', async () => {
    const server = await startTestServer({
      trustProxy: { hops: 1 },
      hashQueue: { concurrency: 1, maxWaiting: 2, retryAfterSeconds: 2 },
    });
    try {
      const responses = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          login(server, { email: `u${i}@gagyeong.example`, password: 'wrong password' }, from(`198.51.100.${i + 1}`)),
        ),
      );
      const busy = responses.filter((r) => r.status === 429);
      const checked = responses.filter((r) => r.status === 401);
      expect(busy.length + checked.length).toBe(30);
      expect(checked.length).toBeGreaterThanOrEqual(3);
      expect(busy.length).toBeGreaterThanOrEqual(15);
      for (const response of busy) {
        expect(response.headers.get('retry-after')).toBe('2');
        expect(await response.json()).toEqual({
          error: {
            code: 'too_many_requests',
            message: '로그인 요청이 많아 잠시 처리할 수 없습니다. 잠시 후 다시 시도해 주세요.',
          },
        });
      }
      // Once the flood is over, sign-in works again.
      expect((await login(server, { email: 'u0@gagyeong.example', password: 'x' }, from('203.0.113.9'))).status).toBe(
        401,
      );
    } finally {
      await server.close();
    }
  });

  it('backs off per account whatever the address, and a browser that signed in before is not held back', async () => {
    const server = await startTestServer({ trustProxy: { hops: 1 } });
    await addUser(server, ADMIN.email, ADMIN.password, 'admin');
    const start = Date.now();
    server.setTime(start);
    try {
      // The administrator's own browser signed in yesterday: it holds a device cookie.
      const first = await login(server, ADMIN, from('192.0.2.10'));
      expect(first.status).toBe(200);
      const device = cookieFrom(first, 'gg_device');
      expect(device).toMatch(/^gg_device=[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
      expect(first.headers.getSetCookie().join('\n')).toMatch(
        /gg_device=[^;]+; Max-Age=31536000; .*Path=\/api\/auth; HttpOnly; SameSite=Strict/,
      );

      // 200 wrong passwords from 200 addresses: ten free failures, one more, then waiting.
      const statuses: number[] = [];
      let lastRefusal: Response | undefined;
      for (let i = 0; i < 200; i += 1) {
        const response = await login(
          server,
          { email: ADMIN.email, password: `guess ${i}` },
          from(`198.51.100.${i + 1}`),
        );
        statuses.push(response.status);
        if (response.status === 429) lastRefusal = response;
      }
      expect(statuses.filter((s) => s === 401)).toHaveLength(11);
      expect(statuses.slice(11).every((s) => s === 429)).toBe(true);
      expect(lastRefusal?.headers.get('retry-after')).toBe('1');
      expect(await lastRefusal?.json()).toEqual({
        error: {
          code: 'too_many_requests',
          message: '이 계정에 로그인 실패가 많아 잠시 기다려야 합니다. 1초 후에 다시 시도해 주세요.',
        },
      });

      // The right password from a new browser waits too (no guess is checked while waiting)…
      expect((await login(server, ADMIN, from('203.0.113.50'))).status).toBe(429);
      // …but the administrator's known browser gets in at once.
      expect((await login(server, ADMIN, { ...from('203.0.113.51'), cookie: device ?? '' })).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('doubles the wait with each further failure, up to one minute, and forgets after a quiet window', async () => {
    const server = await startTestServer({ trustProxy: { hops: 1 } });
    await addUser(server, ADMIN.email, ADMIN.password, 'admin');
    let now = Date.now();
    server.setTime(now);
    let address = 0;
    const guess = () => {
      address += 1;
      return login(server, { email: ADMIN.email, password: 'wrong' }, from(`198.51.100.${address}`));
    };
    try {
      for (let i = 0; i < 10; i += 1) expect((await guess()).status).toBe(401);
      const waits: string[] = [];
      for (let i = 0; i < 9; i += 1) {
        expect((await guess()).status).toBe(401);
        const refused = await guess();
        expect(refused.status).toBe(429);
        const wait = refused.headers.get('retry-after') ?? '';
        waits.push(wait);
        now += Number(wait) * 1000;
        server.setTime(now);
      }
      expect(waits).toEqual(['1', '2', '4', '8', '16', '32', '60', '60', '60']);

      // The real password after the wait is accepted and clears the backoff.
      expect((await login(server, ADMIN, from('203.0.113.7'))).status).toBe(200);
      expect((await guess()).status).toBe(401);

      // 15 quiet minutes after failures: the account starts afresh.
      for (let i = 0; i < 10; i += 1) await guess();
      now += 15 * 60 * 1000;
      server.setTime(now);
      for (let i = 0; i < 11; i += 1) expect((await guess()).status).toBe(401);
    } finally {
      await server.close();
    }
  });

  it('a device cookie made for another account, or forged, does not skip the wait', async () => {
    const server = await startTestServer({ trustProxy: { hops: 1 } });
    await addUser(server, ADMIN.email, ADMIN.password, 'admin');
    await addUser(server, 'editor@gagyeong.example', ADMIN.password, 'member');
    server.setTime(Date.now());
    try {
      const other = cookieFrom(
        await login(server, { email: 'editor@gagyeong.example', password: ADMIN.password }),
        'gg_device',
      );
      for (let i = 0; i < 12; i += 1) {
        await login(server, { email: ADMIN.email, password: 'wrong' }, from(`198.51.100.${i + 1}`));
      }
      for (const cookie of [other ?? '', 'gg_device=forged-forged-forged-forged-forged-forged-1234']) {
        expect((await login(server, ADMIN, { ...from('203.0.113.60'), cookie })).status).toBe(429);
      }
    } finally {
      await server.close();
    }
  });
});
