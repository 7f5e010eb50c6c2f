import fs from 'node:fs';
import path from 'node:path';
import { BOOT_DATA_ELEMENT_ID, type BootData } from '@gagyeong/contracts';
import { BUCKET_COOKIE, PREVIEW_COOKIE, PREVIEW_LINK_TTL_MS, PREVIEW_TTL_MS } from '@gagyeong/contracts/delivery';
import { versionLabel } from '@gagyeong/contracts/live-map';
import { manifestOf, releaseOf, writeFixtureDist } from '../../test-support/fixture-dist';
import { cookieFrom, signIn, startTestServer, writeFiles, type TestServer } from '../../test-support/test-server';
import { createFileLiveMapStore } from '../releases/file-live-map-store';
import { deploy, promote, rollback, startCanary } from '../releases/live-map';
import { PREVIEW_KEY_FILE, previewKey, visitorKey } from './preview-key';
import { signPreview, verifyPreview } from './preview-token';
import { canaryPosition, issueBucket, verifyBucket } from './visitor-bucket';

/**
 * Previews and canaries on a running host (docs/decisions/0062-preview-in-one-browser.md,
 * 0063-canary-share-per-visitor.md), against a stand-in for the shell's server build that renders
 * which mf_marketing server entry it was given: each page says which release rendered it.
 */
const FAKE_SHELL_BUILD = `
exports.createServerFederation = (version, entries) => ({ version, entries, loadModule: async () => ({ default: () => null }), dispose() {} });
exports.renderPage = async ({ url, federation, viewport }) => {
  const marketing = federation.entries.find((e) => e.name === 'mf_marketing');
  return {
    status: 200,
    head: '<title>페이지</title>',
    body: '<main><p>서버 ' + (marketing ? marketing.code.trim() : 'none') + '</p></main>',
    ssr: { path: url.split('?')[0], viewport, modules: ['mf_marketing/Brand'], data: {} },
    failures: [],
  };
};
`;

const PAGE = '/Brand/intro';
const CONFIGURED = '/remotes/mf-marketing/mf-manifest.json';

function bootDataOf(html: string): BootData {
  const match = new RegExp(`<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">(.*?)</script>`, 's').exec(
    html,
  );
  if (!match?.[1]) throw new Error('no boot script');
  return JSON.parse(match[1]) as BootData;
}

