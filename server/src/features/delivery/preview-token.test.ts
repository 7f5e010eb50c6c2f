import { randomBytes } from 'node:crypto';
import { signPreview, verifyPreview } from './preview-token';

const key = randomBytes(32);
const NOW = Date.UTC(2026, 10, 25, 12);
const preview = {
  remote: 'mf_marketing' as const,
  url: 'https://team.example/new/mf-manifest.json',
  version: '1.0.1-abcdef0123',
  expiresAt: NOW + 60_000,
};

describe('preview tokens', () => {
  it('name the signed preview for its purpose until it expires', () => {
    const token = signPreview(key, 'cookie', preview);
    expect(token).toMatch(/^[\w-]+\.[\w-]{43}$/);
    expect(verifyPreview(key, 'cookie', token, NOW)).toEqual(preview);
    expect(verifyPreview(key, 'cookie', token, preview.expiresAt)).toBeUndefined();
    expect(verifyPreview(key, 'link', token, NOW)).toBeUndefined();
    expect(verifyPreview(key, 'link', signPreview(key, 'link', preview), NOW)).toEqual(preview);
    expect(verifyPreview(key, 'cookie', signPreview(key, 'cookie', { ...preview, version: null }), NOW)).toEqual({
      ...preview,
      version: null,
    });
  });

  it('refuse another key, an altered payload or tag, and what is not a token', () => {
    const token = signPreview(key, 'cookie', preview);
    const [payload = '', tag = ''] = token.split('.');
    const altered = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), u: 'https://evil.example/m.json' }),
    ).toString('base64url');
    for (const forged of [
      signPreview(randomBytes(32), 'cookie', preview),
      `${altered}.${tag}`,
      `${payload}.${tag.slice(0, -2)}AA`,
      `${payload}.`,
      `.${tag}`,
      payload,
      '',
      undefined,
      `${payload}.${tag}${'A'.repeat(4096)}`,
    ]) {
      expect(verifyPreview(key, 'cookie', forged, NOW)).toBeUndefined();
    }
  });

  it('refuse a signed payload that is not a preview (a script URL, an unknown remote)', () => {
    for (const bad of [
      { ...preview, url: 'javascript:alert(1)' },
      { ...preview, remote: 'mf_other' as 'mf_press' },
      { ...preview, version: 'a b' },
    ]) {
      expect(verifyPreview(key, 'cookie', signPreview(key, 'cookie', bad), NOW)).toBeUndefined();
    }
  });
});
