import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { SITE } from '@gagyeong/contracts';
import { BELOW_FOLD_ATTRIBUTE } from '@gagyeong/contracts/first-paint';
import { isExpanded, summaryNamed } from '@test/disclosure';
import familySites from '../family-sites.json';
import { currentPath, recordPopupRequests, renderAt } from '../test-utils';
import { SiteFooter } from './site-footer';

/** The footer as the layout renders it, inside the router. */
const renderFooter = (slug: string = SITE.slug) => renderAt(<SiteFooter siteSlug={slug} />);

const familyToggle = () => summaryNamed('FAMILY SITE');
const familyList = () => familyToggle().nextElementSibling;

describe('SiteFooter', () => {
  it('shows the project name, disclaimer, phone, builder line and the 2025 copyright', () => {
    renderFooter();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getAllByText('가경 파크시티').length).toBeGreaterThan(0);
    expect(footer).toHaveTextContent(/실제와 다를 수 있으며/);
    expect(footer).toHaveTextContent(/인허가 과정에서 변경될 수 있습니다/);
    expect(footer).toHaveTextContent(/분양이 아닌 민간임대/);
    expect(within(footer).getByRole('link', { name: '1533-8848' })).toHaveAttribute('href', 'tel:1533-8848');
    expect(footer).toHaveTextContent('시행 · 시공: 추후 공지');
    expect(within(footer).getByText(/^© 2025 가경 파크시티/)).toBeInTheDocument();
  });

  it('is marked below the fold only where the layout says so (the home page)', () => {
    const { unmount } = renderFooter();
    expect(screen.getByRole('contentinfo')).not.toHaveAttribute(BELOW_FOLD_ATTRIBUTE);
    unmount();
    renderAt(<SiteFooter siteSlug={SITE.slug} belowFold />);
    expect(screen.getByRole('contentinfo')).toHaveAttribute(BELOW_FOLD_ATTRIBUTE, 'laid-out');
  });

  it('asks for the interest popup from its 방문예약 button, a link to the interest page before', async () => {
    const { user } = renderFooter();
    const { sources, stop } = recordPopupRequests();
    const visit = within(screen.getByRole('contentinfo')).getByRole('link', { name: '방문예약' });
    expect(visit).toHaveAttribute('href', '/Promotion/Customer');
    expect(visit).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(visit);
    stop();
    expect(sources).toEqual(['footer']);
    expect(currentPath()).toBe('/');
  });

  it('folds the FAMILY SITE list open and closed, as a <details> (it works before the scripts run)', async () => {
    const user = userEvent.setup();
    renderFooter();
    expect(familyToggle().parentElement?.tagName).toBe('DETAILS');
    expect(isExpanded(familyToggle())).toBe(false);
    expect(familyList()).not.toBeVisible();
    expect(screen.queryByRole('link', { name: /파크시티 센트럴/ })).not.toBeInTheDocument();

    await user.click(familyToggle());
    expect(isExpanded(familyToggle())).toBe(true);
    expect(familyList()).toBeVisible();

    await user.click(familyToggle());
    expect(isExpanded(familyToggle())).toBe(false);
    expect(familyList()).not.toBeVisible();
  });

  it('lists the 26 sister sites of family-sites.json, each opening in a new tab with rel noopener', async () => {
    const user = userEvent.setup();
    renderFooter();
    await user.click(familyToggle());
    const list = familyList();
    if (!(list instanceof HTMLElement)) throw new Error('family list missing');
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(26);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(familySites.map((site) => site.url));
    links.forEach((link, i) => {
      expect(link).toHaveAccessibleName(`${familySites[i]?.name} (새 창)`);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')?.split(' ')).toContain('noopener');
    });
  });

  it('maps every page by section, the slug’s press list and customer page under 홍보센터, with client-side links', async () => {
    const { user } = renderFooter('다른단지');
    const slug = encodeURIComponent('다른단지');
    const map = screen.getByRole('navigation', { name: '사이트맵' });
    const hrefs = within(map)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    // The pages the menu leaves out are here too.
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/FloorPlan/114A',
        '/FloorPlan/114B',
        '/FloorPlan/videos',
        '/Interior/84B',
        '/BusinessGuide/documents',
        `/${slug}/press`,
        `/${slug}/customer`,
      ]),
    );
    // Labels repeat across sections: each link is named with its section first.
    expect(within(map).getByRole('link', { name: '평면안내 84A' })).toHaveAttribute('href', '/FloorPlan/59A');
    expect(within(map).getByRole('link', { name: '인테리어 84A' })).toHaveAttribute('href', '/Interior/59A');
    expect(within(map).getByRole('link', { name: '인테리어 84D' })).toHaveAttribute('href', '/Interior/84B');
    await user.click(within(map).getByRole('link', { name: '홍보센터 보도자료' }));
    expect(currentPath()).toBe(`/${slug}/press`);
  });

  it('has no axe violations with the family list open', async () => {
    const user = userEvent.setup();
    const { container } = renderFooter();
    await user.click(familyToggle());
    expect(await axe(container)).toHaveNoViolations();
  });
});
