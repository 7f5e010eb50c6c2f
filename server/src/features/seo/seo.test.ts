import robotsParser from 'robots-parser';
import { DEFAULT_SITE_CONFIG, ROUTES, SITE } from '@gagyeong/contracts';
import { createPress } from '../press/create-press';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { staticRoutePaths } from '.';

const SITE_URL = 'https://gagyeong.example.kr';

describe('robots.txt and sitemap.xml', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ config: { ...DEFAULT_SITE_CONFIG, siteUrl: SITE_URL } });
  });
  afterAll(() => server.close());

  it('robots.txt keeps crawlers off the admin pages and the API, allows the pages and names the sitemap', async () => {
    const response = await fetch(`${server.baseUrl}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    // Read as a crawler reads it (longest matching rule wins).
    const robots = robotsParser(`${SITE_URL}/robots.txt`, text);
    const slug = encodeURIComponent(SITE.slug);
    for (const p of ['/admin', '/admin/leads', '/admin/remotes', '/api/press', '/api/leads/popup', '/api']) {
      expect({ p, allowed: robots.isAllowed(`${SITE_URL}${p}`, 'Yeti') }).toEqual({ p, allowed: false });
    }
    for (const p of ['/', ...staticRoutePaths(), `/${slug}/press`, `/${slug}/press/abc`, `/${slug}/customer`]) {
      expect({ p, allowed: robots.isAllowed(`${SITE_URL}${p}`, 'Googlebot') }).toEqual({ p, allowed: true });
    }
    expect(robots.getSitemaps()).toEqual([`${SITE_URL}/sitemap.xml`]);
  });

  it('sitemap.xml lists every static route, the press list and the default slug’s articles', async () => {
    const mine = createPress(
      server.app.db,
      { siteId: SITE.slug, title: 'A & B', summary: 's', content: '' },
      Date.UTC(2025, 0, 2),
    );
    const other = createPress(
      server.app.db,
      { siteId: 'other-site', title: 't', summary: 's', content: '' },
      Date.UTC(2025, 0, 3),
    );

    const response = await fetch(`${server.baseUrl}/sitemap.xml`);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const slug = encodeURIComponent(SITE.slug);

    expect(staticRoutePaths()).toHaveLength(
      ROUTES.filter((r) => !('redirectTo' in r) && !r.path.includes(':') && !r.path.startsWith('/admin')).length,
    );
    for (const p of staticRoutePaths()) expect(locs).toContain(`${SITE_URL}${p}`);
    expect(locs).toContain(`${SITE_URL}/${slug}/press`);
    expect(locs).toContain(`${SITE_URL}/${slug}/press/${mine.id}`);
    expect(xml).toContain('<lastmod>2025-01-02T00:00:00.000Z</lastmod>');
    expect(locs.some((loc) => loc?.includes(other.id))).toBe(false);
    expect(locs.some((loc) => loc?.includes('/admin'))).toBe(false);
    expect(locs).not.toContain(`${SITE_URL}/Promotion/Press`);
  });
});
