import * as v from 'valibot';
import { LoginResponseSchema } from '@gagyeong/contracts/auth';
import { hashPassword } from './password';
import { totpCode } from './totp';
import { resetSecondFactor, setAccountDisabled, upsertUser } from './users';
import { cookieFrom, jsonInit, signIn, startTestServer, type TestServer } from '../../test-support/test-server';

// Each sign-in is a real scrypt check; a busy machine needs more than 5 s for some tests.
jest.setTimeout(30_000);

const EMAIL = 'kim@gagyeong.example';
const PASSWORD = 'a long passphrase 7';

function login(server: TestServer, body: Record<string, unknown>, cookie?: string) {
  return fetch(`${server.baseUrl}/api/auth/login`, jsonInit(server, 'POST', body, cookie));
}

function me(server: TestServer, cookie: string) {
  return fetch(`${server.baseUrl}/api/auth/me`, { headers: { cookie } });
}

async function userOf(server: TestServer, cookie: string) {
  return ((await (await me(server, cookie)).json()) as { user: unknown }).user;
}

/** The code an authenticator app shows, `steps` periods from the server's now. */
function code(server: TestServer, secret: string, steps = 0) {
  return totpCode(secret, server.app.now() + steps * 30_000);
}

describe('TOTP second factor', () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer();
    server.setTime(Date.parse('2026-11-25T01:00:00Z'));
    upsertUser(
      server.app.db,
      { email: EMAIL, passwordHash: await hashPassword(PASSWORD), role: 'admin' },
      server.app.now(),
    );
  });
  afterEach(() => server.close());

  it('enrols on the first sign-in: the key is shown (no session), the first code completes it with recovery codes', async () => {
    const first = await login(server, { email: EMAIL, password: PASSWORD });
    expect(first.status).toBe(200);
    expect(first.headers.getSetCookie().filter((c) => c.startsWith('gg_session='))).toEqual([]);
    const body = v.parse(LoginResponseSchema, await first.json());
    if (!('enrolment' in body)) throw new Error('no enrolment');
    const { secret, otpauthUri } = body.enrolment;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toBe(
      `otpauth://totp/${encodeURIComponent('가경 파크시티')}:${encodeURIComponent(EMAIL)}?issuer=${encodeURIComponent('가경 파크시티')}&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );

    const wrong = await login(server, {
      email: EMAIL,
      password: PASSWORD,
      code: '000000' === code(server, secret) ? '111111' : '000000',
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({
      error: {
        code: 'second_factor_invalid',
        message: '인증 코드가 올바르지 않거나 이미 사용한 코드입니다. 새 코드를 입력해 주세요.',
      },
    });

    const done = await login(server, { email: EMAIL, password: PASSWORD, code: code(server, secret) });
    expect(done.status).toBe(200);
    const signedIn = v.parse(LoginResponseSchema, await done.json());
    if (!('user' in signedIn)) throw new Error('not signed in');
    expect(signedIn.user).toEqual({ email: EMAIL, role: 'admin' });
    expect(signedIn.recoveryCodes).toHaveLength(8);
    expect(new Set(signedIn.recoveryCodes).size).toBe(8);
    signedIn.recoveryCodes?.forEach((c) => expect(c).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/));
    expect(await userOf(server, cookieFrom(done, 'gg_session') ?? '')).toEqual({ email: EMAIL, role: 'admin' });

    // Stored as digests only; the enrolment is recorded as a change of the account.
    const stored = server.app.db.prepare('SELECT code_hash FROM recovery_codes').pluck().all() as string[];
    expect(stored).toHaveLength(8);
    expect(stored.some((h) => signedIn.recoveryCodes?.some((c) => h.includes(c.replace(/-/g, ''))))).toBe(false);
    const changes = server.app.db.prepare('SELECT change, actor FROM account_changes ORDER BY id').all();
    expect(changes).toEqual([
      { change: 'created', actor: 'system' },
      { change: 'totp_enrolled', actor: EMAIL },
    ]);

    // Enrolled: the password alone is no longer enough, and the key is never shown again.
    const again = await login(server, { email: EMAIL, password: PASSWORD });
    expect(again.status).toBe(401);
    expect(await again.json()).toEqual({
      error: { code: 'second_factor_required', message: '인증 앱에 표시된 6자리 인증 코드를 입력해 주세요.' },
    });
  });

  it('accepts each code once: a reused code is refused, the next period’s code works', async () => {
    const { secret } = await signIn(server, { email: EMAIL, password: PASSWORD });
    server.advance(30_000);
    const now = code(server, secret);
    expect((await login(server, { email: EMAIL, password: PASSWORD, code: now })).status).toBe(200);
    const reused = await login(server, { email: EMAIL, password: PASSWORD, code: now });
    expect(reused.status).toBe(401);
    expect(await reused.json()).toMatchObject({ error: { code: 'second_factor_invalid' } });
    // A code of an earlier period than one already used is refused too.
    expect((await login(server, { email: EMAIL, password: PASSWORD, code: code(server, secret, -1) })).status).toBe(
      401,
    );
    server.advance(30_000);
    expect((await login(server, { email: EMAIL, password: PASSWORD, code: code(server, secret) })).status).toBe(200);
    // Two periods away is out of the drift window.
    server.advance(30_000);
    expect((await login(server, { email: EMAIL, password: PASSWORD, code: code(server, secret, 2) })).status).toBe(401);
  });

  it('a wrong code with the right password counts as a failed sign-in (the address + email limit)', async () => {
    const { secret } = await signIn(server, { email: EMAIL, password: PASSWORD });
    server.advance(30_000);
    const bad = code(server, secret) === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i += 1) {
      expect((await login(server, { email: EMAIL, password: PASSWORD, code: bad })).status).toBe(401);
    }
    expect((await login(server, { email: EMAIL, password: PASSWORD, code: code(server, secret) })).status).toBe(429);
  });

  it('a recovery code works once, instead of the app’s code', async () => {
    const { recoveryCodes } = await signIn(server, { email: EMAIL, password: PASSWORD });
    const recovery = recoveryCodes[0] ?? '';
    const first = await login(server, { email: EMAIL, password: PASSWORD, code: recovery.toUpperCase() });
    expect(first.status).toBe(200);
    expect(await userOf(server, cookieFrom(first, 'gg_session') ?? '')).toEqual({ email: EMAIL, role: 'admin' });
    const second = await login(server, { email: EMAIL, password: PASSWORD, code: recovery });
    expect(second.status).toBe(401);
    expect(await second.json()).toMatchObject({ error: { code: 'second_factor_invalid' } });
    // Another unused one still works.
    expect((await login(server, { email: EMAIL, password: PASSWORD, code: recoveryCodes[1] ?? '' })).status).toBe(200);
  });

  it('resetting the second factor ends sessions and recovery codes; the next sign-in enrols a new key', async () => {
    const { cookie, recoveryCodes, secret } = await signIn(server, { email: EMAIL, password: PASSWORD });
    const newSecret = resetSecondFactor(server.app.db, EMAIL, server.app.now(), 'cli:operator');
    expect(newSecret).not.toBe(secret);
    expect(await userOf(server, cookie)).toBeNull();
    expect((await login(server, { email: EMAIL, password: PASSWORD, code: recoveryCodes[0] ?? '' })).status).toBe(401);
    const enrol = v.parse(
      LoginResponseSchema,
      await (await login(server, { email: EMAIL, password: PASSWORD })).json(),
    );
    expect(enrol).toEqual({ enrolment: expect.objectContaining({ secret: newSecret }) });
  });

  it('a disabled account cannot sign in (its sessions ended), and says so only after the right password', async () => {
    const { cookie, secret } = await signIn(server, { email: EMAIL, password: PASSWORD });
    setAccountDisabled(server.app.db, EMAIL, true, server.app.now(), 'cli:operator');
    expect(await userOf(server, cookie)).toBeNull();
    server.advance(30_000);
    const refused = await login(server, { email: EMAIL, password: PASSWORD, code: code(server, secret) });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      error: { code: 'account_disabled', message: '사용이 중지된 계정입니다. 계정 관리자에게 문의해 주세요.' },
    });
    expect(
      (await login(server, { email: EMAIL, password: 'wrong password!', code: code(server, secret) })).status,
    ).toBe(401);
  });
});

describe('sessions: idle timeout, one per device, the list and sign-out everywhere', () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer({ sessionIdleMs: 30 * 60_000 });
    server.setTime(Date.parse('2026-11-25T01:00:00Z'));
  });
  afterEach(() => server.close());

  it('ends a session after 30 minutes without a request; each request starts the 30 minutes again', async () => {
    const { cookie } = await signIn(server, { email: EMAIL, password: PASSWORD });
    server.advance(29 * 60_000);
    expect(await userOf(server, cookie)).not.toBeNull();
    server.advance(29 * 60_000); // 29 minutes after the last request
    expect(await userOf(server, cookie)).not.toBeNull();
    // The page's own background check does not count as activity.
    server.advance(20 * 60_000);
    const passive = await fetch(`${server.baseUrl}/api/auth/me?passive=1`, { headers: { cookie } });
    expect(((await passive.json()) as { user: unknown }).user).not.toBeNull();
    server.advance(10 * 60_000 + 1);
    const expired = await me(server, cookie);
    expect(await expired.json()).toEqual({ user: null, idleTimeoutMs: 1_800_000 });
    expect(expired.headers.getSetCookie().join()).toMatch(/gg_session=; Max-Age=0/);
    // Admin API calls are refused the same way.
    expect((await fetch(`${server.baseUrl}/api/leads`, { headers: { cookie } })).status).toBe(401);
  });

  it('signing in again from the same browser ends the session it had; another browser keeps its own', async () => {
    const { cookie: first, secret } = await signIn(server, { email: EMAIL, password: PASSWORD });
    const other = await (async () => {
      server.advance(30_000);
      const response = await login(server, { email: EMAIL, password: PASSWORD, code: code(server, secret) });
      return { session: cookieFrom(response, 'gg_session') ?? '', device: cookieFrom(response, 'gg_device') ?? '' };
    })();
    expect(await userOf(server, first)).not.toBeNull();

    // The second browser signs in again (it presents its device cookie, as browsers do on /api/auth).
    server.advance(30_000);
    const again = await login(server, { email: EMAIL, password: PASSWORD, code: code(server, secret) }, other.device);
    const renewed = cookieFrom(again, 'gg_session') ?? '';
    expect(again.status).toBe(200);
    expect(await userOf(server, other.session)).toBeNull();
    expect(await userOf(server, renewed)).not.toBeNull();
    expect(await userOf(server, first)).not.toBeNull();

    // A browser that lost its device cookie but still sends its old session ends that one too.
    server.advance(30_000);
    const third = await login(server, { email: EMAIL, password: PASSWORD, code: code(server, secret) }, renewed);
    expect(third.status).toBe(200);
    expect(await userOf(server, renewed)).toBeNull();
  });

  it('lists the account’s open sessions and signs out everywhere, recorded as a change of the account', async () => {
    const { cookie: first, secret } = await signIn(server, { email: EMAIL, password: PASSWORD });
    server.advance(30_000);
    const second =
      cookieFrom(await login(server, { email: EMAIL, password: PASSWORD, code: code(server, secret) }), 'gg_session') ??
      '';

    const list = await fetch(`${server.baseUrl}/api/auth/sessions`, { headers: { cookie: second } });
    expect(list.status).toBe(200);
    const { sessions } = (await list.json()) as { sessions: { current: boolean; ip: string }[] };
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ ip: '127.0.0.1', current: true });

    const everywhere = await fetch(
      `${server.baseUrl}/api/auth/sessions`,
      jsonInit(server, 'DELETE', undefined, second),
    );
    expect(everywhere.status).toBe(204);
    expect(everywhere.headers.getSetCookie().join()).toMatch(/gg_session=; Max-Age=0/);
    expect(await userOf(server, first)).toBeNull();
    expect(await userOf(server, second)).toBeNull();
    expect(
      server.app.db.prepare("SELECT actor, detail FROM account_changes WHERE change = 'signed_out_everywhere'").get(),
    ).toEqual({
      actor: EMAIL,
      detail: '2',
    });
    expect((await fetch(`${server.baseUrl}/api/auth/sessions`, { headers: { cookie: second } })).status).toBe(401);
  });
});
