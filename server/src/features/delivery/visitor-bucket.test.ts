import { randomBytes } from 'node:crypto';
import { BUCKET_COOKIE } from '@gagyeong/contracts/delivery';
import { bucketCookie, canaryPosition, getsCanary, issueBucket, verifyBucket, visitorBucket } from './visitor-bucket';

const canary = {
  url: '/releases/mf-press/1.1.0-aa11bb22cc/mf-manifest.json',
  version: '1.1.0-aa11bb22cc',
  at: '2026-11-25T00:00:00.000Z',
  by: 'kim',
};
const key = randomBytes(32);
const id = () => issueBucket(key).id;

describe('a visitor’s bucket', () => {
  it('is drawn at random and signed when the request has none or one no host signed, and kept when it has one', () => {
    const first = visitorBucket(key, undefined);
    expect(first).toEqual({
      id: expect.stringMatching(/^[\w-]{22}$/),
      token: expect.stringMatching(/^b1\.[\w-]{22}\.[\w-]{22}$/),
      fresh: true,
    });
    expect(first.token.split('.')[1]).toBe(first.id);
    expect(visitorBucket(key, undefined).id).not.toBe(first.id);
    expect(visitorBucket(key, `a=1; ${BUCKET_COOKIE}=${first.token}`)).toEqual({ ...first, fresh: false });
    const [, ours, tag] = first.token.split('.');
    const other = issueBucket(randomBytes(32)).token;
    for (const bad of [
      '',
      'short',
      // The unsigned bucket of before, a chosen id with another's tag, another key's token, a flipped tag.
      ours!,
      `b1.${'A'.repeat(22)}.${tag!}`,
      other,
      `b1.${ours!}.${tag!.slice(0, 21)}${tag!.endsWith('A') ? 'B' : 'A'}`,
      `${first.token}x`,
    ]) {
      expect(visitorBucket(key, `${BUCKET_COOKIE}=${bad}`).fresh).toBe(true);
      expect(verifyBucket(key, bad)).toBeUndefined();
    }
  });

  it('is a year-long HttpOnly cookie, Secure over https', () => {
    const { token } = issueBucket(key);
    expect(bucketCookie(token, false)).toMatch(
      new RegExp(
        `^${BUCKET_COOKIE}=b1\\.[\\w-]{22}\\.[\\w-]{22}; Max-Age=31536000; Expires=[^;]+; Path=/; HttpOnly; SameSite=Lax$`,
      ),
    );
    expect(bucketCookie(token, true)).toContain('; Secure');
  });

  it('falls in [0, 100) the same way every time, per remote and per canary release', () => {
    const buckets = Array.from({ length: 2000 }, id);
    const positions = buckets.map((bucket) => canaryPosition(bucket, 'mf_press', canary));
    expect(positions.every((p) => p >= 0 && p < 100)).toBe(true);
    expect(buckets.map((bucket) => canaryPosition(bucket, 'mf_press', canary))).toEqual(positions);
    // About the share asked for (2000 draws: 10 % ± 3).
    const tenth = buckets.filter((bucket) => getsCanary(bucket, 'mf_press', { ...canary, share: 10 })).length;
    expect(tenth).toBeGreaterThan(140);
    expect(tenth).toBeLessThan(260);
    // Another remote or another release draws other visitors.
    const other = buckets.map((bucket) => canaryPosition(bucket, 'mf_marketing', canary));
    expect(other.filter((p, index) => p < 10 && (positions[index] ?? 0) < 10).length).toBeLessThan(tenth / 2);
    const byUrl = buckets.map((bucket) => canaryPosition(bucket, 'mf_press', { url: canary.url, version: null }));
    expect(byUrl).not.toEqual(positions);
  });

  it('keeps every visitor who had the canary when its share rises', () => {
    const buckets = Array.from({ length: 500 }, id);
    const at = (share: number) => new Set(buckets.filter((b) => getsCanary(b, 'mf_press', { ...canary, share })));
    const ten = at(10);
    const fifty = at(50);
    for (const bucket of ten) expect(fifty.has(bucket)).toBe(true);
    expect(fifty.size).toBeGreaterThan(ten.size);
  });
});
