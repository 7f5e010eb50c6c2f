import fs from 'node:fs';
import path from 'node:path';
import { BOOT_DATA_ELEMENT_ID, SITE, type BootData } from '@gagyeong/contracts';
import { manifestFor, writeFixtureDist } from '../../test-support/fixture-dist';
import { signedInCookie, startTestServer, writeFiles, type TestServer } from '../../test-support/test-server';
import { deploy, rollback } from './live-map';
import { createRelease } from './release-store';

function bootDataOf(html: string): BootData {
  const match = new RegExp(`<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">(.*?)</script>`, 's').exec(
    html,
  );
  if (!match?.[1]) throw new Error('no boot script');
  return JSON.parse(match[1]) as BootData;
}

describe('the running host follows the live remotes map', () => {
  let server: TestServer;
  let version: string;
  const pressPage = `/${encodeURIComponent(SITE.slug)}/press`;
  beforeAll(async () => {
    server = await startTestServer({ ssr: false });
    writeFixtureDist(server.distRoot);
    const dist = path.join(server.distRoot, 'build-of-press');
    writeFiles(dist, {
      'mf-manifest.json': manifestFor('mf_press', {
        './PressList': { js: ['__federation_expose_PressList.9999999999.js'], css: [] },
        './PressDetail': { js: [], css: [] },
      }),
      'remoteEntry.js': 'var mf_press; /* release */',
      'server/remoteEntry.js': 'module.exports = {};',
      '__federation_expose_PressList.9999999999.js': 'console.log("release");',
    });
    version = createRelease({
      remote: 'mf_press',
      dist,
      releasesDir: server.releasesDir,
      packageVersion: '1.0.0',
      commit: 'x',
    }).record.version;
  });
  afterAll(() => server.close());

  const get = (p: string) => fetch(`${server.baseUrl}${p}`);
  const releaseUrl = () => `/releases/mf-press/${version}/`;

  it('inlines the released version from the next request after a deploy, and the configured one after a rollback', async () => {
    const configured = bootDataOf(await (await get(pressPage)).text()).remotes.mf_press;
    expect(configured).toBe('/remotes/mf-press/mf-manifest.json');

    deploy({ releasesDir: server.releasesDir, remote: 'mf_press', configuredUrl: configured, by: 'kim' });
    const html = await (await get(pressPage)).text();
    expect(bootDataOf(html).remotes).toEqual(expect.objectContaining({ mf_press: `${releaseUrl()}mf-manifest.json` }));
    // Preload hints come from the release's own manifest.
    expect(html).toContain(`href="${releaseUrl()}__federation_expose_PressList.9999999999.js"`);
    expect(await (await get('/remotes.json')).json()).toEqual(
      expect.objectContaining({ mf_press: `${releaseUrl()}mf-manifest.json` }),
    );

    rollback({ releasesDir: server.releasesDir, remote: 'mf_press', by: 'kim' });
    expect(bootDataOf(await (await get(pressPage)).text()).remotes.mf_press).toBe(configured);
  });

  it('serves a kept release under its versioned path, entry and manifest included, as immutable', async () => {
    for (const file of ['remoteEntry.js', 'mf-manifest.json', '__federation_expose_PressList.9999999999.js']) {
      const response = await get(`${releaseUrl()}${file}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
    }
  });

  it('never serves the live map, the deploy log, a release record or a missing release', async () => {
    expect(fs.existsSync(path.join(server.releasesDir, 'live.json'))).toBe(true);
    for (const p of [
      '/releases/live.json',
      '/releases/deploy-log.jsonl',
      `${releaseUrl()}release.json`,
      '/releases/mf-press/0.0.0-none/remoteEntry.js',
    ]) {
      expect((await get(p)).status).toBe(404);
    }
  });

  it('shows the administrator what is live and the deploy log; nobody else', async () => {
    deploy({
      releasesDir: server.releasesDir,
      remote: 'mf_press',
      configuredUrl: '/remotes/mf-press/mf-manifest.json',
      by: 'choi',
    });
    const anonymous = await get('/api/admin/remotes');
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: { code: expect.any(String), message: '로그인이 필요합니다.' } });
    const editor = await signedInCookie(server, 'member@example.kr', 'member');
    expect((await fetch(`${server.baseUrl}/api/admin/remotes`, { headers: { cookie: editor } })).status).toBe(403);
    expect((await fetch(`${server.baseUrl}/admin/remotes`, { headers: { cookie: editor } })).status).toBe(403);
    expect((await get('/admin/remotes')).status).toBe(401);

    const admin = await signedInCookie(server, 'admin@example.kr', 'admin');
    const status = (await (
      await fetch(`${server.baseUrl}/api/admin/remotes`, { headers: { cookie: admin } })
    ).json()) as {
      remotes: { remote: string; live?: { version: string; by: string }; answers: Record<string, boolean> }[];
      log: { action: string; by: string }[];
    };
    const press = status.remotes.find((r) => r.remote === 'mf_press');
    expect(press?.live).toEqual(expect.objectContaining({ version, by: 'choi' }));
    expect(press?.answers).toEqual({ manifest: true, entry: true, serverEntry: true });
    // The fixture's mf-leads is not built: nothing answers.
    expect(status.remotes.find((r) => r.remote === 'mf_leads')?.answers).toEqual({
      manifest: false,
      entry: false,
      serverEntry: false,
    });
    expect(status.log[0]).toEqual(expect.objectContaining({ action: 'deploy', by: 'choi' }));

    const page = await fetch(`${server.baseUrl}/admin/remotes`, { headers: { cookie: admin } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<h1>원격 모듈 배포 현황</h1>');
    expect(html).toContain(version);
  });

  it('allows a remote deployed by URL to another origin in the CSP from the next response on', async () => {
    const csp = async () => (await get(pressPage)).headers.get('content-security-policy') ?? '';
    expect(await csp()).not.toContain('https://press.example');
    deploy({
      releasesDir: server.releasesDir,
      remote: 'mf_press',
      url: 'https://press.example/1.4.0/mf-manifest.json',
      configuredUrl: '/remotes/mf-press/mf-manifest.json',
      by: 'kim',
    });
    expect(await csp()).toMatch(/script-src 'self' https:\/\/press\.example/);
    rollback({ releasesDir: server.releasesDir, remote: 'mf_press', by: 'kim' });
    expect(await csp()).not.toContain('https://press.example');
  });
});
