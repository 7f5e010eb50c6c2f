import { act, fireEvent, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { MENU } from '@gagyeong/contracts';
import { currentPath, recordPopupRequests, renderAt } from '../test-utils';
import { SiteHeader } from './site-header';

const mainNav = () => screen.getByRole('navigation', { name: '주 메뉴' });
const trigger = (title: string) => within(mainNav()).getByRole('link', { name: title });
/** The open dropdown's links (closed dropdowns are hidden, so they are not in the a11y tree). */
const openDropdownLinks = () =>
  within(mainNav())
    .queryAllByRole('list')
    .filter((list) => list.id !== '' && !list.hidden)
    .flatMap((list) => within(list).getAllByRole('link'));

function setScrollY(value: number) {
  Object.defineProperty(window, 'scrollY', { value, configurable: true, writable: true });
  fireEvent.scroll(window);
}

afterEach(() => {
  setScrollY(0);
});

describe('SiteHeader (desktop)', () => {
  it('has one nav item per MENU section, linking to its first page, and no dropdown open', () => {
    renderAt(<SiteHeader />, '/Brand/intro');
    const items = MENU.map((section) => trigger(section.title));
    expect(items.map((item) => item.getAttribute('href'))).toEqual(MENU.map((section) => section.items[0]?.subUrl));
    expect(items).toHaveLength(8);
    items.forEach((item) => expect(item).toHaveAttribute('aria-expanded', 'false'));
    expect(openDropdownLinks()).toEqual([]);
  });

  it('shows every dropdown label and path exactly as MENU, including the legacy unit paths', async () => {
    const { user } = renderAt(<SiteHeader />);
    const seen: [string, string, string | null][] = [];
    for (const section of MENU) {
      await user.hover(trigger(section.title));
      for (const link of openDropdownLinks()) {
        seen.push([section.title, link.textContent ?? '', link.getAttribute('href')]);
      }
    }
    expect(seen).toEqual(
      MENU.flatMap((section) =>
        section.items.map((item) => [section.title, item.subTitle, item.subUrl] as [string, string, string]),
      ),
    );
    expect(seen).toEqual(
      expect.arrayContaining([
        ['평면안내', '84A', '/FloorPlan/59A'],
        ['평면안내', '84B', '/FloorPlan/59B'],
        ['평면안내', '84C', '/FloorPlan/84A'],
        ['평면안내', '84D', '/FloorPlan/84B'],
        ['인테리어', '84A', '/Interior/59A'],
        ['인테리어', '84C', '/Interior/84A'],
      ]),
    );
  });

  it('opens the dropdown of the hovered item only, and closes it when the pointer leaves the header', async () => {
    const { user } = renderAt(<SiteHeader />);
    await user.hover(trigger('단지안내'));
    expect(trigger('단지안내')).toHaveAttribute('aria-expanded', 'true');
    expect(trigger('브랜드')).toHaveAttribute('aria-expanded', 'false');
    expect(openDropdownLinks().map((link) => link.textContent)).toEqual(['단지배치도', '동호수배치도', '커뮤니티']);
    // The dropdown belongs to the item it opened from (aligned under it).
    const controlled = document.getElementById(trigger('단지안내').getAttribute('aria-controls') ?? '');
    expect(controlled).toBeVisible();
    expect(trigger('단지안내').parentElement).toContainElement(controlled);

    await user.hover(trigger('브랜드'));
    expect(trigger('브랜드')).toHaveAttribute('aria-expanded', 'true');
    expect(trigger('단지안내')).toHaveAttribute('aria-expanded', 'false');

    // Moving into the open dropdown keeps it open.
    await user.hover(within(mainNav()).getByRole('link', { name: '홍보영상' }));
    expect(trigger('브랜드')).toHaveAttribute('aria-expanded', 'true');

    await user.hover(screen.getByTestId('outside'));
    expect(trigger('브랜드')).toHaveAttribute('aria-expanded', 'false');
    expect(openDropdownLinks()).toEqual([]);
  });

  it('opens a dropdown from the keyboard, moves through it with arrows, and closes on Escape and on leaving', async () => {
    const { user } = renderAt(<SiteHeader />);
    act(() => trigger('평면안내').focus());
    expect(trigger('평면안내')).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{ArrowDown}');
    expect(within(mainNav()).getByRole('link', { name: '84A' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(within(mainNav()).getByRole('link', { name: '84C' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(within(mainNav()).getByRole('link', { name: '84B' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(trigger('평면안내')).toHaveAttribute('aria-expanded', 'false');
    expect(trigger('평면안내')).toHaveFocus();

    // Tab walks from an item into its open dropdown, then on to the next item, which opens instead.
    await user.keyboard('{ArrowDown}');
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(trigger('인테리어')).toHaveFocus();
    expect(trigger('인테리어')).toHaveAttribute('aria-expanded', 'true');
    expect(trigger('평면안내')).toHaveAttribute('aria-expanded', 'false');

    // Focus leaving the nav closes it.
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(within(mainNav()).getByRole('link', { name: '관심고객등록' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: '모바일 상담' })).toHaveFocus();
    expect(openDropdownLinks()).toEqual([]);
  });

  it('closes the dropdown when one of its links is chosen, and navigates there', async () => {
    const { user } = renderAt(<SiteHeader />);
    await user.hover(trigger('인테리어'));
    await user.click(within(mainNav()).getByRole('link', { name: '84C' }));
    expect(currentPath()).toBe('/Interior/84A');
    expect(trigger('인테리어')).toHaveAttribute('aria-expanded', 'false');
    expect(within(mainNav()).getByRole('link', { name: '인테리어' })).toHaveAttribute('data-current', 'true');
  });

  it('links the logo home and 모바일 상담 to the customer page', () => {
    renderAt(<SiteHeader />, '/Brand/intro');
    expect(screen.getAllByRole('link', { name: '가경 파크시티 GAGYEONG PARK CITY 홈' })[0]).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.getByRole('link', { name: '모바일 상담' })).toHaveAttribute('href', '/Promotion/Customer');
  });

  it('asks for the interest popup from the phone button showing 1533-8848, a link to the interest page before', async () => {
    const { user } = renderAt(<SiteHeader />, '/Brand/intro');
    const { sources, stop } = recordPopupRequests();
    const phone = screen.getByRole('link', { name: /^1533-8848 / });
    expect(phone).toHaveTextContent('1533-8848');
    expect(phone).toHaveAttribute('href', '/Promotion/Customer');
    expect(phone).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(phone);
    stop();
    expect(sources).toEqual(['header']);
    expect(currentPath()).toBe('/Brand/intro');
  });

  it('marks a sub page header as scrolled once the page scrolls past 0', () => {
    renderAt(<SiteHeader />, '/Brand/intro');
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-home', 'false');
    expect(header).toHaveAttribute('data-scrolled', 'false');
    setScrollY(1);
    expect(header).toHaveAttribute('data-scrolled', 'true');
    setScrollY(0);
    expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  it('sits over the hero on the home page', () => {
    renderAt(<SiteHeader />, '/');
    expect(screen.getByRole('banner')).toHaveAttribute('data-home', 'true');
  });

  it('has no axe violations, closed and with a dropdown open', async () => {
    const { container, user } = renderAt(<SiteHeader />, '/FloorPlan/59A');
    expect(await axe(container)).toHaveNoViolations();
    await user.hover(trigger('평면안내'));
    expect(await axe(container)).toHaveNoViolations();
  });
});
