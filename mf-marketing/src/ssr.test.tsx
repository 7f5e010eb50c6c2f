/**
 * @jest-environment node
 */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import {
  DEFAULT_SITE_CONFIG,
  ROUTES,
  isRedirect,
  type RouteEntry,
  type SectionRoute,
  type SiteConfig,
} from '@gagyeong/contracts';
import { PAGE_META } from './content/page-meta';
import Brand from './exposed/brand';
import BusinessGuide from './exposed/business-guide';
import ComplexGuide from './exposed/complex-guide';
import FloorPlan from './exposed/floor-plan';
import Home from './exposed/home';
import Interior from './exposed/interior';
import LocationEnvironment from './exposed/location-environment';
import SalesInfo from './exposed/sales-info';

/**
 * Every marketing route renders with react-dom/server in plain Node, so prerendering stays possible: no window or document at module scope or in render.
 */
function sectionElement(route: SectionRoute, config: SiteConfig): ReactElement {
  switch (route.module) {
    case 'mf_marketing/Brand':
      return <Brand config={config} page={route.page} />;
    case 'mf_marketing/BusinessGuide':
      return <BusinessGuide config={config} page={route.page} />;
    case 'mf_marketing/SalesInfo':
      return <SalesInfo config={config} page={route.page} />;
    case 'mf_marketing/LocationEnvironment':
      return <LocationEnvironment config={config} page={route.page} />;
    case 'mf_marketing/ComplexGuide':
      return <ComplexGuide config={config} page={route.page} />;
    case 'mf_marketing/FloorPlan':
      return <FloorPlan config={config} page={route.page} />;
    case 'mf_marketing/Interior':
      return <Interior config={config} page={route.page} />;
  }
}

const marketingRoutes = ROUTES.filter(
  (route): route is Exclude<RouteEntry, { redirectTo: string }> =>
    !isRedirect(route) && route.module.startsWith('mf_marketing/'),
);

function renderRoute(route: (typeof marketingRoutes)[number]): string {
  const config = DEFAULT_SITE_CONFIG;
  const element =
    'page' in route ? (
      sectionElement(route, config)
    ) : (
      <Home config={config} popupOpen={false} visitFormSlot={<p>방문예약 신청서 자리</p>} />
    );
  return renderToString(<MemoryRouter initialEntries={[route.path]}>{element}</MemoryRouter>);
}

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
      const html = renderRoute(route);
      const expected = PAGE_META[path]?.title;
      expect(expected).toBeDefined();
      expect(titleOf(html)).toBe(expected);
      expect(html).toContain('<h1');
      expect(html).toContain(`<link rel="canonical" href="${DEFAULT_SITE_CONFIG.siteUrl}${path}"/>`);
    },
  );

  it('gives every route a distinct title', () => {
    const titles = marketingRoutes.map((route) => titleOf(renderRoute(route)));
    expect(new Set(titles).size).toBe(marketingRoutes.length);
  });
});
