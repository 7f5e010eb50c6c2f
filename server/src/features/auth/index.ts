import type { FastifyPluginAsync } from 'fastify';
import {
  SECOND_FACTOR_CODES,
  type LoginResponse,
  type MeResponse,
  type SessionsResponse,
} from '@gagyeong/contracts/auth';
import { LoginSchema } from '@gagyeong/contracts/server-validation';
import type { HttpErrorCode } from '@gagyeong/contracts/error-codes';
import { ERROR_CODES, HttpError, parseBodyOrThrow } from '../../http/errors';
import { clearSessionCookie, getSession, sessionToken, setSessionCookie } from './current-user';
import { recordAccountChange } from './account-changes';
import { AccountThrottle, type AccountThrottleOptions } from './account-throttle';
import { isKnownDevice, setDeviceCookie } from './device-cookie';
import { createHashQueue, type HashQueueOptions } from './hash-queue';
import { LoginAttempts } from './login-attempts';
import { dummyPasswordHash, verifyPassword } from './password';
import { checkSecondFactor } from './second-factor';
import { createSession, deleteExpiredSessions, deleteSession, deleteUserSessions, listUserSessions } from './sessions';
import { findUserByEmail } from './users';

export interface AuthOptions {
  /** Absolute lifetime of a session. */
  readonly sessionTtlMs: number;
  /** A session unused this long is over (docs/decisions/0095-safeguards-for-personal-data.md). */
  readonly sessionIdleMs: number;
  readonly loginLimits: {
    /** Failures per IP + email inside the window before 429. */
    readonly maxFailures: number;
    readonly windowMs: number;
    /** Sign-in requests per IP inside the window, whatever the email (stops password spraying). */
    readonly maxPerIp: number;
  };
  /** Per-account backoff across all addresses (docs/decisions/0020). */
  readonly accountThrottle: AccountThrottleOptions;
  /** Bound on password checks running and waiting (docs/decisions/0021). */
  readonly hashQueue: HashQueueOptions;
}

const INVALID_CREDENTIALS = '이메일 또는 비밀번호가 올바르지 않습니다.';
const ACCOUNT_DISABLED = '사용이 중지된 계정입니다. 계정 관리자에게 문의해 주세요.';
const CODE_REQUIRED = '인증 앱에 표시된 6자리 인증 코드를 입력해 주세요.';
const CODE_INVALID = '인증 코드가 올바르지 않거나 이미 사용한 코드입니다. 새 코드를 입력해 주세요.';

function toIso(ms: number): string {
  return new Date(ms).toISOString();
}

function tooManyAttempts(retryAfterMs: number): HttpError {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return new HttpError(
    429,
    ERROR_CODES.tooManyRequests,
    `로그인 시도가 너무 많습니다. ${minutes}분 후에 다시 시도해 주세요.`,
    { 'retry-after': String(Math.ceil(retryAfterMs / 1000)) },
  );
}

function accountWaiting(waitMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new HttpError(
    429,
    ERROR_CODES.tooManyRequests,
    `이 계정에 로그인 실패가 많아 잠시 기다려야 합니다. ${seconds}초 후에 다시 시도해 주세요.`,
    { 'retry-after': String(seconds) },
  );
}

