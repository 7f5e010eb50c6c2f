import fs from 'node:fs';
import path from 'node:path';
import { BOOT_DATA_ELEMENT_ID, SITE, type BootData } from '@gagyeong/contracts';
import { manifestFor, writeFixtureDist } from '../../test-support/fixture-dist';
import { freePort, signIn, startTestServer, writeFiles, type TestServer } from '../../test-support/test-server';
import http from 'node:http';
import { DEPLOY_LOG_FILE, createFileLiveMapStore } from './file-live-map-store';
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
  const store = () => createFileLiveMapStore(server.releasesDir);
  const deployRelease = (by: string) =>
    deploy(store(), {
      remote: 'mf_press',
      target: { url: `${releaseUrl()}mf-manifest.json`, version },
      configuredUrl: '/remotes/mf-press/mf-manifest.json',
      by,
    });

  it('inlines the released version from the next request after a deploy, and the configured one after a rollback', async () => {
    const configured = bootDataOf(await (await get(pressPage)).text()).remotes.mf_press;
    expect(configured).toBe('/remotes/mf-press/mf-manifest.json');

    await deployRelease('kim');
    const html = await (await get(pressPage)).text();
    expect(bootDataOf(html).remotes).toEqual(expect.objectContaining({ mf_press: `${releaseUrl()}mf-manifest.json` }));
    // Preload hints come from the release's own manifest.
    expect(html).toContain(`href="${releaseUrl()}__federation_expose_PressList.9999999999.js"`);
    expect(await (await get('/remotes.json')).json()).toEqual(
      expect.objectContaining({ mf_press: `${releaseUrl()}mf-manifest.json` }),
    );

    await rollback(store(), { remote: 'mf_press', by: 'kim' });
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

  it('shows the administrator what is live and the deploy log, tolerating a broken log line; nobody else', async () => {
    await deployRelease('choi');
    // A log line cut short (a full disk, a killed process) must not break the status.
    fs.appendFileSync(path.join(server.releasesDir, DEPLOY_LOG_FILE), '{"at":"2026-');
    const anonymous = await get('/api/admin/remotes');
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: { code: expect.any(String), message: '로그인이 필요합니다.' } });
    const { cookie: editor } = await signIn(server, { email: 'member@example.kr', role: 'member' });
    expect((await fetch(`${server.baseUrl}/api/admin/remotes`, { headers: { cookie: editor } })).status).toBe(403);

    const { cookie: admin } = await signIn(server, { email: 'admin@example.kr' });
    const response = await fetch(`${server.baseUrl}/api/admin/remotes`, { headers: { cookie: admin } });
    expect(response.status).toBe(200);
    const status = (await response.json()) as {
      remotes: { remote: string; live?: { version: string; by: string }; answers: Record<string, boolean> }[];
      log: { action: string; by: string }[];
      logUnreadable: number;
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
    expect(status.logUnreadable).toBe(1);

    // The next deploy starts a line of its own: both are read back.
    await rollback(store(), { remote: 'mf_press', by: 'kim' });
    const after = (await (
      await fetch(`${server.baseUrl}/api/admin/remotes`, { headers: { cookie: admin } })
    ).json()) as {
      log: { action: string; by: string }[];
      logUnreadable: number;
    };
    expect(after.log.slice(0, 2)).toEqual([
      expect.objectContaining({ action: 'rollback', by: 'kim' }),
      expect.objectContaining({ action: 'deploy', by: 'choi' }),
    ]);
    expect(after.logUnreadable).toBe(1);
  });

  it('says what this host serves in its health answer', async () => {
    const health = (await (await get('/api/health')).json()) as { remotes: Record<string, unknown>; liveMap: unknown };
    expect(health.remotes.mf_press).toEqual({ url: '/remotes/mf-press/mf-manifest.json', version: null });
    expect(health.liveMap).toEqual({ store: 'file', state: 'following' });
    await deployRelease('kim');
    const deployed = (await (await get('/api/health')).json()) as { remotes: Record<string, unknown> };
    expect(deployed.remotes.mf_press).toEqual({ url: `${releaseUrl()}mf-manifest.json`, version });
    await rollback(store(), { remote: 'mf_press', by: 'kim' });
  });

  it('allows a remote made live on another origin in the CSP from its next request, and no dead origin', async () => {
    const csp = async () => (await get(pressPage)).headers.get('content-security-policy') ?? '';
    // Another team's origin, serving the release's files.
    const release = path.join(server.releasesDir, 'mf-press', version);
    const other = http.createServer((request, response) => {
      const file = path.join(release, (request.url ?? '/').split('?')[0] ?? '/');
      if (!file.startsWith(release) || !fs.existsSync(file) || fs.statSync(file).isDirectory())
        response.writeHead(404).end();
      else response.writeHead(200, { 'access-control-allow-origin': '*' }).end(fs.readFileSync(file));
    });
    const port = await freePort();
    await new Promise<void>((resolve) => other.listen(port, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${port}`;
    try {
      expect(await csp()).not.toContain(origin);
      await deploy(store(), {
        remote: 'mf_press',
        target: { url: `${origin}/mf-manifest.json`, version: null },
        configuredUrl: '/remotes/mf-press/mf-manifest.json',
        by: 'kim',
      });
      // One map per request: the response that allows the origin also renders, hints and boots with it.
      const page = await get(pressPage);
      expect(page.headers.get('content-security-policy')).toMatch(
        new RegExp(`script-src 'self' ${origin.replace(/[.:/]/g, '\\$&')}`),
      );
      const html = await page.text();
      expect(bootDataOf(html).remotes.mf_press).toBe(`${origin}/mf-manifest.json`);
      expect(html).toContain(`href="${origin}/__federation_expose_PressList.9999999999.js"`);
      await rollback(store(), { remote: 'mf_press', by: 'kim' });
      expect(await csp()).not.toContain(origin);
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }

    // The same origin, now refusing connections, written into the map by hand: never allowed.
    fs.writeFileSync(
      path.join(server.releasesDir, 'live.json'),
      JSON.stringify({
        mf_press: { url: `${origin}/mf-manifest.json`, version: null, at: '2026-11-25T00:00:00.000Z', by: 'hand' },
      }),
    );
    expect(await csp()).not.toContain(origin);
    expect(bootDataOf(await (await get(pressPage)).text()).remotes.mf_press).toBe('/remotes/mf-press/mf-manifest.json');
    fs.rmSync(path.join(server.releasesDir, 'live.json'));
  });
});
