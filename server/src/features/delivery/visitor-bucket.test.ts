import { BUCKET_COOKIE } from '@gagyeong/contracts/delivery';
import { bucketCookie, canaryPosition, getsCanary, visitorBucket } from './visitor-bucket';

const canary = {
  url: '/releases/mf-press/1.1.0-aa11bb22cc/mf-manifest.json',
  version: '1.1.0-aa11bb22cc',
  at: '2026-11-25T00:00:00.000Z',
  by: 'kim',
};

describe('a visitor’s bucket', () => {
  it('is drawn at random when the request has none or an unusable one, and kept when it has one', () => {
    const first = visitorBucket(undefined);
    expect(first).toEqual({ value: expect.stringMatching(/^[\w-]{22}$/), fresh: true });
    expect(visitorBucket(undefined).value).not.toBe(first.value);
    expect(visitorBucket(`a=1; ${BUCKET_COOKIE}=${first.value}`)).toEqual({ value: first.value, fresh: false });
    for (const bad of ['', 'short', '../../../etc/passwd000', `${first.value}x`, 'a'.repeat(21) + '!']) {
      expect(visitorBucket(`${BUCKET_COOKIE}=${bad}`).fresh).toBe(true);
    }
  });

  it('is a year-long HttpOnly cookie, Secure over https', () => {
    expect(bucketCookie('b'.repeat(22), false)).toMatch(
      new RegExp(`^${BUCKET_COOKIE}=b{22}; Max-Age=31536000; Expires=[^;]+; Path=/; HttpOnly; SameSite=Lax$`),
    );
    expect(bucketCookie('b'.repeat(22), true)).toContain('; Secure');
  });

  it('falls in [0, 100) the same way every time, per remote and per canary release', () => {
    const buckets = Array.from({ length: 2000 }, () => visitorBucket(undefined).value);
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
    const buckets = Array.from({ length: 500 }, () => visitorBucket(undefined).value);
    const at = (share: number) => new Set(buckets.filter((b) => getsCanary(b, 'mf_press', { ...canary, share })));
    const ten = at(10);
    const fifty = at(50);
    for (const bucket of ten) expect(fifty.has(bucket)).toBe(true);
    expect(fifty.size).toBeGreaterThan(ten.size);
  });
});
