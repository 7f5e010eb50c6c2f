import { createHmac, timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';
import { REMOTE_NAMES } from '@gagyeong/contracts';
import { isRemoteUrl, VERSION_PATTERN } from '@gagyeong/contracts/live-map';
import type { Preview } from '@gagyeong/contracts/delivery';

/**
 * Preview tokens (docs/decisions/0062-preview-in-one-browser.md): `<payload>.<tag>`, the payload a
 * base64url JSON `{ p, r, u, v, x }` (purpose, remote, URL, version, expiry), the tag its
 * HMAC-SHA256 under the hosts' preview key. A `cookie` token is the preview itself (the browser
 * holds it, HttpOnly); a `link` token is what `npm run preview` prints, exchanged for a cookie
 * once opened. Each purpose is refused where the other is expected, and an expired or altered
 * token is no token at all.
 */
export type PreviewPurpose = 'cookie' | 'link';

const PayloadSchema = v.strictObject({
  p: v.picklist(['cookie', 'link']),
  r: v.picklist(REMOTE_NAMES),
  u: v.pipe(v.string(), v.check(isRemoteUrl)),
  v: v.nullable(v.pipe(v.string(), v.regex(VERSION_PATTERN))),
  x: v.pipe(v.number(), v.integer()),
});

function tag(key: Buffer, payload: string): Buffer {
  return createHmac('sha256', key).update(`gg-preview\n${payload}`).digest();
}

export function signPreview(key: Buffer, purpose: PreviewPurpose, preview: Preview): string {
  const payload = Buffer.from(
    JSON.stringify({ p: purpose, r: preview.remote, u: preview.url, v: preview.version, x: preview.expiresAt }),
  ).toString('base64url');
  return `${payload}.${tag(key, payload).toString('base64url')}`;
}

/** The preview a token names, when the key signed it for `purpose` and it has not expired. */
export function verifyPreview(
  key: Buffer,
  purpose: PreviewPurpose,
  token: string | undefined,
  now: number,
): Preview | undefined {
  if (!token || token.length > 4096) return undefined;
  const dot = token.indexOf('.');
  if (dot <= 0) return undefined;
  const payload = token.slice(0, dot);
  const presented = Buffer.from(token.slice(dot + 1), 'base64url');
  const expected = tag(key, payload);
  if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const parsed = v.safeParse(PayloadSchema, value);
  if (!parsed.success || parsed.output.p !== purpose || parsed.output.x <= now) return undefined;
  const { r: remote, u: url, v: version, x: expiresAt } = parsed.output;
  return { remote, url, version, expiresAt };
}
