import { render } from '@testing-library/react';
import { axe } from 'jest-axe';
import type { ComponentType, ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { mockMatchMedia } from '@test/match-media';
import {
  DEFAULT_SITE_CONFIG,
  MOBILE_MEDIA_QUERY,
  isRedirect,
  matchRoute,
  type RemoteComponent,
  type SectionPageProps,
  type SectionRoute,
} from '@gagyeong/contracts';
import Brand from '../exposed/brand';
import BusinessGuide from '../exposed/business-guide';
import ComplexGuide from '../exposed/complex-guide';
import FloorPlan from '../exposed/floor-plan';
import Home from '../exposed/home';
import Interior from '../exposed/interior';
import LocationEnvironment from '../exposed/location-environment';
import SalesInfo from '../exposed/sales-info';

/** The module each section route names, as the remote exposes it. */
const SECTION_MODULES: { readonly [M in SectionRoute['module']]: RemoteComponent<M> } = {
  'mf_marketing/Brand': Brand,
  'mf_marketing/BusinessGuide': BusinessGuide,
  'mf_marketing/SalesInfo': SalesInfo,
  'mf_marketing/LocationEnvironment': LocationEnvironment,
  'mf_marketing/ComplexGuide': ComplexGuide,
  'mf_marketing/FloorPlan': FloorPlan,
  'mf_marketing/Interior': Interior,
};

function sectionElement(route: SectionRoute): ReactElement {
  // A route pairs its module with one of that module's pages; the lookup loses the pairing, so
  // the component is typed here as taking any section page.
  const Module = SECTION_MODULES[route.module] as ComponentType<SectionPageProps<SectionRoute['page']>>;
  return <Module config={DEFAULT_SITE_CONFIG} page={route.page} />;
}

/**
 * A marketing route as the shell mounts it: the module the route table names, with the default
 * config, under a router at `path`, its query included (the home page with a stand-in for
 * mf-leads' visit form).
 */
export function routeElement(path: string): ReactElement {
  const match = matchRoute(path.split('?')[0] ?? path);
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

let restoreMatchMedia: (() => void) | undefined;
afterEach(() => {
  restoreMatchMedia?.();
  restoreMatchMedia = undefined;
});

/**
 * Renders a marketing route into the test document; `mobile`: as a phone shows it (the mobile
 * media query matches until the test ends).
 */
export function renderRoute(path: string, { mobile = false }: { readonly mobile?: boolean } = {}) {
  if (mobile) {
    const media = mockMatchMedia({ [MOBILE_MEDIA_QUERY]: true });
    restoreMatchMedia = () => media.restore();
  }
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
