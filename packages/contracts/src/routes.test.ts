import { ADMIN_PATHS, canonicalPath, isKnownSite, isRedirect, matchRoute, resolvePath, ROUTES } from './routes';
import { MENU } from './menu';
import { SITE } from './site';

/** Every path of the legacy site's route table (docs/product.md §2), written out as it lists them. */
const LEGACY_PATHS = [
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
  it('has every path of the legacy site, once', () => {
    const paths = ROUTES.map((route) => route.path);
    for (const path of LEGACY_PATHS) expect(paths).toContain(path);
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
    expect(matchRoute(ADMIN_PATHS.remotes)?.route).toEqual({
      path: '/admin/remotes',
      module: 'mf_leads/RemotesStatus',
    });
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

describe('letter case', () => {
  it('matches case-sensitively: a case variant is not the route', () => {
    expect(matchRoute('/brand/intro')).toBeUndefined();
    expect(matchRoute('/BRAND/INTRO')).toBeUndefined();
    expect(matchRoute('/Admin')).toBeUndefined();
    expect(matchRoute(`/${encodeURIComponent(SITE.slug)}/Press`)).toBeUndefined();
  });

  it('spells a case variant the route’s way, keeping params and their encoding as given', () => {
    expect(canonicalPath('/brand/intro')).toBe('/Brand/intro');
    expect(canonicalPath('/FLOORPLAN/emodel/')).toBe('/FloorPlan/Emodel');
    expect(canonicalPath('/ADMIN/Leads')).toBe('/admin/leads');
    expect(canonicalPath('/PROMOTION/Press')).toBe('/Promotion/Press');
    const slug = encodeURIComponent(SITE.slug);
    expect(canonicalPath(`/${slug}/PRESS/AbC`)).toBe(`/${slug}/press/AbC`);
  });

  it('prefers the static route of the same spelling over a param route, as the router ranks them', () => {
    // `/:site/customer` would take "promotion" as a site slug only if "Customer" were lower case.
    expect(canonicalPath('/promotion/Customer')).toBe('/Promotion/Customer');
    expect(matchRoute('/promotion/customer')?.route.path).toBe('/:site/customer');
    expect(canonicalPath('/promotion/customer')).toBeUndefined();
  });

  it('leaves exact routes and unknown paths alone', () => {
    for (const route of ROUTES) {
      const path = route.path.replace(':site', encodeURIComponent(SITE.slug)).replace(':id', 'x1');
      expect(canonicalPath(path)).toBeUndefined();
    }
    expect(canonicalPath('/brand/unknown')).toBeUndefined();
    expect(canonicalPath('/%E0%A4%A/PRESS')).toBeUndefined();
  });
});

describe('one spelling per page', () => {
  const slug = encodeURIComponent(SITE.slug);

  it('spells a path with a trailing slash the route’s way, and leaves the root alone', () => {
    expect(canonicalPath('/Brand/intro/')).toBe('/Brand/intro');
    expect(canonicalPath('/Brand/intro//')).toBe('/Brand/intro');
    expect(canonicalPath(`/${slug}/press/`)).toBe(`/${slug}/press`);
    expect(canonicalPath('/brand/intro/')).toBe('/Brand/intro');
    expect(canonicalPath('/')).toBeUndefined();
    expect(canonicalPath('/nothing/')).toBeUndefined();
  });
});

describe('resolvePath', () => {
  const slug = encodeURIComponent(SITE.slug);

  it('answers a page with its route, decoded params and the modules its server render loads', () => {
    expect(resolvePath('/', SITE.slug)).toEqual({
      kind: 'page',
      route: { path: '/', module: 'mf_marketing/Home' },
      params: {},
      modules: ['mf_marketing/Home', 'mf_leads/VisitForm'],
    });
    expect(resolvePath(`/${slug}/press/abc`, SITE.slug)).toMatchObject({
      kind: 'page',
      params: { site: SITE.slug, id: 'abc' },
      modules: ['mf_press/PressDetail'],
    });
  });

  it('knows this site’s slug percent-encoded in either case and decoded', () => {
    for (const path of [`/${slug}/press`, `/${slug.toLowerCase()}/customer`, `/${SITE.slug}/press`]) {
      expect(resolvePath(path, SITE.slug).kind).toBe('page');
    }
  });

  it('answers Not Found for another site slug, however it is spelled', () => {
    for (const path of [
      '/anything/press',
      '/anything/customer',
      '/anything/press/abc',
      `/${encodeURIComponent('다른단지')}/press`,
      '/anything/Press/',
    ]) {
      expect(resolvePath(path, SITE.slug)).toEqual({ kind: 'not-found' });
    }
    expect(resolvePath(`/${slug}/press`, 'another-site')).toEqual({ kind: 'not-found' });
  });

  it('redirects a trailing slash or another letter case to the route’s spelling, a legacy path to its page in one step', () => {
    expect(resolvePath('/Brand/intro/', SITE.slug)).toEqual({ kind: 'redirect', location: '/Brand/intro' });
    expect(resolvePath('/brand/INTRO', SITE.slug)).toEqual({ kind: 'redirect', location: '/Brand/intro' });
    expect(resolvePath('/Promotion/Press/', SITE.slug)).toEqual({ kind: 'redirect', location: `/${slug}/press` });
    // No site has the slug "promotion": these are the static routes in another case.
    expect(resolvePath('/promotion/press', SITE.slug)).toEqual({ kind: 'redirect', location: `/${slug}/press` });
    expect(resolvePath('/promotion/customer', SITE.slug)).toEqual({
      kind: 'redirect',
      location: '/Promotion/Customer',
    });
  });

  it('answers Not Found outside the table', () => {
    expect(resolvePath('/nope', SITE.slug)).toEqual({ kind: 'not-found' });
    expect(resolvePath('/%E0%A4%A/press', SITE.slug)).toEqual({ kind: 'not-found' });
  });

  it('takes a route without a slug as this site’s', () => {
    expect(isKnownSite({}, SITE.slug)).toBe(true);
    expect(isKnownSite({ site: SITE.slug }, SITE.slug)).toBe(true);
    expect(isKnownSite({ site: 'x' }, SITE.slug)).toBe(false);
  });
});
