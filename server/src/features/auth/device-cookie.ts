import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readCookie, serializeCookie } from '../../http/cookies';

/**
 * "This browser has signed in to this account before" (a device cookie, as OWASP describes for
 * brute-force protection): a browser holding one skips the per-account backoff, so an attacker
 * flooding the administrator's email cannot keep the administrator out (docs/decisions/0020).
 * It also names the device, so a new sign-in from it ends the sessions it had before
 * (one session per device, docs/decisions/0095-safeguards-for-personal-data.md).
 *
 * `<device id>.<HMAC of email and device id keyed by the account's stored password hash>`: the
 * key never leaves the server, and changing the password invalidates every device cookie.
 */
export const DEVICE_COOKIE_NAME = 'gg_device';
const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;

interface DeviceAccount {
  readonly email: string;
  readonly password_hash: string;
}

function mac(user: DeviceAccount, deviceId: string): string {
  return createHmac('sha256', user.password_hash).update(`gg-device\n${user.email}\n${deviceId}`).digest('base64url');
}

/** The device id of a valid cookie for this account, else undefined. */
export function knownDeviceId(request: FastifyRequest, user: DeviceAccount): string | undefined {
  const presented = readCookie(request.headers.cookie, DEVICE_COOKIE_NAME);
  const [deviceId, tag] = presented?.split('.') ?? [];
  if (!deviceId || !tag || !DEVICE_ID.test(deviceId)) return undefined;
  const expected = Buffer.from(mac(user, deviceId));
  const actual = Buffer.from(tag);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? deviceId : undefined;
}

export function isKnownDevice(request: FastifyRequest, user: DeviceAccount): boolean {
  return knownDeviceId(request, user) !== undefined;
}

/** Sets the cookie for this account, keeping the device's id when it had one; returns the id. */
export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, user: DeviceAccount): string {
  const deviceId = knownDeviceId(request, user) ?? randomBytes(16).toString('base64url');
  reply.header(
    'set-cookie',
    serializeCookie(DEVICE_COOKIE_NAME, `${deviceId}.${mac(user, deviceId)}`, {
      httpOnly: true,
      sameSite: 'Strict',
      // Only the sign-in endpoint needs it.
      path: '/api/auth',
      secure: request.protocol === 'https',
      maxAge: DEVICE_COOKIE_MAX_AGE_S,
    }),
  );
  return deviceId;
}
