import { createHash, randomBytes } from 'node:crypto';
import type { RemoteName } from '@gagyeong/contracts';
import { BUCKET_COOKIE } from '@gagyeong/contracts/delivery';
import type { Canary } from '@gagyeong/contracts/live-map';
import { readCookie, serializeCookie } from '../../http/cookies';

/**
 * A visitor's bucket (docs/decisions/0063-canary-share-per-visitor.md): 16 random bytes the
 * server draws on the visitor's first page while a canary runs, kept in an HttpOnly cookie for a
 * year. It is linked to nothing (no account, address or device) and stored nowhere else; it only
 * decides which canaries the visitor gets, the same on every page and reload.
 */
const BUCKET = /^[A-Za-z0-9_-]{22}$/;
const BUCKET_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The request's bucket, or a new one (`fresh`: the page should set the cookie). */
export function visitorBucket(cookieHeader: string | undefined): { readonly value: string; readonly fresh: boolean } {
  const value = readCookie(cookieHeader, BUCKET_COOKIE);
  if (value !== undefined && BUCKET.test(value)) return { value, fresh: false };
  return { value: randomBytes(16).toString('base64url'), fresh: true };
}

export function bucketCookie(value: string, secure: boolean): string {
  return serializeCookie(BUCKET_COOKIE, value, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure,
    maxAge: BUCKET_MAX_AGE_S,
  });
}

/**
 * Where a bucket falls for one remote's canary, in [0, 100): a hash of the bucket, the remote and
 * the canary's release, so each canary draws its own visitors, while raising a canary's share
 * keeps every visitor who had it.
 */
export function canaryPosition(bucket: string, remote: RemoteName, canary: Pick<Canary, 'url' | 'version'>): number {
  const digest = createHash('sha256')
    .update(`${bucket}\n${remote}\n${canary.version ?? canary.url}`)
    .digest();
  return (digest.readUInt32BE(0) / 0x1_0000_0000) * 100;
}

export function getsCanary(bucket: string, remote: RemoteName, canary: Canary): boolean {
  return canaryPosition(bucket, remote, canary) < canary.share;
}
