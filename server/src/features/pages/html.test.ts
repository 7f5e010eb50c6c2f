import { versionLabel } from '@gagyeong/contracts/live-map';
import fs from 'node:fs';
import path from 'node:path';
import {
  BOOT_DATA_ELEMENT_ID,
  DEFAULT_SITE_CONFIG,
  isRedirect,
  ROUTES,
  SITE,
  type BootData,
} from '@gagyeong/contracts';
import { HONEYPOT_FIELD, LEAD_CONSENT } from '@gagyeong/contracts/leads';
import { startTestServer, writeFiles, type TestServer } from '../../test-support/test-server';
import { manifestFor, TEMPLATE, writeFixtureDist } from '../../test-support/fixture-dist';
import { loadSettings } from '../../config/settings';

const SLUG = encodeURIComponent(SITE.slug);

/** A concrete URL for each route pattern (params filled in, the Korean slug percent-encoded). */
function concretePath(pattern: string): string {
  return pattern.replace(':site', SLUG).replace(':id', 'AbC123_-xyz');
}

function bootDataOf(html: string): BootData {
  const match = new RegExp(`<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">(.*?)</script>`, 's').exec(
    html,
  );
  if (!match?.[1]) throw new Error('no boot script');
  return JSON.parse(match[1]) as BootData;
}

function preloads(html: string): string[] {
  return [
    ...html.matchAll(/<link rel="preload" as="(\w+)"(?: crossorigin)?(?: fetchpriority="low")? href="([^"]+)">/g),
  ].map(([, as, href]) => `${as} ${href}`);
}