/** POST /api/auth/login, POST /api/auth/logout, GET /api/auth/me (docs/architecture.md §7). */
export const authRoutes: FastifyPluginAsync<AuthOptions> = async (app, options) => {
  const { sessionTtlMs, sessionIdleMs, loginLimits } = options;
  const attempts = new LoginAttempts(loginLimits);
  const accounts = new AccountThrottle(options.accountThrottle);
  const hashing = createHashQueue(options.hashQueue);

  app.post(
    '/api/auth/login',
    {
      config: {
        rateLimit: {
          max: loginLimits.maxPerIp,
          timeWindow: loginLimits.windowMs,
          errorResponseBuilder: (_request, context) => tooManyAttempts(context.ttl),
        },
      },
    },
    async (request, reply): Promise<LoginResponse> => {
      const { email, password, code } = parseBodyOrThrow(LoginSchema, request.body);
      const key = `${request.ip}\n${email}`;
      const now = app.now();

      const blockedFor = attempts.blockedFor(key, now);
      if (blockedFor > 0) throw tooManyAttempts(blockedFor);

      const user = findUserByEmail(app.db, email);
      // A browser this account signed in from before is not held back by other addresses' failures.
      const knownDevice = user !== undefined && isKnownDevice(request, user);
      const checkAccount = () => {
        const waitMs = knownDevice ? 0 : accounts.waitFor(email, app.now());
        if (waitMs > 0) throw accountWaiting(waitMs);
      };
      const fail = (message: string, code401: HttpErrorCode): never => {
        attempts.recordFailure(key, now);
        if (!knownDevice) accounts.recordFailure(email, app.now());
        request.log.warn({ email, reason: code401 }, 'sign-in failed');
        throw new HttpError(401, code401, message);
      };
      checkAccount();
      // Always run scrypt, so an unknown email costs as much time as a wrong password.
      const storedHash = user?.password_hash ?? (await dummyPasswordHash());
      const passwordOk = await hashing.run(async () => {
        // Again once a slot is free: failures that finished while this one waited count.
        checkAccount();
        return verifyPassword(password, storedHash);
      });
      if (!user || !passwordOk) return fail(INVALID_CREDENTIALS, ERROR_CODES.invalidCredentials);
      if (user.disabled_at !== null) throw new HttpError(403, ERROR_CODES.accountDisabled, ACCOUNT_DISABLED);

      const second = checkSecondFactor(app.db, user, code, app.now());
      if (second.kind === 'enrol') return { enrolment: second.enrolment };
      if (second.kind === 'required') {
        throw new HttpError(401, SECOND_FACTOR_CODES.required, CODE_REQUIRED);
      }
      if (second.kind === 'invalid') return fail(CODE_INVALID, SECOND_FACTOR_CODES.invalid);

      attempts.reset(key);
      accounts.reset(email);
      deleteExpiredSessions(app.db, now, sessionIdleMs);
      // The browser's earlier session (cookie) and the device's other sessions end here.
      const previous = sessionToken(request);
      if (previous !== undefined) deleteSession(app.db, previous);
      const deviceId = setDeviceCookie(request, reply, user);
      const token = createSession(
        app.db,
        { userId: user.id, deviceId, ip: request.ip, userAgent: request.headers['user-agent'] ?? '' },
        now,
        sessionTtlMs,
      );
      setSessionCookie(request, reply, token, sessionTtlMs);
      request.log.info({ email, recoveryCode: second.kind === 'recovery' }, 'signed in');
      const signedIn = { email: user.email, role: user.role };
      return second.recoveryCodes ? { user: signedIn, recoveryCodes: second.recoveryCodes } : { user: signedIn };
    },
  );

  app.post('/api/auth/logout', async (request, reply) => {
    const token = sessionToken(request);
    if (token !== undefined) deleteSession(app.db, token);
    clearSessionCookie(request, reply);
    return reply.code(204).send();
  });

  app.get('/api/auth/me', async (request, reply): Promise<MeResponse> => {
    // `?passive=1`: the page's background check, which must not count as activity.
    const passive = (request.query as Record<string, unknown>).passive === '1';
    const session = getSession(request, { touch: !passive });
    // A stale cookie (expired or signed out elsewhere) is dropped, so the browser stops sending it.
    if (!session && sessionToken(request) !== undefined) clearSessionCookie(request, reply);
    reply.header('cache-control', 'no-store');
    const user = session && { email: session.user.email, role: session.user.role };
    return { user, idleTimeoutMs: sessionIdleMs };
  });

  /** The account's open sessions (where and when), to spot one that is not the administrator's. */
  app.get('/api/auth/sessions', async (request): Promise<SessionsResponse> => {
    const session = getSession(request);
    if (!session) throw new HttpError(401, ERROR_CODES.unauthorized, '로그인이 필요합니다.');
    const rows = listUserSessions(app.db, session.user.id, app.now(), sessionIdleMs);
    return {
      sessions: rows.map((row) => ({
        createdAt: toIso(row.created_at),
        lastSeenAt: toIso(row.last_seen_at),
        ip: row.ip,
        userAgent: row.user_agent,
        current: row.token_hash === session.tokenHash,
      })),
    };
  });

  /** "Sign out everywhere": every session of the account ends, this one included. */
  app.delete('/api/auth/sessions', async (request, reply) => {
    const session = getSession(request);
    if (!session) throw new HttpError(401, ERROR_CODES.unauthorized, '로그인이 필요합니다.');
    const ended = app.db
      .transaction(() => {
        const count = deleteUserSessions(app.db, session.user.id);
        recordAccountChange(app.db, {
          at: app.now(),
          account: session.user.email,
          change: 'signed_out_everywhere',
          actor: session.user.email,
          detail: String(count),
        });
        return count;
      })
      .immediate();
    request.log.info({ email: session.user.email, ended }, 'signed out everywhere');
    clearSessionCookie(request, reply);
    return reply.code(204).send();
  });
};
