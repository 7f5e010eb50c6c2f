import fs from 'node:fs';
import path from 'node:path';
import { BOOT_DATA_ELEMENT_ID, type BootData } from '@gagyeong/contracts';
import { startTestServer, writeFiles, type TestServer } from '../../test-support/test-server';
import { writeFixtureDist } from '../../test-support/fixture-dist';
import { afterPaintListOf } from '../../test-support/after-paint-list';

/**
 * The host's side of server rendering, against a stand-in for the shell's server build (the
 * boundary: the real one is exercised by the e2e suite on the built site). The stand-in renders
 * what it was given: the federation version, each remote's entry hash, and whether it must fail.
 */
const FAKE_SHELL_BUILD = `
const renders = { count: 0 };
exports.createServerFederation = (version, entries) => ({
  version,
  entries,
  loadModule: async () => ({ default: () => null }),
  dispose() {},
});
exports.renderPage = async ({ url: requested, federation, timeoutMs, viewport, request }) => {
  renders.count += 1;
  const url = requested.split('?')[0];
  if (url === '/FloorPlan/84A') throw new Error('render failed');
  const marketing = federation.entries.find((e) => e.name === 'mf_marketing');
  const entryText = marketing ? marketing.code.trim() : 'none';
  const isPress = url.includes('press');
  const isAdmin = url === '/admin';
  const modules = isPress ? ['mf_press/PressList'] : isAdmin ? ['mf_leads/AdminHome'] : url === '/' ? ['mf_marketing/Home', 'mf_leads/VisitForm'] : ['mf_marketing/Brand'];
  // What the modules would load: the press list, the admin's session and query, a lead form's landing.
  const data = isPress
    ? { 'mf_press/PressList': { kind: 'list', requested } }
    : isAdmin
      ? { 'mf_leads/AdminHome': { requested, cookie: (request && request.sessionCookie) || null, search: request && request.search } }
      : url === '/' && request && request.landing
        ? { 'mf_leads/VisitForm': { landing: request.landing } }
        : url === '/FloorPlan/videos'
          ? { 'mf_marketing/Brand': { requested } }
          : {};
  return {
    status: url === '/nope' ? 404 : 200,
    head: '<title>페이지 ' + url + '</title><meta name="description" content="설명">',
    body: '<main><p>서버 ' + entryText + ' #' + renders.count + ' ' + timeoutMs + '</p></main>',
    ssr: { path: url, viewport, modules, data },
    failures: url === '/FloorPlan/84B' ? [{ module: modules[0], remote: 'mf_marketing', kind: 'execution', message: 'boom' }] : [],
  };
};
`;

function bootDataOf(html: string): BootData {
  const match = new RegExp(`<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">(.*?)</script>`, 's').exec(
    html,
  );
  if (!match?.[1]) throw new Error('no boot script');
  return JSON.parse(match[1]) as BootData;
}

function writeEntry(distRoot: string, text: string) {
  const file = path.join(distRoot, 'mf-marketing', 'dist', 'server', 'remoteEntry.js');
  writeFiles(distRoot, { 'mf-marketing/dist/server/remoteEntry.js': text });
  const later = new Date(Date.now() + Math.floor(Math.random() * 100_000));
  fs.utimesSync(file, later, later);
}

