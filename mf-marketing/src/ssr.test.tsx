/**
 * @jest-environment node
 */
import { DEFAULT_SITE_CONFIG, ROUTES, isRedirect, type RouteEntry } from '@gagyeong/contracts';
import { PAGE_META } from './content/page-meta';
import { renderRouteToString } from './test/render-route';

/**
 * Every marketing route renders with react-dom/server in plain Node, so prerendering stays possible: no window or document at module scope or in render.
 */
const marketingRoutes = ROUTES.filter(
  (route): route is Exclude<RouteEntry, { redirectTo: string }> =>
    !isRedirect(route) && route.module.startsWith('mf_marketing/'),
);

/** The text of the document title React emits for the page. */
function titleOf(html: string): string | undefined {
  const match = /<title>([^<]*)<\/title>/.exec(html);
  return match?.[1]?.replace(/&amp;/g, '&');
}

describe('server rendering of every marketing route', () => {
  it('runs without a browser', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it('has metadata for exactly the marketing routes of the route table', () => {
    expect(Object.keys(PAGE_META).sort()).toEqual(marketingRoutes.map((route) => route.path).sort());
  });

  it.each(marketingRoutes.map((route) => [route.path, route] as const))(
    '%s renders with its own title',
    (path, route) => {
      const html = renderRouteToString(route.path);
      const expected = PAGE_META[path]?.title;
      expect(expected).toBeDefined();
      expect(titleOf(html)).toBe(expected);
      expect(html).toContain('<h1');
      expect(html).toContain(`<link rel="canonical" href="${DEFAULT_SITE_CONFIG.siteUrl}${path}"/>`);
    },
  );

  it('gives every route a distinct title', () => {
    const titles = marketingRoutes.map((route) => titleOf(renderRouteToString(route.path)));
    expect(new Set(titles).size).toBe(marketingRoutes.length);
  });
});
