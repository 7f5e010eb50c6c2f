import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type { ComplexGuidePage } from '@gagyeong/contracts';
import { isExpanded, summaryNamed } from '@test/disclosure';
import { COMMUNITY_FACILITIES } from '../../../content/project';
import { PLACED_BUILDINGS } from '../content';
import { itPassesThePageChecks, renderRoute } from '../../../test/render-route';

const PAGES: readonly ComplexGuidePage[] = ['intro', 'detailintro', 'community'];

/** Renders a page of this section. */
const renderPage = (p: ComplexGuidePage, options?: { mobile: boolean }) => renderRoute(`/ComplexGuide/${p}`, options);

describe('ComplexGuide pages', () => {
  it('intro: site layout image of the seven buildings, special design and disclaimers', () => {
    renderPage('intro');
    expect(screen.getByRole('heading', { level: 1, name: '단지배치도' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /단지배치도: 중앙공원.*101동.*107동/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '특화설계' })).toBeInTheDocument();
    expect(screen.getByRole('note', { name: '유의사항' })).toHaveTextContent('변경될 수 있습니다');
    expect(screen.getByRole('link', { name: '단지배치도' })).toHaveAttribute('aria-current', 'page');
  });

  it('detailintro: the placement map has every 동 and the legend links each unit type', () => {
    renderPage('detailintro');
    expect(PLACED_BUILDINGS).toHaveLength(7);
    const map = screen.getByRole('img', { name: /동호수 배치도/ });
    for (const building of PLACED_BUILDINGS) expect(map).toHaveTextContent(building.dong);
    const legend = screen.getByRole('list', { name: '타입 색상 범례' });
    expect(
      within(legend)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/FloorPlan/59A', '/FloorPlan/59B', '/FloorPlan/84A', '/FloorPlan/84B']);
    expect(screen.getByRole('table', { name: '동별 호수 라인 타입 (계획)' })).toBeInTheDocument();
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(
      PLACED_BUILDINGS.map((b) => b.dong),
    );
  });

  it('community: intro text, every facility, and an image that fades in once loaded', () => {
    renderPage('community');
    expect(screen.getByRole('heading', { level: 2, name: '일상을 채우는 단지 안의 커뮤니티' })).toBeInTheDocument();
    for (const facility of COMMUNITY_FACILITIES) {
      expect(screen.getByRole('heading', { level: 3, name: facility.name })).toBeInTheDocument();
    }
    const image = screen.getByRole('img', { name: /커뮤니티센터 단면 일러스트/ });
    expect(image).toHaveAttribute('data-loaded', 'false');
    fireEvent.load(image);
    expect(image).toHaveAttribute('data-loaded', 'true');
  });

  it('up to 900px: one accordion with layout, special design and community, one open at a time', async () => {
    const user = userEvent.setup();
    renderPage('intro', { mobile: true });
    const parts = ['단지 배치', '특화설계', '커뮤니티 시설'].map((name) => summaryNamed(name));
    const [, design] = parts;
    expect(parts.map(isExpanded)).toEqual([true, false, false]);

    await user.click(design!);
    await waitFor(() => expect(parts.map(isExpanded)).toEqual([false, true, false]));
    expect(screen.getByRole('region', { name: '특화설계' })).toContainElement(
      screen.getByRole('img', { name: /단지 단면 일러스트/ }),
    );

    await user.click(design!);
    await waitFor(() => expect(parts.map(isExpanded)).toEqual([false, false, false]));
  });

  it('up to 900px the intro page loads the site plan it opens on at once, not lazily', () => {
    renderPage('intro', { mobile: true });
    expect(screen.getByRole('img', { name: /단지배치도: 중앙공원/ })).toHaveAttribute('loading', 'eager');
  });

  it('up to 900px the community page opens the community part', () => {
    renderPage('community', { mobile: true });
    expect(isExpanded(summaryNamed('커뮤니티 시설'))).toBe(true);
    expect(isExpanded(summaryNamed('단지 배치'))).toBe(false);
  });

  itPassesThePageChecks(PAGES.map((p) => `/ComplexGuide/${p}`));

  it.each(['intro', 'community'] as const)('has no axe violations in the mobile accordion of %s', async (p) => {
    const { container } = renderPage(p, { mobile: true });
    expect(await axe(container)).toHaveNoViolations();
  });
});
