import type { FastifyPluginAsync } from 'fastify';
import type { LoginResponse, MeResponse } from '@gagyeong/contracts/auth';
import { LoginSchema } from '@gagyeong/contracts/server-validation';
import { ERROR_CODES, HttpError, parseBodyOrThrow } from '../../http/errors';
import { clearSessionCookie, getSessionUser, sessionToken, setSessionCookie } from './current-user';
import { AccountThrottle, type AccountThrottleOptions } from './account-throttle';
import { isKnownDevice, setDeviceCookie } from './device-cookie';
import { createHashQueue, type HashQueueOptions } from './hash-queue';
import { LoginAttempts } from './login-attempts';
import { dummyPasswordHash, verifyPassword } from './password';
import { createSession, deleteExpiredSessions, deleteSession } from './sessions';
import { findUserByEmail } from './users';

export interface AuthOptions {
  readonly sessionTtlMs: number;
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
  const { sessionTtlMs, loginLimits } = options;
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
      const { email, password } = parseBodyOrThrow(LoginSchema, request.body);
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
      checkAccount();
      // Always run scrypt, so an unknown email costs as much time as a wrong password.
      const storedHash = user?.password_hash ?? (await dummyPasswordHash());
      const passwordOk = await hashing.run(async () => {
        // Again once a slot is free: failures that finished while this one waited count.
        checkAccount();
        return verifyPassword(password, storedHash);
      });
      if (!user || !passwordOk) {
        attempts.recordFailure(key, now);
        if (!knownDevice) accounts.recordFailure(email, app.now());
        request.log.warn({ email }, 'sign-in failed');
        throw new HttpError(401, ERROR_CODES.invalidCredentials, INVALID_CREDENTIALS);
      }
      attempts.reset(key);
      accounts.reset(email);
      deleteExpiredSessions(app.db, now);
      const token = createSession(app.db, user.id, now, sessionTtlMs);
      setSessionCookie(request, reply, token, sessionTtlMs);
      setDeviceCookie(request, reply, user);
      request.log.info({ email }, 'signed in');
      return { user: { email: user.email, role: user.role } };
    },
  );

  app.post('/api/auth/logout', async (request, reply) => {
    const token = sessionToken(request);
    if (token !== undefined) deleteSession(app.db, token);
    clearSessionCookie(request, reply);
    return reply.code(204).send();
  });

  app.get('/api/auth/me', async (request, reply): Promise<MeResponse> => {
    const user = getSessionUser(request);
    // A stale cookie (expired or signed out elsewhere) is dropped, so the browser stops sending it.
    if (!user && sessionToken(request) !== undefined) clearSessionCookie(request, reply);
    reply.header('cache-control', 'no-store');
    return { user: user && { email: user.email, role: user.role } };
  });
};