describe('HTML for every page', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    writeFixtureDist(server.distRoot);
  });
  afterAll(() => server.close());

  const get = (p: string) => fetch(`${server.baseUrl}${p}`);

  it.each(ROUTES.filter((route) => !isRedirect(route)).map((route) => [concretePath(route.path)]))(
    '%s → 200 with the shell HTML',
    async (p) => {
      const response = await get(p);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      // The admin pages are rendered for the signed-in person: stored by no cache at all.
      expect(response.headers.get('cache-control')).toBe(p.startsWith('/admin') ? 'private, no-store' : 'no-cache');
      expect(bootDataOf(await response.text()).config.siteSlug).toBe(SITE.slug);
    },
  );

  it('accepts the Korean slug percent-encoded in either case, and decoded', async () => {
    expect((await get(`/${SLUG.toLowerCase()}/press`)).status).toBe(200);
    // Browsers always percent-encode; the decoded form can still arrive through a proxy or inject.
    const decoded = await server.app.inject({ method: 'GET', url: `/${SITE.slug}/press` });
    expect(decoded.statusCode).toBe(200);
  });

  it.each([
    '/nope',
    '/Brand/nope',
    '/Brand/intro/extra',
    `/${SLUG}/press/1/2`,
    '/FloorPlan/84C',
    '/index.html',
    '/assets/',
  ])('%s → 404 with the same HTML (the shell renders Not Found)', async (p) => {
    const response = await get(p);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(bootDataOf(html).remotes).toEqual(server.app.liveRemotes.peek().remotes);
    expect(preloads(html)).toEqual([]);
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    for (const p of ['/api/nope', '/api']) {
      const response = await get(p);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        error: { code: 'not_found', message: '요청한 API를 찾을 수 없습니다.' },
      });
    }
    const post = await fetch(`${server.baseUrl}/api/nope`, { method: 'POST' });
    expect(post.status).toBe(404);
  });

  it('inlines the config and remotes map as boot JSON and strips both placeholders', async () => {
    const html = await (await get('/')).text();
    expect(html).not.toContain('<!--gagyeong:');
    const { remotes } = server.app.liveRemotes.peek();
    // Each remote's version: the configured builds go by their URL's hash (docs/decisions/0063-canary-share-per-visitor.md).
    const versions = Object.fromEntries(
      Object.entries(remotes).map(([name, url]) => [name, versionLabel({ url, version: null })]),
    );
    expect(bootDataOf(html)).toEqual({ config: server.app.siteConfig, remotes, versions });
  });

  it('preloads a same-origin entry without CORS mode, as the browser requests it', async () => {
    const html = await (await get(`/${SLUG}/press`)).text();
    expect(html).toContain(
      '<link rel="preload" as="script" fetchpriority="low" href="/remotes/mf-press/remoteEntry.js">',
    );
    // The browser never fetches the manifest (the server reads it): no hint for it.
    expect(html).not.toContain('mf-manifest.json">');
  });

  it('preloads the route remote: entry, and the exposed module’s JS and CSS', async () => {
    const press = preloads(await (await get(`/${SLUG}/press`)).text());
    expect(press).toEqual([
      'script /remotes/mf-press/remoteEntry.js',
      'script /remotes/mf-press/__federation_expose_PressList.1111111111.js',
      'script /remotes/mf-press/vendor.2222222222.js',
      'style /remotes/mf-press/__federation_expose_PressList.3333333333.css',
    ]);
    const detail = preloads(await (await get(`/${SLUG}/press/abc`)).text());
    expect(detail).toContain('script /remotes/mf-press/__federation_expose_PressDetail.4444444444.js');
    expect(detail).not.toContain('script /remotes/mf-press/__federation_expose_PressList.1111111111.js');
    const brand = preloads(await (await get('/Brand/video')).text());
    expect(brand).toEqual([
      'script /remotes/mf-marketing/remoteEntry.js',
      'script /remotes/mf-marketing/__federation_expose_Brand.5555555555.js',
      'style /remotes/mf-marketing/__federation_expose_Brand.6666666666.css',
    ]);
  });

  it('preloads only the entry of a remote that is not built yet, and nothing for redirects', async () => {
    expect(preloads(await (await get('/Promotion/Customer')).text())).toEqual([
      'script /remotes/mf-leads/remoteEntry.js',
    ]);
  });

  it('answers a legacy path with an HTTP redirect to its page', async () => {
    const redirect = ROUTES.find(isRedirect);
    if (!redirect) throw new Error('the route table has no redirect');
    const response = await fetch(`${server.baseUrl}${redirect.path}`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(redirect.redirectTo);
    expect(redirect.redirectTo).toBe(`/${SLUG}/press`);
  });

  it('answers a route typed in another letter case with a 301 to its own spelling, query kept', async () => {
    const response = await fetch(`${server.baseUrl}/brand/INTRO?utm_source=qr`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/Brand/intro?utm_source=qr');
    const article = await fetch(`${server.baseUrl}/${SLUG}/Press/Ab1`, { redirect: 'manual' });
    expect(article.status).toBe(301);
    expect(article.headers.get('location')).toBe(`/${SLUG}/press/Ab1`);
    // Not a route in any case: Not Found, as before.
    expect((await fetch(`${server.baseUrl}/brand/nothing`, { redirect: 'manual' })).status).toBe(404);
  });

  it('answers a trailing slash with a 301 to the route’s spelling, query kept, in one step', async () => {
    for (const [from, to] of [
      ['/Brand/intro/?utm_source=qr', '/Brand/intro?utm_source=qr'],
      [`/${SLUG}/press/`, `/${SLUG}/press`],
      [`/${SLUG}/press/Ab1/`, `/${SLUG}/press/Ab1`],
      ['/brand/intro/', '/Brand/intro'],
      ['/Promotion/Press/', `/${SLUG}/press`],
    ] as const) {
      const response = await fetch(`${server.baseUrl}${from}`, { redirect: 'manual' });
      expect({ from, status: response.status, location: response.headers.get('location') }).toEqual({
        from,
        status: 301,
        location: to,
      });
    }
    expect((await get('/')).status).toBe(200);
  });

  it('answers another site slug with 404 (no page under any slug), this site’s in any spelling with 200', async () => {
    for (const p of [
      '/anything/press',
      '/anything/customer',
      '/anything/press/AbC123',
      `/${encodeURIComponent('다른단지')}/press`,
    ]) {
      const response = await get(p);
      expect({ p, status: response.status }).toEqual({ p, status: 404 });
      expect(preloads(await response.text())).toEqual([]);
    }
    for (const p of [`/${SLUG}/customer`, `/${SLUG.toLowerCase()}/customer`]) expect((await get(p)).status).toBe(200);
  });

  it('picks up a rebuilt remote and a rebuilt template without a restart', async () => {
    const manifestFile = path.join(server.distRoot, 'mf-press', 'dist', 'mf-manifest.json');
    writeFiles(server.distRoot, {
      'mf-press/dist/mf-manifest.json': manifestFor('mf_press', {
        './PressList': { js: ['__federation_expose_PressList.9999999999.js'], css: [] },
      }),
      'shell/dist/index.html': TEMPLATE.replace(
        '<title data-static-head>',
        '<meta name="rebuilt" content="yes"><title data-static-head>',
      ),
    });
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(manifestFile, later, later);
    fs.utimesSync(path.join(server.distRoot, 'shell', 'dist', 'index.html'), later, later);

    const html = await (await get(`/${SLUG}/press`)).text();
    expect(preloads(html)).toContain('script /remotes/mf-press/__federation_expose_PressList.9999999999.js');
    expect(html).toContain('<meta name="rebuilt" content="yes">');
  });
});

