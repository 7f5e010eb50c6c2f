import { screen, within } from '@testing-library/react';
import { type InteriorPage } from '@gagyeong/contracts';
import { itPassesThePageChecks, renderRoute } from '../../../test/render-route';

const PAGES: readonly InteriorPage[] = ['59A', '84A', '84B'];

/** Renders a page of this section. */
const renderPage = (p: InteriorPage) => renderRoute(`/Interior/${p}`);

describe('Interior pages', () => {
  it.each([
    ['59A', '84A'],
    ['84A', '84C'],
    ['84B', '84D'],
  ] as const)('/Interior/%s shows the %s living room, kitchen and bedroom with the disclaimer', async (p, label) => {
    renderPage(p);
    expect(screen.getByRole('heading', { level: 2, name: `${label} 타입 인테리어` })).toBeInTheDocument();
    for (const room of ['거실', '주방', '침실']) {
      expect(screen.getByRole('img', { name: new RegExp(`${label} 타입 ${room}`) })).toHaveAttribute('width', '1200');
    }
    expect(screen.getByRole('note', { name: '유의사항' })).toHaveTextContent('유상옵션');
  });

  it('side menu is labelled 84A and 84C', () => {
    renderPage('84A');
    const links = within(screen.getByRole('navigation')).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['84A', '/Interior/59A'],
      ['84C', '/Interior/84A'],
    ]);
    expect(screen.getByRole('link', { name: '84C' })).toHaveAttribute('aria-current', 'page');
  });

  itPassesThePageChecks(PAGES.map((p) => `/Interior/${p}`));
});
