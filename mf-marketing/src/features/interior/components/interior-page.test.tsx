import { render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { DEFAULT_SITE_CONFIG, type InteriorPage } from '@gagyeong/contracts';
import Interior from '../../../exposed/interior';

const PAGES: readonly InteriorPage[] = ['59A', '84A', '84B'];

const page = (p: InteriorPage) => (
  <MemoryRouter initialEntries={[`/Interior/${p}`]}>
    <Interior config={DEFAULT_SITE_CONFIG} page={p} />
  </MemoryRouter>
);

/** Renders a page. */
async function renderPage(p: InteriorPage) {
  const result = render(page(p));
  return result;
}

describe('Interior pages', () => {
  it.each([
    ['59A', '84A'],
    ['84A', '84C'],
    ['84B', '84D'],
  ] as const)('/Interior/%s shows the %s living room, kitchen and bedroom with the disclaimer', async (p, label) => {
    await renderPage(p);
    expect(screen.getByRole('heading', { level: 2, name: `${label} 타입 인테리어` })).toBeInTheDocument();
    for (const room of ['거실', '주방', '침실']) {
      expect(screen.getByRole('img', { name: new RegExp(`${label} 타입 ${room}`) })).toHaveAttribute('width', '1200');
    }
    expect(screen.getByRole('note', { name: '유의사항' })).toHaveTextContent('유상옵션');
  });

  it('side menu is labelled 84A and 84C', async () => {
    await renderPage('84A');
    const links = within(screen.getByRole('navigation')).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['84A', '/Interior/59A'],
      ['84C', '/Interior/84A'],
    ]);
    expect(screen.getByRole('link', { name: '84C' })).toHaveAttribute('aria-current', 'page');
  });

  it.each(PAGES)('/Interior/%s has no axe violations', async (p) => {
    const { container } = await renderPage(p);
    expect(await axe(container)).toHaveNoViolations();
  });

  it.each(PAGES)('/Interior/%s renders to a string on the server', (p) => {
    expect(renderToString(page(p))).toContain('<h1');
  });
});
