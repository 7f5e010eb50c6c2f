import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type { FloorPlanPage } from '@gagyeong/contracts';
import { PAGE_TABS } from '@gagyeong/contracts/page-tabs';
import { isExpanded, summaryNamed } from '@test/disclosure';
import { MAX_EMODEL_TABS } from '../content';
import { MEDIA } from '../../../content/media';
import { itPassesThePageChecks, renderRoute, renderRouteToString } from '../../../test/render-route';

const PAGES: readonly FloorPlanPage[] = ['59A', '59B', '84A', '84B', '114A', '114B', 'videos', 'Emodel'];

/** Renders a page of this section. */
const renderPage = (p: FloorPlanPage, options?: { mobile: boolean }) => renderRoute(`/FloorPlan/${p}`, options);

describe('FloorPlan pages', () => {
  it.each([
    ['59A', '84A'],
    ['59B', '84B'],
    ['84A', '84C'],
    ['84B', '84D'],
    ['114A', '114A'],
    ['114B', '114B'],
  ] as const)(
    '/FloorPlan/%s shows the menu label %s, the 921-unit heading, a zoomable plan and the disclaimer',
    async (p, label) => {
      renderPage(p);
      expect(
        screen.getByRole('heading', { level: 2, name: '가경 파크시티 민간임대 921세대 · 7개동' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 3, name: `${label} 타입` })).toBeInTheDocument();
      expect(screen.getByRole('img', { name: new RegExp(`^${label} 타입 평면도`) })).toHaveAttribute('width');
      expect(screen.getByRole('group', { name: `${label} 타입 평면도` })).toBeInTheDocument();
      expect(screen.getByRole('note', { name: '유의사항' })).toHaveTextContent(
        /유상옵션.*실제 시공과 다를 수 있습니다/,
      );
    },
  );

  it('side menu holds the unit-plan labels and the E-model house, marking the current page', () => {
    renderPage('59B');
    const nav = screen.getByRole('navigation');
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['84A', '/FloorPlan/59A'],
      ['84B', '/FloorPlan/59B'],
      ['84C', '/FloorPlan/84A'],
      ['84D', '/FloorPlan/84B'],
      ['E-모델하우스', '/FloorPlan/Emodel'],
    ]);
    expect(within(nav).getByRole('link', { name: '84B' })).toHaveAttribute('aria-current', 'page');
  });

  it('marks 114 types as not confirmed', () => {
    renderPage('114A');
    expect(screen.getByText(/공급 여부와 구성은 확정되지 않았습니다/)).toHaveAttribute('role', 'note');
  });

  it('up to 900px: an accordion with the type guide (viewer) open and the E-model house', async () => {
    const user = userEvent.setup();
    renderPage('59B', { mobile: true });
    const guide = summaryNamed('타입 안내');
    const emodel = summaryNamed('E-모델하우스');
    expect(isExpanded(guide)).toBe(true);
    expect(isExpanded(emodel)).toBe(false);
    // The viewer starts at this page's type and replaces the standalone plan.
    expect(screen.getByRole('tab', { name: '84B㎡' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('img', { name: /타입 평면도/ })).toHaveLength(1);

    await user.click(emodel);
    await waitFor(() => expect(isExpanded(guide)).toBe(false));
    expect(isExpanded(emodel)).toBe(true);
    expect(screen.getByRole('region', { name: 'E-모델하우스' })).toHaveTextContent('VR 모델하우스는 준비 중입니다');
    // Its tabs link the E-model page's own tabs.
    expect(
      within(screen.getByRole('region', { name: 'E-모델하우스' })).getByRole('tab', { name: '84B' }),
    ).toHaveAttribute('href', '/FloorPlan/Emodel?tab=84B');

    await user.click(emodel);
    await waitFor(() => expect(isExpanded(emodel)).toBe(false));
  });

  it('up to 900px a type outside the viewer keeps its own plan above the accordion', () => {
    renderPage('114B', { mobile: true });
    expect(screen.getByRole('img', { name: /^114B 타입 평면도/ })).toBeInTheDocument();
    expect(summaryNamed('타입 안내')).toBeInTheDocument();
  });

  it('videos and E-model: each tab links its own address, and the address chooses the tab on the server', () => {
    renderPage('videos');
    expect(screen.getAllByRole('tab').map((tab) => tab.getAttribute('href'))).toEqual([
      '/FloorPlan/videos?tab=1',
      '/FloorPlan/videos?tab=2',
      '/FloorPlan/videos?tab=3',
    ]);
    const third = renderRouteToString('/FloorPlan/videos?tab=3');
    expect(third).toMatch(/aria-selected="true"[^>]*>84타입 안내</);
    expect(third).toContain('84타입 안내 영상은');
    const tour = renderRouteToString('/FloorPlan/Emodel?tab=84C');
    expect(tour).toMatch(/aria-selected="true"[^>]*>84C</);
    // An id that is none of the page's tabs: the first.
    expect(renderRouteToString('/FloorPlan/videos?tab=9')).toMatch(/aria-selected="true"[^>]*>입지환경 안내</);
  });

  it('names the same tabs as the contracts’ PAGE_TABS, which the host keeps pages of', () => {
    expect(PAGE_TABS['/FloorPlan/videos']).toEqual(MEDIA.floorPlanVideos.map((video) => String(video.id)));
    expect(PAGE_TABS['/FloorPlan/Emodel']).toEqual(MEDIA.emodelTours.slice(0, MAX_EMODEL_TABS).map((tour) => tour.id));
  });

  it('videos: three tabs, the first (id 1) active, click and keyboard switch, plain pending text', async () => {
    const user = userEvent.setup();
    renderPage('videos');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['입지환경 안내', '59타입 안내', '84타입 안내']);
    expect(screen.getByRole('tab', { name: '입지환경 안내' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('영상은 준비 중입니다');
    expect(screen.queryByTitle(/영상/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: '59타입 안내' }));
    expect(screen.getByRole('tab', { name: '59타입 안내' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('59타입 안내 영상은');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '84타입 안내' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '84타입 안내' })).toHaveFocus();

    const links = within(screen.getByRole('navigation')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/FloorPlan/videos',
      '/LocationEnvironment/intro',
      '/LocationEnvironment/primium',
    ]);
  });

  it('E-model: 84A selected by default, at most five tabs, click and keyboard switch', async () => {
    const user = userEvent.setup();
    renderPage('Emodel');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.length).toBeGreaterThan(0);
    expect(tabs.length).toBeLessThanOrEqual(5);
    expect(screen.getByRole('tab', { name: '84A' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('VR 모델하우스는 준비 중입니다');

    await user.click(screen.getByRole('tab', { name: '84B' }));
    expect(screen.getByRole('tab', { name: '84B' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('84B 타입 가상 투어');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: '84A' })).toHaveAttribute('aria-selected', 'true');
  });

  itPassesThePageChecks(PAGES.map((p) => `/FloorPlan/${p}`));

  it('has no axe violations in the mobile accordion', async () => {
    const { container } = renderPage('59A', { mobile: true });
    expect(await axe(container)).toHaveNoViolations();
  });
});
