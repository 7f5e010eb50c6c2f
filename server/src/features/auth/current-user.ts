import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE_NAME, type SessionUser } from '@gagyeong/contracts/auth';
import { readCookie, serializeCookie } from '../../http/cookies';
import { findSession, type ActiveSession } from './sessions';

const resolved = new WeakMap<FastifyRequest, ActiveSession | null>();

/** The session token from the request's cookie, if any. */
export function sessionToken(request: FastifyRequest): string | undefined {
  const token = readCookie(request.headers.cookie, SESSION_COOKIE_NAME);
  return token === undefined || token === '' ? undefined : token;
}

/**
 * The session of this request (valid, unexpired, not idle, account enabled), or null. Looked up
 * once per request, so hooks and handlers may all call it; the lookup counts as activity unless
 * `touch` is false (the page's background check must not keep an idle session alive).
 */
export function getSession(request: FastifyRequest, options: { touch?: boolean } = {}): ActiveSession | null {
  const cached = resolved.get(request);
  if (cached !== undefined) return cached;
  const token = sessionToken(request);
  const { db, now, sessionIdleMs } = request.server;
  const session =
    token === undefined
      ? null
      : (findSession(db, token, { now: now(), idleMs: sessionIdleMs, touch: options.touch ?? true }) ?? null);
  resolved.set(request, session);
  return session;
}

/** The signed-in user of this request, or null. */
export function getSessionUser(request: FastifyRequest): SessionUser | null {
  const session = getSession(request);
  return session && { email: session.user.email, role: session.user.role };
}

/** Cookie attributes: httpOnly, SameSite=Strict, whole site, Secure whenever the request is https. */
function cookieAttributes(request: FastifyRequest) {
  return {
    httpOnly: true,
    sameSite: 'Strict' as const,
    path: '/',
    // request.protocol honours X-Forwarded-Proto only when the app trusts the proxy.
    secure: request.protocol === 'https',
  };
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, ttlMs: number) {
  const maxAge = Math.floor(ttlMs / 1000);
  reply.header('set-cookie', serializeCookie(SESSION_COOKIE_NAME, token, { ...cookieAttributes(request), maxAge }));
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.header('set-cookie', serializeCookie(SESSION_COOKIE_NAME, '', { ...cookieAttributes(request), maxAge: 0 }));
}