describe('previews and canaries on a host', () => {
  let server: TestServer;
  let stable: string;
  let canary: string;
  let adminCookie: string;
  const store = () => createFileLiveMapStore(server.releasesDir);

  beforeAll(async () => {
    server = await startTestServer({ ssr: { timeoutMs: 2000, cacheEntries: 50 } });
    writeFixtureDist(server.distRoot);
    writeFiles(server.distRoot, {
      'shell/dist/server/index.js': FAKE_SHELL_BUILD,
      'mf-marketing/dist/server/remoteEntry.js': '/* built */',
    });
    stable = releaseOf(server, 'stable');
    canary = releaseOf(server, 'canary');
    adminCookie = (await signIn(server, { email: 'admin@example.kr' })).cookie;
  });
  afterAll(() => server.close());
  afterEach(() => fs.rmSync(path.join(server.releasesDir, 'live.json'), { force: true }));

  const get = (p: string, cookie?: string) => fetch(`${server.baseUrl}${p}`, cookie ? { headers: { cookie } } : {});
  /** A bucket as the host signs it (with the key in its data folder). */
  const signedBucket = () => issueBucket(visitorKey({ dataDir: server.dataDir })!);
  const change = { remote: 'mf_marketing' as const, configuredUrl: CONFIGURED, by: 'kim' };

  describe('a canary', () => {
    beforeEach(async () => {
      await deploy(store(), { ...change, target: { url: manifestOf(stable), version: stable } });
      await startCanary(store(), { ...change, target: { url: manifestOf(canary), version: canary }, share: 50 });
    });

    it('gives a new visitor a bucket cookie, and the same release on every later page', async () => {
      const first = await get(PAGE);
      const cookie = cookieFrom(first, BUCKET_COOKIE);
      expect(first.headers.get('set-cookie')).toMatch(
        /gg_bucket=b1\.[\w-]{22}\.[\w-]{22}; Max-Age=31536000; .*Path=\/; HttpOnly; SameSite=Lax/,
      );
      const html = await first.text();
      const release = html.includes('서버 /* canary */') ? canary : stable;
      expect(bootDataOf(html).remotes.mf_marketing).toBe(manifestOf(release));
      expect(bootDataOf(html).versions?.mf_marketing).toBe(release);
      expect(first.headers.get('cache-control')).toBe('private, no-cache');
      for (const p of [PAGE, '/Brand/video', PAGE]) {
        const again = await get(p, cookie);
        expect(again.headers.get('set-cookie')).toBeNull();
        const text = await again.text();
        expect(text).toContain(`서버 /* ${release === canary ? 'canary' : 'stable'} */`);
        expect(bootDataOf(text).remotes.mf_marketing).toBe(manifestOf(release));
      }
      // The CSP, the hints and /remotes.json follow the same map.
      expect(((await (await get('/remotes.json', cookie)).json()) as Record<string, string>).mf_marketing).toBe(
        manifestOf(release),
      );
    });

    it('splits visitors by their bucket and keeps each group its own cached pages', async () => {
      const buckets = Array.from({ length: 60 }, signedBucket);
      const seen = { canary: 0, stable: 0 };
      for (const bucket of buckets) {
        const cookie = `${BUCKET_COOKIE}=${bucket.token}`;
        const expected = canaryPosition(bucket.id, 'mf_marketing', { url: manifestOf(canary), version: canary }) < 50;
        // Twice: the second is the page cache's, and must still be the visitor's group's.
        for (let round = 0; round < 2; round += 1) {
          const html = await (await get(PAGE, cookie)).text();
          expect(html).toContain(expected ? '서버 /* canary */' : '서버 /* stable */');
        }
        seen[expected ? 'canary' : 'stable'] += 1;
      }
      expect(seen.canary).toBeGreaterThan(15);
      expect(seen.stable).toBeGreaterThan(15);
      const cached = await get(PAGE, `${BUCKET_COOKIE}=${buckets[0]!.token}`);
      expect(cached.headers.get('server-timing')).toMatch(/desc="hit"/);
    });

    it('raising the share keeps every visitor who had the canary', async () => {
      const buckets = Array.from({ length: 40 }, () => signedBucket().token);
      await startCanary(store(), { ...change, target: { url: manifestOf(canary), version: canary }, share: 10 });
      const before = new Set<string>();
      for (const bucket of buckets) {
        if ((await (await get(PAGE, `${BUCKET_COOKIE}=${bucket}`)).text()).includes('/* canary */')) before.add(bucket);
      }
      await startCanary(store(), { ...change, target: { url: manifestOf(canary), version: canary }, share: 60 });
      for (const bucket of before) {
        expect(await (await get(PAGE, `${BUCKET_COOKIE}=${bucket}`)).text()).toContain('/* canary */');
      }
    });

    it('is live for everyone once promoted, and gone after a rollback; health says the split', async () => {
      const health = (await (await get('/api/health')).json()) as { remotes: { mf_marketing: unknown } };
      expect(health.remotes.mf_marketing).toEqual({
        url: manifestOf(stable),
        version: stable,
        canary: { url: manifestOf(canary), version: canary, share: 50 },
      });
      await rollback(store(), { remote: 'mf_marketing', by: 'kim', reason: 'test' });
      const ended = await get(PAGE);
      expect(ended.headers.get('set-cookie')).toBeNull();
      expect(ended.headers.get('cache-control')).toBe('no-cache');
      expect(await ended.text()).toContain('서버 /* stable */');

      await startCanary(store(), { ...change, target: { url: manifestOf(canary), version: canary }, share: 1 });
      await promote(store(), { remote: 'mf_marketing', by: 'kim' });
      for (let index = 0; index < 5; index += 1) expect(await (await get(PAGE)).text()).toContain('서버 /* canary */');
    });

    it('ignores a bucket cookie that is not one the host draws', async () => {
      const response = await get(PAGE, `${BUCKET_COOKIE}=../../etc`);
      expect(response.headers.get('set-cookie')).toMatch(/^gg_bucket=b1\.[\w-]{22}\.[\w-]{22};/);
    });

    it('lets nobody pick a group: a made-up bucket of the canary group is replaced, and the new one decides', async () => {
      const inCanary = (id: string) =>
        canaryPosition(id, 'mf_marketing', { url: manifestOf(canary), version: canary }) < 50;
      // Unsigned values (as the cookie was before it was signed) that the hash puts in each group.
      const made = Array.from({ length: 40 }, (_, index) => `pick-${String(index).padStart(17, '0')}`);
      for (const wanted of [true, false]) {
        const value = made.find((id) => inCanary(id) === wanted)!;
        for (const forged of [value, `b1.${value}.${'A'.repeat(22)}`]) {
          const response = await get(PAGE, `${BUCKET_COOKIE}=${forged}`);
          const token = cookieFrom(response, BUCKET_COOKIE)!.split('=')[1]!;
          const issued = verifyBucket(visitorKey({ dataDir: server.dataDir })!, token);
          expect(issued).toBeDefined();
          expect(issued!.id).not.toBe(value);
          expect(await response.text()).toContain(inCanary(issued!.id) ? '서버 /* canary */' : '서버 /* stable */');
        }
      }
    });
  });

  describe('a preview', () => {
    const startPreview = (body: unknown, cookie = adminCookie) =>
      fetch(`${server.baseUrl}/api/admin/preview`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, origin: server.baseUrl },
        body: JSON.stringify(body),
      });

    it('is started by the administrator only, for a kept release or a URL that passes the deploy check', async () => {
      expect(
        (
          await fetch(`${server.baseUrl}/api/admin/preview`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: server.baseUrl },
            body: '{}',
          })
        ).status,
      ).toBe(401);
      const member = (await signIn(server, { email: 'member@example.kr', role: 'member' })).cookie;
      expect((await startPreview({ remote: 'mf_marketing', version: canary }, member)).status).toBe(403);
      const notKept = await startPreview({ remote: 'mf_marketing', version: '9.9.9-0000000000' });
      expect(notKept.status).toBe(400);
      expect(((await notKept.json()) as { error: { message: string } }).error.message).toBe(
        '9.9.9-0000000000 버전은 이 호스트에 보관된 릴리스가 아닙니다.',
      );
      const dead = await startPreview({ remote: 'mf_marketing', url: 'http://127.0.0.1:9/mf-manifest.json' });
      expect(dead.status).toBe(400);
      expect(((await dead.json()) as { error: { message: string } }).error.message).toMatch(
        /^미리볼 수 없는 릴리스입니다: /,
      );
      expect((await startPreview({ remote: 'mf_marketing' })).status).toBe(400);
      expect((await startPreview({ remote: 'mf_marketing', version: canary, url: manifestOf(canary) })).status).toBe(
        400,
      );
    });

    it('renders the release for the previewing browser only, never cached, with a banner that ends it', async () => {
      const started = await startPreview({ remote: 'mf_marketing', version: canary });
      expect(started.status).toBe(200);
      expect(started.headers.get('set-cookie')).toMatch(
        /^gg_preview=[\w.-]+; Max-Age=3600; .*Path=\/; HttpOnly; SameSite=Lax$/,
      );
      const preview = cookieFrom(started, PREVIEW_COOKIE);
      if (!preview) throw new Error('no preview cookie');

      // Another visitor first: the live page, now kept in the page cache.
      expect(await (await get(PAGE)).text()).toContain('서버 /* built */');
      for (let round = 0; round < 2; round += 1) {
        const response = await get(PAGE, preview);
        expect(response.headers.get('cache-control')).toBe('private, no-store');
        expect(response.headers.get('server-timing')).toMatch(/desc="miss"/);
        const html = await response.text();
        expect(html).toContain('서버 /* canary */');
        expect(bootDataOf(html).remotes.mf_marketing).toBe(manifestOf(canary));
        expect(html).toMatch(
          new RegExp(
            `<aside class="gg-preview" aria-label="미리보기"><p>미리보기 중: mf_marketing ${canary}\\. 이 브라우저에만 보이며 \\d\\d:\\d\\d에 끝납니다\\.</p>`,
          ),
        );
        expect(html).toContain(
          '<form method="post" action="/api/preview/end?to=%2FBrand%2Fintro"><button type="submit">미리보기 끝내기</button></form>',
        );
      }
      // The other visitor still gets the live page, from the cache.
      const other = await get(PAGE);
      expect(other.headers.get('server-timing')).toMatch(/desc="hit"/);
      const otherHtml = await other.text();
      expect(otherHtml).toContain('서버 /* built */');
      expect(otherHtml).not.toContain('gg-preview');

      const ended = await fetch(`${server.baseUrl}/api/preview/end?to=%2FBrand%2Fintro`, {
        method: 'POST',
        headers: { cookie: preview, origin: server.baseUrl, 'content-type': 'application/x-www-form-urlencoded' },
        redirect: 'manual',
      });
      expect(ended.status).toBe(303);
      expect(ended.headers.get('location')).toBe('/Brand/intro');
      expect(ended.headers.get('set-cookie')).toMatch(/^gg_preview=; Max-Age=0;/);
      // An end to elsewhere goes home.
      const away = await fetch(`${server.baseUrl}/api/preview/end?to=%2F%2Fevil.example`, {
        method: 'POST',
        redirect: 'manual',
      });
      expect(away.headers.get('location')).toBe('/');
    });

    it('ignores a forged, altered, foreign, expired or link cookie', async () => {
      const key = previewKey({ dataDir: server.dataDir });
      if (!key) throw new Error('no key');
      const target = { remote: 'mf_marketing' as const, url: manifestOf(canary), version: canary };
      const valid = signPreview(key, 'cookie', { ...target, expiresAt: server.app.now() + PREVIEW_TTL_MS });
      const [payload, tag] = valid.split('.');
      const forged = [
        `${Buffer.from(JSON.stringify({ p: 'cookie', r: 'mf_marketing', u: manifestOf(canary), v: canary, x: Date.now() + 1e6 })).toString('base64url')}.AAAA`,
        `${payload}x.${tag}`,
        signPreview(Buffer.from('another host’s key of at least 32 chars'), 'cookie', {
          ...target,
          expiresAt: Date.now() + 1e6,
        }),
        signPreview(key, 'cookie', { ...target, expiresAt: server.app.now() - 1 }),
        signPreview(key, 'link', { ...target, expiresAt: server.app.now() + 1e6 }),
      ];
      for (const token of forged) {
        const html = await (await get(PAGE, `${PREVIEW_COOKIE}=${token}`)).text();
        expect(html).toContain('서버 /* built */');
        expect(html).not.toContain('gg-preview');
      }
      expect(await (await get(PAGE, `${PREVIEW_COOKIE}=${valid}`)).text()).toContain('서버 /* canary */');
    });

    it('starts from the command’s link (signed with the key file beside the database), once valid', async () => {
      expect(fs.statSync(path.join(server.dataDir, PREVIEW_KEY_FILE)).mode & 0o777).toBe(0o600);
      const key = previewKey({ dataDir: server.dataDir });
      if (!key) throw new Error('no key');
      const target = { remote: 'mf_marketing' as const, url: manifestOf(canary), version: canary };
      const link = signPreview(key, 'link', { ...target, expiresAt: server.app.now() + PREVIEW_LINK_TTL_MS });
      const opened = await fetch(`${server.baseUrl}/api/preview/start?token=${link}`, { redirect: 'manual' });
      expect(opened.status).toBe(303);
      expect(opened.headers.get('location')).toBe('/');
      const cookie = cookieFrom(opened, PREVIEW_COOKIE);
      if (!cookie) throw new Error('no preview cookie');
      const token = decodeURIComponent(cookie.slice(`${PREVIEW_COOKIE}=`.length));
      expect(verifyPreview(key, 'cookie', token, server.app.now())).toEqual(
        expect.objectContaining({ ...target, expiresAt: expect.any(Number) }),
      );
      expect(await (await get(PAGE, cookie)).text()).toContain('서버 /* canary */');

      // A cookie token is no link; an expired link is refused with a Korean page.
      const asLink = await fetch(`${server.baseUrl}/api/preview/start?token=${token}`, { redirect: 'manual' });
      expect(asLink.status).toBe(403);
      expect(await asLink.text()).toContain('미리보기 링크가 올바르지 않거나 만료되었습니다.');
      const expired = signPreview(key, 'link', { ...target, expiresAt: server.app.now() - 1 });
      expect((await fetch(`${server.baseUrl}/api/preview/start?token=${expired}`, { redirect: 'manual' })).status).toBe(
        403,
      );
    });

    it('names a release without a version by its URL', () => {
      expect(versionLabel({ url: CONFIGURED, version: null })).toMatch(/^url-[0-9a-f]{8}$/);
      expect(versionLabel({ url: CONFIGURED, version: null })).not.toBe(
        versionLabel({ url: manifestOf(canary), version: null }),
      );
    });
  });
});
