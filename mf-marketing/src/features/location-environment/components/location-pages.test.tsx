import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { DEFAULT_SITE_CONFIG, type LocationEnvironmentPage } from '@gagyeong/contracts';
import LocationEnvironment from '../../../exposed/location-environment';
import { LOCATION_POINTS, PREMIUM_POINTS } from '../content';

const PAGES: readonly LocationEnvironmentPage[] = ['intro', 'primium'];

const page = (p: LocationEnvironmentPage) => (
  <MemoryRouter initialEntries={[`/LocationEnvironment/${p}`]}>
    <LocationEnvironment config={DEFAULT_SITE_CONFIG} page={p} />
  </MemoryRouter>
);

/** Renders a page. */
async function renderPage(p: LocationEnvironmentPage) {
  const result = render(page(p));
  return result;
}

describe('LocationEnvironment pages', () => {
  it('intro: the schematic map and six location cards', async () => {
    await renderPage('intro');
    expect(screen.getByRole('heading', { level: 1, name: '입지안내' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /입지 개략도/ })).toHaveAttribute('width', '1200');
    expect(LOCATION_POINTS).toHaveLength(6);
    const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual(['광역 교통', '교육', '쇼핑·문화', '의료·행정', '자연·공원', '직주근접']);
    expect(screen.getByRole('link', { name: '입지안내' })).toHaveAttribute('aria-current', 'page');
  });

  it('primium: numbered premium points with links', async () => {
    await renderPage('primium');
    expect(screen.getByRole('heading', { level: 1, name: '프리미엄' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(PREMIUM_POINTS.length);
    expect(screen.getByRole('link', { name: '사업개요 보기' })).toHaveAttribute('href', '/BusinessGuide/intro');
    expect(screen.getByRole('link', { name: '프리미엄' })).toHaveAttribute('aria-current', 'page');
  });

  it.each(PAGES)('/LocationEnvironment/%s has no axe violations', async (p) => {
    const { container } = await renderPage(p);
    expect(await axe(container)).toHaveNoViolations();
  });

  it.each(PAGES)('/LocationEnvironment/%s renders to a string on the server', (p) => {
    expect(renderToString(page(p))).toContain('<h1');
  });
});
