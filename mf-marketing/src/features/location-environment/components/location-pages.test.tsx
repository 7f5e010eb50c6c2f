import { screen } from '@testing-library/react';
import { type LocationEnvironmentPage } from '@gagyeong/contracts';
import { LOCATION_POINTS, PREMIUM_POINTS } from '../content';
import { itPassesThePageChecks, renderRoute } from '../../../test/render-route';

const PAGES: readonly LocationEnvironmentPage[] = ['intro', 'primium'];

/** Renders a page of this section. */
const renderPage = (p: LocationEnvironmentPage) => renderRoute(`/LocationEnvironment/${p}`);

describe('LocationEnvironment pages', () => {
  it('intro: the schematic map and six location cards', () => {
    renderPage('intro');
    expect(screen.getByRole('heading', { level: 1, name: '입지안내' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /입지 개략도/ })).toHaveAttribute('width', '1200');
    expect(LOCATION_POINTS).toHaveLength(6);
    const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual(['광역 교통', '교육', '쇼핑·문화', '의료·행정', '자연·공원', '직주근접']);
    expect(screen.getByRole('link', { name: '입지안내' })).toHaveAttribute('aria-current', 'page');
  });

  it('primium: numbered premium points with links', () => {
    renderPage('primium');
    expect(screen.getByRole('heading', { level: 1, name: '프리미엄' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(PREMIUM_POINTS.length);
    expect(screen.getByRole('link', { name: '사업개요 보기' })).toHaveAttribute('href', '/BusinessGuide/intro');
    expect(screen.getByRole('link', { name: '프리미엄' })).toHaveAttribute('aria-current', 'page');
  });

  itPassesThePageChecks(PAGES.map((p) => `/LocationEnvironment/${p}`));
});