describe('the font of each page (docs/decisions/0054-page-font-faces.md)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    writeFixtureDist(server.distRoot);
    writeFiles(server.distRoot, {
      'shell/dist/shell-assets.json': JSON.stringify({
        css: ['784.0123456789.css'],
        fonts: ['assets/pretendard-site.abcdef0123.woff2'],
      }),
      'shell/dist/page-fonts/page-fonts.json': JSON.stringify({
        family: 'Pretendard Page',
        routes: {
          '/Brand/intro': {
            font: 'page-fonts/pretendard-page.1111.woff2',
            css: 'page-fonts/pretendard-page.1111.css',
            characters: 1,
            bytes: 1,
          },
          '/:site/press': {
            font: 'page-fonts/pretendard-page.2222.woff2',
            css: 'page-fonts/pretendard-page.2222.css',
            characters: 1,
            bytes: 1,
          },
        },
      }),
    });
  });
  afterAll(() => server.close());

  const head = async (p: string) => {
    const html = await (await fetch(`${server.baseUrl}${p}`)).text();
    return html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
  };
  const fontLinks = (html: string) =>
    [...html.matchAll(/<link rel="(?:stylesheet|preload)"[^>]*(?:page-fonts|pretendard)[^>]*>/g)].map((m) => m[0]);

  it("links the route's own face (its @font-face, the woff2 preloaded in CORS mode) before any other CSS", async () => {
    const html = await head('/Brand/intro');
    expect(fontLinks(html)).toEqual([
      '<link rel="stylesheet" href="/page-fonts/pretendard-page.1111.css">',
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/page-fonts/pretendard-page.1111.woff2">',
    ]);
    expect(html.indexOf('pretendard-page.1111.css')).toBeLessThan(html.indexOf('rel="stylesheet" href="/784'));
    expect(fontLinks(await head(`/${SLUG}/press`))[0]).toContain('pretendard-page.2222.css');
  });

  it('preloads the site-wide face where a page has no face of its own, and never both', async () => {
    for (const p of ['/Brand/video', '/nope']) {
      expect(fontLinks(await head(p))).toEqual([
        '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/pretendard-site.abcdef0123.woff2">',
      ]);
    }
  });
});

describe('boot JSON escaping and remote origins', () => {
  it('escapes < so config values cannot end the script element', async () => {
    const hostile = '</script><script>alert(1)</script><!--';
    const server = await startTestServer({
      config: { ...DEFAULT_SITE_CONFIG, siteSlug: hostile },
      remotes: {
        mf_marketing: 'https://cdn.example.kr/marketing/mf-manifest.json',
        mf_press: '/remotes/mf-press/mf-manifest.json',
        mf_leads: 'https://leads.example.kr/remoteEntry.js',
      },
    });
    writeFixtureDist(server.distRoot);
    try {
      const html = await (await fetch(`${server.baseUrl}/`)).text();
      expect(html).not.toContain(hostile);
      expect(html).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e\\u003c!--');
      expect(bootDataOf(html).config.siteSlug).toBe(hostile);
      // A remote on another origin: only its entry beside the manifest can be hinted (its files
      // are not local), in CORS mode as the browser loads it; the home page also hints its
      // visit-form slot, here a bare remoteEntry.js.
      expect(preloads(html)).toEqual([
        'script https://cdn.example.kr/marketing/remoteEntry.js',
        'script https://leads.example.kr/remoteEntry.js',
      ]);
      expect(html).toContain(
        '<link rel="preload" as="script" crossorigin fetchpriority="low" href="https://cdn.example.kr/marketing/remoteEntry.js">',
      );
      const customer = await (await fetch(`${server.baseUrl}/Promotion/Customer`)).text();
      expect(preloads(customer)).toEqual(['script https://leads.example.kr/remoteEntry.js']);
    } finally {
      await server.close();
    }
  });
});

