import { render } from '@testing-library/react';
import { axe } from 'jest-axe';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { DEFAULT_SITE_CONFIG, isRedirect, matchRoute, type SectionRoute } from '@gagyeong/contracts';
import Brand from '../exposed/brand';
import BusinessGuide from '../exposed/business-guide';
import ComplexGuide from '../exposed/complex-guide';
import FloorPlan from '../exposed/floor-plan';
import Home from '../exposed/home';
import Interior from '../exposed/interior';
import LocationEnvironment from '../exposed/location-environment';
import SalesInfo from '../exposed/sales-info';

/** The exposed module a section route names, with that route's page. */
function sectionElement(route: SectionRoute): ReactElement {
  const config = DEFAULT_SITE_CONFIG;
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

/**
 * A marketing route as the shell mounts it: the module the route table names, with the default
 * config, under a router at `path` (the home page with a stand-in for mf-leads' visit form).
 */
export function routeElement(path: string): ReactElement {
  const match = matchRoute(path);
  if (!match || isRedirect(match.route) || !match.route.module.startsWith('mf_marketing/')) {
    throw new Error(`${path} is not a marketing page`);
  }
  const { route } = match;
  const element =
    'page' in route ? (
      sectionElement(route)
    ) : (
      <Home config={DEFAULT_SITE_CONFIG} popupOpen={false} visitFormSlot={<p>방문예약 신청서 자리</p>} />
    );
  return <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>;
}

/** Renders a marketing route into the test document. */
export function renderRoute(path: string) {
  return render(routeElement(path));
}

/** Renders a marketing route to HTML, as the server does. */
export function renderRouteToString(path: string): string {
  return renderToString(routeElement(path));
}

/** Renders `ui` under a router at `path` (a page component on its own, without its module). */
export function renderAt(path: string, ui: ReactElement) {
  return render(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);
}

/** What every marketing page passes, declared once for a feature's pages: axe, and a server render with its h1. */
export function itPassesThePageChecks(paths: readonly string[]) {
  it.each(paths)('%s has no axe violations', async (path) => {
    const { container } = renderRoute(path);
    expect(await axe(container)).toHaveNoViolations();
  });

  it.each(paths)('%s renders to a string on the server', (path) => {
    expect(renderRouteToString(path)).toContain('<h1');
  });
}
