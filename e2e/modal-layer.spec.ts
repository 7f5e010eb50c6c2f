import { expect, PHONE, test, waitForRegions } from './fixtures';
import { phoneButton, summary } from './support/lead-forms';

/**
 * The shared modal layer (@gagyeong/ui, docs/decisions/0076-shared-ui-package.md) in a real
 * browser, where `inert` and scrollbars exist: the popup and the mobile menu leave the page behind
 * inert and still, keep Tab inside, and give focus back when they close.
 */

/** The scrollbar's width as the page has it now (0 where scrollbars overlay the page). */
const scrollbarWidth = () => window.innerWidth - document.documentElement.clientWidth;

test('the popup makes the page behind inert, locks it without a sideways shift and keeps Tab inside', async ({
  page,
  problems,
}) => {
  await page.goto('/Brand/intro');
  await waitForRegions(page);
  const scrollbar = await page.evaluate(scrollbarWidth);
  const opener = phoneButton(page);
  await opener.click();
  const dialog = page.getByRole('dialog', { name: '관심고객 등록' });
  await expect(dialog.getByRole('textbox', { name: '이름' })).toBeFocused();

  await expect(page.locator('main#main')).toHaveAttribute('inert', '');
  await expect(page.getByRole('contentinfo')).toHaveAttribute('inert', '');
  const body = await page.evaluate(() => ({
    overflow: getComputedStyle(document.body).overflow,
    padding: document.body.style.paddingRight,
  }));
  expect(body).toEqual({ overflow: 'hidden', padding: scrollbar > 0 ? `${scrollbar}px` : '' });

  // However often Tab is pressed, focus stays in the dialog.
  for (let press = 0; press < 12; press += 1) {
    await page.keyboard.press(press % 3 === 2 ? 'Shift+Tab' : 'Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(page.locator('[inert]')).toHaveCount(0);
  expect(await page.evaluate(() => document.body.getAttribute('style') ?? '')).not.toContain('overflow');
  expect(problems.errors).toEqual([]);
});

test.describe('phone', () => {
  test.use({ viewport: PHONE });

  test('the mobile menu leaves its bar usable, the rest inert, and Escape gives focus back to the toggle', async ({
    page,
    problems,
  }) => {
    await page.goto('/Brand/intro');
    await waitForRegions(page);
    const toggle = summary(page, '메뉴 열기');
    await toggle.click();
    const menu = page.getByRole('dialog', { name: '전체 메뉴' });
    await expect(menu.getByRole('link', { name: '방문예약' })).toBeFocused();
    await expect(page.locator('main#main')).toHaveAttribute('inert', '');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

    // The toggle in the bar is still reachable and works: the panel follows it, so Shift+Tab from
    // the first link reaches it.
    await page.keyboard.press('Shift+Tab');
    const close = summary(page, '메뉴 닫기');
    await expect(close).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(summary(page, '메뉴 열기')).toBeFocused();
    await expect(page.locator('[inert]')).toHaveCount(0);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    expect(problems.errors).toEqual([]);
  });
});
