import type { FastifyPluginAsync } from 'fastify';
import { LoginSchema, type LoginResponse, type MeResponse } from '@gagyeong/contracts/auth';
import { ERROR_CODES, HttpError, parseBodyOrThrow } from '../../http/errors';
import { clearSessionCookie, getSessionUser, sessionToken, setSessionCookie } from './current-user';
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

/** POST /api/auth/login, POST /api/auth/logout, GET /api/auth/me (DESIGN §7). */
export const authRoutes: FastifyPluginAsync<AuthOptions> = async (app, options) => {
  const { sessionTtlMs, loginLimits } = options;
  const attempts = new LoginAttempts(loginLimits);

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
      // Always run scrypt, so an unknown email costs as much time as a wrong password.
      const passwordOk = await verifyPassword(password, user?.password_hash ?? (await dummyPasswordHash()));
      if (!user || !passwordOk) {
        attempts.recordFailure(key, now);
        request.log.warn({ email }, 'sign-in failed');
        throw new HttpError(401, ERROR_CODES.invalidCredentials, INVALID_CREDENTIALS);
      }

      attempts.reset(key);
      deleteExpiredSessions(app.db, now);
      const token = createSession(app.db, user.id, now, sessionTtlMs);
      setSessionCookie(request, reply, token, sessionTtlMs);
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