describe('runtime data', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ config: { ...DEFAULT_SITE_CONFIG, siteUrl: 'https://gagyeong.example.kr' } });
  });
  afterAll(() => server.close());

  it('GET /config.json and /remotes.json: the validated config and map, no-cache', async () => {
    const config = await fetch(`${server.baseUrl}/config.json`);
    expect(config.headers.get('cache-control')).toBe('no-cache');
    expect(await config.json()).toEqual(server.app.siteConfig);
    const remotes = await fetch(`${server.baseUrl}/remotes.json`);
    expect(remotes.headers.get('cache-control')).toBe('no-cache');
    expect(await remotes.json()).toEqual({
      mf_marketing: '/remotes/mf-marketing/mf-manifest.json',
      mf_press: '/remotes/mf-press/mf-manifest.json',
      mf_leads: '/remotes/mf-leads/mf-manifest.json',
    });
  });
});

describe('the no-JavaScript visit form', () => {
  let server: TestServer;
  const endpoint = 'https://forms.example/f/visit?src="site"';
  beforeAll(async () => {
    server = await startTestServer({
      config: { leads: { ...DEFAULT_SITE_CONFIG.leads, visit: endpoint } },
    });
    writeFixtureDist(server.distRoot);
    writeFiles(server.distRoot, {
      'shell/dist/index.html': TEMPLATE.replace(
        '<!--gagyeong:boot-->',
        '<noscript><div class="noscript"><!--gagyeong:noscript-visit--><p>FAMILY SITE</p></div></noscript><!--gagyeong:boot-->',
      ),
    });
  });
  afterAll(() => server.close());

  it('is filled in at run time: the configured endpoint as its target, the contract’s consent', async () => {
    const html = await (await fetch(`${server.baseUrl}/Brand/intro`)).text();
    const noscript = /<noscript>([\s\S]*?)<\/noscript>/.exec(html)?.[1] ?? '';
    expect(noscript).not.toContain('gagyeong:noscript-visit');
    expect(noscript).toContain('<form method="post" action="https://forms.example/f/visit?src=&quot;site&quot;"');
    expect(noscript).toContain(`<legend>${LEAD_CONSENT.title}</legend>`);
    expect(noscript).toContain(`name="consent" value="on" required> ${LEAD_CONSENT.checkbox}`);
    expect(noscript).toContain(`name="${HONEYPOT_FIELD}"`);
    expect(noscript).toContain('<p>FAMILY SITE</p>');
  });
});

describe('search consoles’ site verification', () => {
  const verificationTags = (html: string) =>
    [...html.matchAll(/<meta name="(naver|google)-site-verification" content="([^"]*)">/g)].map(
      ([, engine, token]) => `${engine} ${token}`,
    );

  it('puts the configured tokens in the <head> of every page, escaped, and nothing when none is set', async () => {
    const server = await startTestServer({
      config: { ...DEFAULT_SITE_CONFIG, siteVerification: { naver: 'a1b2c3_naver', google: 'Gx-9_google' } },
    });
    const plain = await startTestServer();
    try {
      for (const site of [server, plain]) writeFixtureDist(site.distRoot);
      for (const p of ['/', '/Brand/intro', `/${SLUG}/press`, '/no-such-page']) {
        const html = await (await fetch(`${server.baseUrl}${p}`)).text();
        const head = html.slice(0, html.indexOf('</head>'));
        expect({ p, tags: verificationTags(head) }).toEqual({ p, tags: ['naver a1b2c3_naver', 'google Gx-9_google'] });
        expect(verificationTags(await (await fetch(`${plain.baseUrl}${p}`)).text())).toEqual([]);
      }
    } finally {
      await server.close();
      await plain.close();
    }
  });

  it('takes the tokens from the environment or the config file, and refuses one that is not a token', () => {
    const settings = loadSettings({ NAVER_SITE_VERIFICATION: 'n-123', GOOGLE_SITE_VERIFICATION: 'g_456' });
    expect(settings.app.config.siteVerification).toEqual({ naver: 'n-123', google: 'g_456' });
    expect(loadSettings({}).app.config.siteVerification).toBeUndefined();
    expect(() => loadSettings({ GOOGLE_SITE_VERIFICATION: '"><script>' })).toThrow(/siteVerification\.google/);
  });
});
