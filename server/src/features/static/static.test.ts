import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { BIG_JS, writeFixtureDist } from '../../test-support/fixture-dist';
import { IMMUTABLE, NO_CACHE } from './cache-policy';

describe('static hosting of the built shell and remotes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    writeFixtureDist(server.distRoot);
  });
  afterAll(() => server.close());

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.baseUrl}${path}`, { headers });

  it.each([
    ['/main.0123456789.js', IMMUTABLE],
    ['/assets/logo.abcdef1234.svg', IMMUTABLE],
    ['/remotes/mf-press/__federation_expose_PressList.1111111111.js', IMMUTABLE],
    ['/remotes/mf-press/__federation_expose_PressList.3333333333.css', IMMUTABLE],
    ['/remotes/mf-press/remoteEntry.js', NO_CACHE],
    ['/remotes/mf-press/mf-manifest.json', NO_CACHE],
    ['/remotes/mf-press/mf-stats.json', NO_CACHE],
    ['/remotes/mf-marketing/remoteEntry.js', NO_CACHE],
  ])('%s → 200, Cache-Control %s, usable from other origins', async (path, cacheControl) => {
    const response = await get(path, { origin: 'https://other.example' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(cacheControl);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(response.headers.get('etag')).toBeTruthy();
  });

  it('serves the right bytes and content types', async () => {
    const script = await get('/remotes/mf-press/__federation_expose_PressList.1111111111.js');
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(await script.text()).toBe(BIG_JS);
    const manifest = await get('/remotes/mf-press/mf-manifest.json');
    expect(manifest.headers.get('content-type')).toMatch(/^application\/json/);
    expect((await manifest.json()) as unknown).toMatchObject({ name: 'mf_press' });
  });

  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
  ])('compresses with %s when the client accepts it', async (accept, encoding) => {
    const response = await get('/main.0123456789.js', { 'accept-encoding': accept });
    expect(response.headers.get('content-encoding')).toBe(encoding);
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await response.text()).toBe(BIG_JS); // fetch decodes it
  });

  it('sends scripts and stylesheets without the headers only a document uses; an SVG keeps them', async () => {
    for (const path of ['/main.0123456789.js', '/remotes/mf-press/__federation_expose_PressList.3333333333.css']) {
      const response = await get(path);
      expect(response.headers.get('content-security-policy')).toBeNull();
      expect(response.headers.get('x-frame-options')).toBeNull();
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
    // …also as the build's precompressed file.
    writeFileSync(path.join(server.distRoot, 'shell/dist/main.0123456789.js.br'), brotliCompressSync(BIG_JS));
    const precompressed = await get('/main.0123456789.js', { 'accept-encoding': 'br' });
    expect(precompressed.headers.get('content-encoding')).toBe('br');
    expect(precompressed.headers.get('content-security-policy')).toBeNull();
    expect(await precompressed.text()).toBe(BIG_JS);
    rmSync(path.join(server.distRoot, 'shell/dist/main.0123456789.js.br'));
    const svg = await get('/assets/logo.abcdef1234.svg');
    expect(svg.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('never serves the raw HTML template', async () => {
    const response = await get('/index.html');
    expect(await response.text()).not.toContain('<!--gagyeong:boot-->');
  });

  it('answers a missing remote file or an unbuilt remote with a 404 in the error shape, not the site’s HTML', async () => {
    for (const path of ['/remotes/mf-press/nope.js', '/remotes/mf-leads/remoteEntry.js', '/missing.0123456789.js']) {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('not_found');
    }
  });

  it('refuses path traversal', async () => {
    const response = await get('/remotes/mf-press/..%2f..%2fshell/dist/index.html');
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(await response.text()).not.toContain('<!--gagyeong');
  });

  it('sends baseline security headers', async () => {
    const response = await get('/Brand/intro');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain('https://www.youtube-nocookie.com');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});

describe('static hosting with nothing built', () => {
  it('starts, serves the API, and answers pages with a Korean 503 notice', async () => {
    const server = await startTestServer(); // its dist root is an empty folder
    try {
      expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
      const page = await fetch(`${server.baseUrl}/Brand/intro`);
      expect(page.status).toBe(503);
      expect(await page.text()).toContain('사이트를 준비하고 있습니다');
      expect((await fetch(`${server.baseUrl}/remotes/mf-press/remoteEntry.js`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
