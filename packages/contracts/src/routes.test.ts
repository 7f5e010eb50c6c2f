import { ADMIN_PATHS, isRedirect, matchRoute, ROUTES } from './routes';
import { MENU } from './menu';
import { SITE } from './site';

/** Every path of docs/product.md §2's route table, written out as the spec lists them. */
const SPEC_PATHS = [
  '/',
  '/Brand/intro',
  '/Brand/video',
  '/BusinessGuide/intro',
  '/BusinessGuide/plan',
  '/BusinessGuide/documents',
  '/SalesInfo/guide',
  '/SalesInfo/announcement',
  '/SalesInfo/SubscriptionGuide',
  '/SalesInfo/StampTax',
  '/LocationEnvironment/intro',
  '/LocationEnvironment/primium',
  '/ComplexGuide/intro',
  '/ComplexGuide/detailintro',
  '/ComplexGuide/community',
  '/FloorPlan/59A',
  '/FloorPlan/59B',
  '/FloorPlan/84A',
  '/FloorPlan/84B',
  '/FloorPlan/114A',
  '/FloorPlan/114B',
  '/FloorPlan/videos',
  '/FloorPlan/Emodel',
  '/Interior/59A',
  '/Interior/84A',
  '/Interior/84B',
  '/Promotion/Customer',
  '/Promotion/Press',
  '/:site/press',
  '/:site/press/:id',
  '/:site/customer',
];

describe('route table', () => {
  it('has every path of the spec, once', () => {
    const paths = ROUTES.map((route) => route.path);
    for (const path of SPEC_PATHS) expect(paths).toContain(path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('redirects /Promotion/Press to the default slug press list, percent-encoded', () => {
    const route = ROUTES.find((r) => r.path === '/Promotion/Press');
    expect(route && isRedirect(route) && route.redirectTo).toBe(`/${encodeURIComponent(SITE.slug)}/press`);
  });

  it('points every menu link at a route', () => {
    for (const section of MENU) {
      for (const item of section.items) expect(matchRoute(item.subUrl)).toBeDefined();
    }
  });
});

describe('matchRoute', () => {
  it('matches the Korean slug encoded and decoded, with its params', () => {
    const encoded = matchRoute(`/${encodeURIComponent(SITE.slug)}/press/abc`);
    expect(encoded?.route.path).toBe('/:site/press/:id');
    expect(encoded?.params).toEqual({ site: SITE.slug, id: 'abc' });
    expect(matchRoute(`/${SITE.slug}/customer`)?.route.path).toBe('/:site/customer');
  });

  it('routes the admin pages to mf-leads', () => {
    expect(matchRoute(ADMIN_PATHS.home)?.route).toEqual({ path: '/admin', module: 'mf_leads/AdminHome' });
    expect(matchRoute(ADMIN_PATHS.leads)?.route).toEqual({ path: '/admin/leads', module: 'mf_leads/LeadsInbox' });
  });

  it('prefers a static route over a param route', () => {
    expect(matchRoute('/Promotion/Customer')?.route.path).toBe('/Promotion/Customer');
  });

  it('ignores a trailing slash', () => {
    expect(matchRoute('/Brand/intro/')?.route.path).toBe('/Brand/intro');
  });

  it('finds nothing for unknown paths and malformed encoding', () => {
    expect(matchRoute('/Brand/unknown')).toBeUndefined();
    expect(matchRoute('/a/b/c/d')).toBeUndefined();
    expect(matchRoute('/%E0%A4%A/press')).toBeUndefined();
  });
});
