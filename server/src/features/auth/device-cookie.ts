import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readCookie, serializeCookie } from '../../http/cookies';

/**
 * "This browser has signed in to this account before" (a device cookie, as OWASP describes for
 * brute-force protection): a browser holding one skips the per-account backoff, so an attacker
 * flooding the administrator's email cannot keep the administrator out (docs/decisions/0020).
 *
 * Stateless: an HMAC of the email keyed by the account's stored password hash, which never leaves
 * the server. Changing the password (create-admin again) invalidates every device cookie.
 */
export const DEVICE_COOKIE_NAME = 'gg_device';
const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

function deviceToken(email: string, passwordHash: string): string {
  return createHmac('sha256', passwordHash).update(`gg-device\n${email}`).digest('base64url');
}

export function isKnownDevice(request: FastifyRequest, user: { email: string; password_hash: string }): boolean {
  const presented = readCookie(request.headers.cookie, DEVICE_COOKIE_NAME);
  if (presented === undefined) return false;
  const expected = Buffer.from(deviceToken(user.email, user.password_hash));
  const actual = Buffer.from(presented);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export function setDeviceCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  user: { email: string; password_hash: string },
): void {
  reply.header(
    'set-cookie',
    serializeCookie(DEVICE_COOKIE_NAME, deviceToken(user.email, user.password_hash), {
      httpOnly: true,
      sameSite: 'Strict',
      // Only the sign-in endpoint needs it.
      path: '/api/auth',
      secure: request.protocol === 'https',
      maxAge: DEVICE_COOKIE_MAX_AGE_S,
    }),
  );
}
