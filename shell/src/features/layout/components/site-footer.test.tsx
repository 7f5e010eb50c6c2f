import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import familySites from '../family-sites.json';
import { recordPopupRequests } from '../test-utils';
import { SiteFooter } from './site-footer';

const familyToggle = () => screen.getByRole('button', { name: 'FAMILY SITE' });
const familyList = () => document.getElementById(familyToggle().getAttribute('aria-controls') ?? '');

describe('SiteFooter', () => {
  it('shows the project name, disclaimer, phone, builder line and the 2025 copyright', () => {
    render(<SiteFooter />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getAllByText('가경 파크시티').length).toBeGreaterThan(0);
    expect(footer).toHaveTextContent(/실제와 다를 수 있으며/);
    expect(footer).toHaveTextContent(/인허가 과정에서 변경될 수 있습니다/);
    expect(footer).toHaveTextContent(/분양이 아닌 민간임대/);
    expect(within(footer).getByRole('link', { name: '1533-8848' })).toHaveAttribute('href', 'tel:1533-8848');
    expect(footer).toHaveTextContent('시행 · 시공: 추후 공지');
    expect(within(footer).getByText(/^© 2025 가경 파크시티/)).toBeInTheDocument();
  });

  it('asks for the interest popup from its 방문예약 button', async () => {
    const user = userEvent.setup();
    render(<SiteFooter />);
    const { sources, stop } = recordPopupRequests();
    await user.click(screen.getByRole('button', { name: '방문예약' }));
    stop();
    expect(sources).toEqual(['footer']);
  });

  it('folds the FAMILY SITE list open and closed', async () => {
    const user = userEvent.setup();
    render(<SiteFooter />);
    expect(familyToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(familyList()).not.toBeVisible();
    expect(screen.queryByRole('link', { name: /파크시티 센트럴/ })).not.toBeInTheDocument();

    await user.click(familyToggle());
    expect(familyToggle()).toHaveAttribute('aria-expanded', 'true');
    expect(familyList()).toBeVisible();

    await user.click(familyToggle());
    expect(familyToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(familyList()).not.toBeVisible();
  });

  it('lists the 26 sister sites of family-sites.json, each opening in a new tab with rel noopener', async () => {
    const user = userEvent.setup();
    render(<SiteFooter />);
    await user.click(familyToggle());
    const list = familyList();
    if (!list) throw new Error('family list missing');
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(26);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(familySites.map((site) => site.url));
    links.forEach((link, i) => {
      expect(link).toHaveAccessibleName(`${familySites[i]?.name} (새 창)`);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')?.split(' ')).toContain('noopener');
    });
  });

  it('has no axe violations with the family list open', async () => {
    const user = userEvent.setup();
    const { container } = render(<SiteFooter />);
    await user.click(familyToggle());
    expect(await axe(container)).toHaveNoViolations();
  });
});