describe('server-rendered pages', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ ssr: { timeoutMs: 1234, cacheEntries: 10 } });
    writeFixtureDist(server.distRoot);
    writeFiles(server.distRoot, {
      'shell/dist/server/index.js': FAKE_SHELL_BUILD,
      'shell/dist/shell-assets.json': JSON.stringify({ css: ['784.abcdef0123.css'] }),
      // The stylesheets the pages link (and their rebuilds below): a page whose sheet cannot be
      // read is not kept (first-paint.ts).
      'shell/dist/784.abcdef0123.css': '.title{margin:0}',
      'shell/dist/784.9999999999.css': '.title{margin:1px}',
      'mf-marketing/dist/__federation_expose_Brand.6666666666.css': 'main{display:block}',
      'mf-marketing/dist/__federation_expose_Brand.7777777777.css': 'main{display:grid}',
    });
    writeEntry(server.distRoot, '/* build A */');
  });
  afterAll(() => server.close());

  const get = (p: string) => fetch(`${server.baseUrl}${p}`);

  it('puts the rendered head in <head>, the app in #root, and what was rendered in the boot data', async () => {
    const response = await get('/Brand/intro');
    expect(response.status).toBe(200);
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<title>페이지 /Brand/intro</title><meta name="description" content="설명">');
    // The template's stand-in title goes: one title per page.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<div id="root"><main><p>서버 /* build A */ #');
    // The remote's CSS is a stylesheet in <head> (styled before any script), its JS preloaded
    // once the first paint is on screen.
    expect(head).toContain(
      '<link rel="stylesheet" href="/remotes/mf-marketing/__federation_expose_Brand.6666666666.css" data-href="__federation_expose_Brand.6666666666.css">',
    );
    // The shell's own CSS too, first, so the layout is styled before any script runs: its
    // critical rules inline where its link was (the paint step, first-paint.test.ts), the links
    // for visitors without JavaScript in the same order.
    expect(head.indexOf('<style>')).toBeLessThan(head.indexOf('<title>'));
    expect(head).toMatch(
      /<noscript><link rel="stylesheet" href="\/784\.abcdef0123\.css"[^>]*><link rel="stylesheet" href="\/remotes\/mf-marketing\//,
    );
    expect(head).not.toContain('rel="preload" as="script"');
    expect(afterPaintListOf(html)).toContainEqual([
      'link',
      {
        rel: 'preload',
        as: 'script',
        fetchpriority: 'low',
        href: '/remotes/mf-marketing/__federation_expose_Brand.5555555555.js',
      },
    ]);
    expect(bootDataOf(html).ssr).toEqual({
      path: '/Brand/intro',
      viewport: 'desktop',
      modules: ['mf_marketing/Brand'],
      data: {},
    });
    expect(html).toContain(' 1234</p>'); // the configured bound reached the renderer
  });

  it('serves a static page from the cache until a remote’s server build changes', async () => {
    const first = await get('/Brand/video');
    const second = await get('/Brand/video');
    expect(first.headers.get('server-timing')).toMatch(/desc="miss"/);
    expect(second.headers.get('server-timing')).toMatch(/desc="hit"/);
    expect(await second.text()).toBe(await first.text());

    writeEntry(server.distRoot, '/* build B */');
    const after = await get('/Brand/video');
    expect(after.headers.get('server-timing')).toMatch(/desc="miss"/);
    expect(await after.text()).toContain('서버 /* build B */');
  });

  it('serves a page from the cache only while everything it was built from is unchanged', async () => {
    const page = '/ComplexGuide/community';
    const read = (file: string) => fs.readFileSync(path.join(server.distRoot, file), 'utf8');
    /** Rewrites a built file with new content of the very same length, as a rebuild may. */
    const rebuild = (file: string, from: string, to: string) => {
      expect(to).toHaveLength(from.length);
      writeFiles(server.distRoot, { [file]: read(file).replace(from, to) });
      const later = new Date(Date.now() + 60_000 + Math.floor(Math.random() * 100_000));
      fs.utimesSync(path.join(server.distRoot, file), later, later);
    };
    const timing = async () => (await get(page)).headers.get('server-timing');

    await get(page);
    expect(await timing()).toMatch(/desc="hit"/);

    // The shell rebuilt: same template length, another main bundle. The old one is gone.
    rebuild('shell/dist/index.html', 'main.0123456789.js', 'main.abcdefabcd.js');
    const rebuilt = await get(page);
    expect(rebuilt.headers.get('server-timing')).toMatch(/desc="miss"/);
    expect(await rebuilt.text()).toContain('/main.abcdefabcd.js');
    expect(await timing()).toMatch(/desc="hit"/);

    // The shell's CSS rebuilt (its template unchanged).
    rebuild('shell/dist/shell-assets.json', '784.abcdef0123.css', '784.9999999999.css');
    const restyled = await get(page);
    expect(restyled.headers.get('server-timing')).toMatch(/desc="miss"/);
    expect(await restyled.text()).toContain('href="/784.9999999999.css"');

    // A remote's browser files rebuilt, its server entry unchanged.
    await get('/Brand/video');
    rebuild('mf-marketing/dist/mf-manifest.json', 'Brand.6666666666.css', 'Brand.7777777777.css');
    const brand = await get('/Brand/video');
    expect(brand.headers.get('server-timing')).toMatch(/desc="miss"/);
    expect(await brand.text()).toContain('__federation_expose_Brand.7777777777.css');
  });

  it('renders and keeps a phone’s page apart from a desktop’s', async () => {
    const iphone = {
      'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148 Safari/604.1',
    };
    const phone = await fetch(`${server.baseUrl}/ComplexGuide/intro`, { headers: iphone });
    expect(bootDataOf(await phone.text()).ssr?.viewport).toBe('mobile');
    expect(phone.headers.get('vary')).toContain('User-Agent');
    const desktop = await fetch(`${server.baseUrl}/ComplexGuide/intro`, { headers: { 'sec-ch-ua-mobile': '?0' } });
    expect(bootDataOf(await desktop.text()).ssr?.viewport).toBe('desktop');
    const chromiumPhone = await fetch(`${server.baseUrl}/ComplexGuide/intro`, {
      headers: { 'sec-ch-ua-mobile': '?1' },
    });
    expect(chromiumPhone.headers.get('server-timing')).toMatch(/desc="hit"/);
    expect(bootDataOf(await chromiumPhone.text()).ssr?.viewport).toBe('mobile');
  });

  it('renders the tab a page’s address names and keeps each tab’s page apart (contracts’ page-tabs.ts)', async () => {
    const rendered = async (p: string) => {
      const response = await get(p);
      const timing = /desc="(\w+)"/.exec(response.headers.get('server-timing') ?? '')?.[1];
      return { timing, data: bootDataOf(await response.text()).ssr?.data };
    };
    const tabOf = (requested: string) => ({ 'mf_marketing/Brand': { requested } });
    expect(await rendered('/FloorPlan/videos?tab=2')).toEqual({
      timing: 'miss',
      data: tabOf('/FloorPlan/videos?tab=2'),
    });
    // The same tab, whatever else the query says: the same kept page.
    expect(await rendered('/FloorPlan/videos?from=qr&tab=2')).toEqual({
      timing: 'hit',
      data: tabOf('/FloorPlan/videos?tab=2'),
    });
    expect(await rendered('/FloorPlan/videos?tab=3')).toEqual({
      timing: 'miss',
      data: tabOf('/FloorPlan/videos?tab=3'),
    });
    expect(await rendered('/FloorPlan/videos')).toEqual({ timing: 'miss', data: tabOf('/FloorPlan/videos') });
    // An id that is no tab of the page is the page without one: no page of its own.
    expect(await rendered('/FloorPlan/videos?tab=9')).toEqual({ timing: 'hit', data: tabOf('/FloorPlan/videos') });
    expect(await rendered('/FloorPlan/videos?tab=%3Cscript%3E')).toEqual({
      timing: 'hit',
      data: tabOf('/FloorPlan/videos'),
    });
  });

  it('renders pages with data (press) on every request', async () => {
    const slug = encodeURIComponent('가경파크시티');
    const a = await (await get(`/${slug}/press`)).text();
    const b = await (await get(`/${slug}/press`)).text();
    expect(a).not.toBe(b); // the stand-in numbers its renders
    expect(bootDataOf(b).ssr?.data).toEqual({ 'mf_press/PressList': { kind: 'list', requested: `/${slug}/press` } });
  });

  it('renders the press list with its query (a numbered page, ?page=N), kept by no cache', async () => {
    const slug = encodeURIComponent('가경파크시티');
    const second = await get(`/${slug}/press?page=2`);
    expect(bootDataOf(await second.text()).ssr?.data).toEqual({
      'mf_press/PressList': { kind: 'list', requested: `/${slug}/press?page=2` },
    });
    expect((await get(`/${slug}/press?page=2`)).headers.get('server-timing')).toMatch(/desc="miss"/);
  });

  it('keeps the 404 status and renders Not Found on the server', async () => {
    const response = await get('/nope');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<title>페이지 /nope</title>');
  });

  it('drops the no-JavaScript form where the page renders a lead form, keeps it elsewhere', async () => {
    writeFiles(server.distRoot, {
      'shell/dist/index.html': fs
        .readFileSync(path.join(server.distRoot, 'shell/dist/index.html'), 'utf8')
        .replace('<!--gagyeong:boot-->', '<noscript><form>방문예약</form></noscript><!--gagyeong:boot-->'),
    });
    expect(await (await get('/')).text()).not.toContain('<noscript><form>');
    const inside = { referer: `${server.app.siteConfig.siteUrl}/` };
    expect(await (await fetch(`${server.baseUrl}/Brand/intro`, { headers: inside })).text()).toContain(
      '<noscript><form>방문예약</form></noscript>',
    );
  });

  it('gives the lead forms of a page that starts a visit its attribution; one with campaign information is never kept', async () => {
    const site = server.app.siteConfig.siteUrl;
    const campaign = `/?utm_source=naver&utm_campaign=spring&n_query=${encodeURIComponent('가경동')}`;
    const first = await get(campaign);
    const again = await get(campaign);
    expect(again.headers.get('server-timing')).toMatch(/desc="miss"/);
    const { landing } = bootDataOf(await first.text()).ssr?.data['mf_leads/VisitForm'] as {
      landing: Record<string, string>;
    };
    expect(landing).toMatchObject({
      landingPath: '/',
      utmSource: 'naver',
      utmCampaign: 'spring',
      naverQuery: '가경동',
      referrerHost: '',
    });

    // Another site as the referrer is campaign information too (its host only).
    const referred = await fetch(`${server.baseUrl}/`, {
      headers: { referer: 'https://search.naver.com/search.naver?query=x' },
    });
    expect(bootDataOf(await referred.text()).ssr?.data['mf_leads/VisitForm']).toEqual({
      landing: expect.objectContaining({ landingPath: '/', referrerHost: 'search.naver.com', utmSource: '' }),
    });

    // A page reached from this site starts no visit: nothing per visit, and it is shared.
    const inside = { referer: `${site}/Brand/intro` };
    const shared = await fetch(`${server.baseUrl}/?utm_source=ignored`, { headers: inside });
    expect(bootDataOf(await shared.text()).ssr?.data).toEqual({});
    const sharedAgain = await fetch(`${server.baseUrl}/`, { headers: inside });
    expect(sharedAgain.headers.get('server-timing')).toMatch(/desc="hit"/);

    // A direct visit says only its path: kept, apart from the shared page.
    const direct = await get('/');
    const directAgain = await get('/');
    expect(directAgain.headers.get('server-timing')).toMatch(/desc="hit"/);
    expect(bootDataOf(await direct.text()).ssr?.data).toEqual({
      'mf_leads/VisitForm': { landing: expect.objectContaining({ landingPath: '/', utmSource: '' }) },
    });
  });

  it('puts the visit’s attribution, escaped, into the no-JavaScript form where it remains', async () => {
    const html = await (await get(`/Brand/intro?utm_source=${encodeURIComponent('"><b>x')}&n_rank=3`)).text();
    const noscript = /<noscript><form>[\s\S]*?<\/noscript>/.exec(html)?.[0] ?? '';
    expect(noscript).toContain('<input type="hidden" name="landingPath" value="/Brand/intro" />');
    expect(noscript).toContain('<input type="hidden" name="utmSource" value="&quot;&gt;&lt;b&gt;x" />');
    expect(noscript).toContain('<input type="hidden" name="naverRank" value="3" />');
    expect(noscript).not.toContain('<b>');
  });

  it('renders /admin for the request’s session and query, kept by no cache', async () => {
    const signedIn = await fetch(`${server.baseUrl}/admin?from=2026-01-01`, {
      headers: { cookie: 'other=1; gg_session=tok123' },
    });
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
    expect(bootDataOf(await signedIn.text()).ssr?.data['mf_leads/AdminHome']).toEqual({
      requested: '/admin?from=2026-01-01',
      // The session, and the visitor's signed address for the access records of the render's reads.
      cookie: expect.stringMatching(/^gg_session=tok123; gg_render_client=[\w-]+\.\d+\.[\w-]{43}$/),
      search: '?from=2026-01-01',
    });
    const anonymous = await get('/admin');
    expect(anonymous.headers.get('server-timing')).toMatch(/desc="miss"/);
    expect(bootDataOf(await anonymous.text()).ssr?.data['mf_leads/AdminHome']).toMatchObject({ cookie: null });
    expect((await get('/admin')).headers.get('server-timing')).toMatch(/desc="miss"/);
  });

  it('never caches a page whose modules failed on the server', async () => {
    const first = await get('/FloorPlan/84B');
    expect(first.status).toBe(200);
    const again = await get('/FloorPlan/84B');
    expect(again.headers.get('server-timing')).toMatch(/desc="miss"/);
  });

  it('answers 200 with the browser-rendered page when the server render throws', async () => {
    const response = await get('/FloorPlan/84A');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
    expect(bootDataOf(html).ssr).toBeUndefined();
  });
});

describe('a file that does not exist', () => {
  it('is a 404 in the project’s error shape, not the site’s HTML', async () => {
    const server = await startTestServer();
    try {
      for (const p of ['/missing.0123456789.js', '/remotes/mf-press/nope.css']) {
        const response = await fetch(`${server.baseUrl}${p}`);
        expect(response.status).toBe(404);
        expect(response.headers.get('cache-control')).toBe('no-cache');
        expect(await response.json()).toEqual({
          error: { code: 'not_found', message: '요청한 파일을 찾을 수 없습니다.' },
        });
      }
    } finally {
      await server.close();
    }
  });
});
