import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { MENU, MOBILE_MEDIA_QUERY } from '@gagyeong/contracts';
import { isExpanded, summaryNamed } from '@test/disclosure';
import { currentPath, mockMatchMedia, renderAt } from '../test-utils';
import { SiteHeader } from './site-header';

let media: ReturnType<typeof mockMatchMedia>;

beforeEach(() => {
  media = mockMatchMedia({ [MOBILE_MEDIA_QUERY]: true });
});

afterEach(() => {
  media.restore();
  document.body.style.overflow = '';
});

const toggle = () => summaryNamed(/메뉴 (열기|닫기)/);
const panel = () => screen.getByRole('dialog', { name: '전체 메뉴' });
const mobileNav = () => screen.getByRole('navigation', { name: '모바일 메뉴' });
const sectionButton = (title: string) => summaryNamed(title, mobileNav());
const expandedSections = () => MENU.filter((section) => isExpanded(sectionButton(section.title)));

/** Section toggles take effect with the <details>' toggle event, a task after the click. */
async function waitForSections(titles: readonly string[]) {
  await waitFor(() => expect(expandedSections().map((section) => section.title)).toEqual(titles));
}

async function openMenu() {
  const rendered = renderAt(<SiteHeader />, '/Brand/intro');
  await rendered.user.click(summaryNamed('메뉴 열기'));
  return rendered;
}

describe('SiteHeader (mobile)', () => {
  it('starts closed, with a labelled toggle that opens the hidden panel (its <details>)', () => {
    renderAt(<SiteHeader />);
    expect(toggle()).toHaveAccessibleName('메뉴 열기');
    expect(isExpanded(toggle())).toBe(false);
    const controlled = toggle().nextElementSibling;
    expect(controlled).toHaveAttribute('role', 'dialog');
    expect(controlled).not.toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the slide menu, moves focus into it, and offers 방문예약', async () => {
    await openMenu();
    expect(toggle()).toHaveAccessibleName('메뉴 닫기');
    expect(isExpanded(toggle())).toBe(true);
    expect(panel()).toBeVisible();
    expect(toggle().nextElementSibling).toBe(panel());
    const visit = within(panel()).getByRole('link', { name: '방문예약' });
    expect(visit).toHaveAttribute('href', '/Promotion/Customer');
    expect(visit).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('closes with the toggle and with Escape, returning focus to the toggle', async () => {
    const { user } = await openMenu();
    await user.click(toggle());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle()).toHaveAccessibleName('메뉴 열기');
    expect(document.body.style.overflow).toBe('');

    await user.click(toggle());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle()).toHaveFocus();
  });

  it('opens the current page’s section, keeps one section open at a time, and closes the open one on a second tap', async () => {
    const { user } = await openMenu();
    // On /Brand/intro the 브랜드 section starts open.
    expect(expandedSections().map((section) => section.title)).toEqual(['브랜드']);

    await user.click(sectionButton('평면안내'));
    await waitForSections(['평면안내']);
    const items = sectionButton('평면안내').nextElementSibling;
    expect(items).toBeVisible();
    expect(items).toHaveAttribute('aria-labelledby', sectionButton('평면안내').id);
    expect(within(mobileNav()).queryByRole('link', { name: '브랜드 소개' })).not.toBeInTheDocument();

    await user.click(sectionButton('평면안내'));
    await waitForSections([]);
    expect(items).not.toBeVisible();
    expect(within(mobileNav()).queryAllByRole('link')).toEqual([]);
  });

  it('lists every section’s links exactly as MENU', async () => {
    const { user } = await openMenu();
    const seen: [string, string | null][] = [];
    for (const section of MENU) {
      if (!isExpanded(sectionButton(section.title))) {
        await user.click(sectionButton(section.title));
        await waitForSections([section.title]);
      }
      for (const link of within(mobileNav()).getAllByRole('link')) {
        seen.push([link.textContent, link.getAttribute('href')]);
      }
    }
    expect(seen).toEqual(MENU.flatMap((section) => section.items.map((item) => [item.subTitle, item.subUrl])));
    expect(seen).toEqual(
      expect.arrayContaining([
        ['84A', '/FloorPlan/59A'],
        ['84D', '/FloorPlan/84B'],
        ['84C', '/Interior/84A'],
      ]),
    );
  });

  it('closes the menu when a link is chosen, and goes there', async () => {
    const { user } = await openMenu();
    await user.click(sectionButton('인테리어'));
    await waitForSections(['인테리어']);
    await user.click(within(mobileNav()).getByRole('link', { name: '84A' }));
    expect(currentPath()).toBe('/Interior/59A');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(isExpanded(toggle())).toBe(false);
  });

  it('closes the menu when a link to the current page is chosen', async () => {
    const { user } = await openMenu();
    await user.click(within(mobileNav()).getByRole('link', { name: '브랜드 소개' }));
    expect(currentPath()).toBe('/Brand/intro');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside the header bar and the open menu, which follows its toggle', async () => {
    const { user } = await openMenu();
    const visit = within(panel()).getByRole('link', { name: '방문예약' });
    await user.tab({ shift: true });
    expect(toggle()).toHaveFocus();
    await user.tab();
    expect(visit).toHaveFocus();
    const barCall = screen.getByRole('link', { name: '전화 상담 1533-8848' });
    barCall.focus();
    await user.tab();
    expect(toggle()).toHaveFocus();
    await user.tab({ shift: true });
    expect(barCall).toHaveFocus();
  });

  it('closes the menu when the window widens to the desktop layout', async () => {
    await openMenu();
    media.set(MOBILE_MEDIA_QUERY, false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('has a tap-to-call link and the logo', () => {
    renderAt(<SiteHeader />);
    const call = screen.getByRole('link', { name: '전화 상담 1533-8848' });
    expect(call).toHaveAttribute('href', 'tel:1533-8848');
    expect(screen.getAllByRole('link', { name: '가경 파크시티 GAGYEONG PARK CITY 홈' })).toHaveLength(2);
  });

  it('has no axe violations with the menu open', async () => {
    const { container } = await openMenu();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('opens and closes before the scripts run, and an open menu stays open, as the modal layer, once hydrated', async () => {
    // The server's HTML, before any script: the menu and its sections are <details>.
    const page = (
      <MemoryRouter initialEntries={['/Brand/intro']}>
        <SiteHeader />
      </MemoryRouter>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    // The page is parsed (its toggle events fired) well before a visitor taps it.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    try {
      const serverToggle = summaryNamed('메뉴 열기', container);
      serverToggle.click();
      expect(isExpanded(serverToggle)).toBe(true);
      const menu = within(container).getByRole('dialog', { name: '전체 메뉴' });
      expect(menu).toBeVisible();
      // The current page's section is open; another opens on a tap.
      summaryNamed('평면안내', menu).click();
      expect(within(menu).getByRole('link', { name: '84A' })).toBeVisible();

      await act(async () => {
        hydrateRoot(container, page);
      });
      expect(toggle()).toHaveAccessibleName('메뉴 닫기');
      expect(isExpanded(toggle())).toBe(true);
      expect(document.body.style.overflow).toBe('hidden');
      expect(within(panel()).getByRole('link', { name: '84A' })).toBeVisible();
      await waitForSections(['평면안내']);

      await userEvent.setup().click(toggle());
      expect(isExpanded(toggle())).toBe(false);
      expect(toggle()).toHaveAccessibleName('메뉴 열기');
      expect(document.body.style.overflow).toBe('');
    } finally {
      container.remove();
    }
  });
});
