import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { RemoteName } from '@gagyeong/contracts';
import { BUCKET_COOKIE } from '@gagyeong/contracts/delivery';
import type { Canary } from '@gagyeong/contracts/live-map';
import { readCookie, serializeCookie } from '../../http/cookies';

/**
 * A visitor's bucket (docs/decisions/0063-canary-share-per-visitor.md,
 * 0125-signed-visitors-and-the-canary-judge.md): 16 random bytes the server draws, signed with the
 * hosts' visitor key, kept by the browser for a year. It is linked to nothing (no account,
 * address or device) and stored nowhere else. It decides which canaries the visitor gets, and it
 * is what telemetry counts: a beacon counts only with a bucket a host signed, so nobody picks a
 * canary group or counts as many visitors by making values up.
 *
 * The token is self-contained, `b1.<id>.<tag>` (the tag: HMAC-SHA256 of `b1.<id>` under the key,
 * its first 16 bytes), read by one function, `verifyBucket`: it may travel in this cookie today
 * or in another carrier (a `__session` cookie, a small uncached answer) later.
 */
const TOKEN = /^b1\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{22})$/;
const BUCKET_MAX_AGE_S = 365 * 24 * 60 * 60;

export interface Bucket {
  /** The random part: what the canary position and telemetry's deduplication use. */
  readonly id: string;
  /** What the browser keeps. */
  readonly token: string;
}

function tag(key: Buffer, id: string): Buffer {
  return createHmac('sha256', key).update(`gg-bucket\nb1.${id}`).digest().subarray(0, 16);
}

/** A new bucket signed with `key`. */
export function issueBucket(key: Buffer): Bucket {
  const id = randomBytes(16).toString('base64url');
  return { id, token: `b1.${id}.${tag(key, id).toString('base64url')}` };
}

/** The bucket a token carries when `key` signed it; undefined for anything else. */
export function verifyBucket(key: Buffer, token: string | undefined): Bucket | undefined {
  const match = token === undefined ? null : TOKEN.exec(token);
  if (!match) return undefined;
  const id = match[1]!;
  const presented = Buffer.from(match[2]!, 'base64url');
  const expected = tag(key, id);
  if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) return undefined;
  return { id, token: token! };
}

/** The request's signed bucket, or a new one (`fresh`: the answer should set the cookie). */
export function visitorBucket(key: Buffer, cookieHeader: string | undefined): Bucket & { readonly fresh: boolean } {
  const kept = verifyBucket(key, readCookie(cookieHeader, BUCKET_COOKIE));
  return kept ? { ...kept, fresh: false } : { ...issueBucket(key), fresh: true };
}

export function bucketCookie(token: string, secure: boolean): string {
  return serializeCookie(BUCKET_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure,
    maxAge: BUCKET_MAX_AGE_S,
  });
}

/**
 * Where a bucket falls for one remote's canary, in [0, 100): a hash of the bucket's id, the
 * remote and the canary's release, so each canary draws its own visitors, while raising a
 * canary's share keeps every visitor who had it.
 */
export function canaryPosition(bucket: string, remote: RemoteName, canary: Pick<Canary, 'url' | 'version'>): number {
  const digest = createHash('sha256')
    .update(`${bucket}\n${remote}\n${canary.version ?? canary.url}`)
    .digest();
  return (digest.readUInt32BE(0) / 0x1_0000_0000) * 100;
}

export function getsCanary(
  bucket: string,
  remote: RemoteName,
  canary: Pick<Canary, 'url' | 'version' | 'share'>,
): boolean {
  return canaryPosition(bucket, remote, canary) < canary.share;
}
