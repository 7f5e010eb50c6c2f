import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { readCookie } from '../../http/cookies';

/**
 * Who a server render asks the API for. An admin page rendered on the server reads the API over
 * loopback with the visitor's session cookie; this cookie, added beside it, tells the API the
 * visitor's address, so the access record names where the administrator was, not 127.0.0.1.
 * It is signed with a key that lives only in this process and expires in seconds.
 */
export const RENDER_CLIENT_COOKIE = 'gg_render_client';
const KEY = randomBytes(32);
const LIFETIME_MS = 30_000;

function sign(ip: string, expires: number): string {
  return createHmac('sha256', KEY).update(`${ip}\n${expires}`).digest('base64url');
}

/** `name=value` for the cookie header of a server render made for `request`. */
export function renderClientCookie(request: FastifyRequest, now: number): string {
  const expires = now + LIFETIME_MS;
  const value = `${Buffer.from(request.ip).toString('base64url')}.${expires}.${sign(request.ip, expires)}`;
  return `${RENDER_CLIENT_COOKIE}=${value}`;
}

/** The request's client address: the signed one for the server's own render calls, else request.ip. */
export function clientIp(request: FastifyRequest, now: number): string {
  const presented = readCookie(request.headers.cookie, RENDER_CLIENT_COOKIE);
  const [encoded, expiresText, tag] = presented?.split('.') ?? [];
  if (!encoded || !expiresText || !tag) return request.ip;
  const ip = Buffer.from(encoded, 'base64url').toString('utf8');
  const expires = Number(expiresText);
  const expected = Buffer.from(sign(ip, expires));
  const actual = Buffer.from(tag);
  const valid = expires > now && actual.length === expected.length && timingSafeEqual(actual, expected);
  return valid ? ip : request.ip;
}
