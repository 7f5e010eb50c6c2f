import type { Page } from '@playwright/test';
import { BELOW_FOLD_CSS } from '@gagyeong/contracts/first-paint';
import { expect, test, waitForRegions } from './fixtures';

/**
 * The desktop home page as a wheel user meets it (docs/product.md §9 "Desktop home"): every
 * section's controls come into view, the stepper follows scrolling it did not do itself, and the
 * sections skipped by the first frame are laid out normally once their styles have come.
 */

/** The section the side indicator marks as current. */
const currentStep = (page: Page) =>
  page
    .getByRole('navigation', { name: '메인 화면 구역 이동' })
    .locator('[aria-current="step"]')
    .getAttribute('aria-label');

/** The tops of the home sections, in document pixels. */
const sectionTops = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-step] > section')].map(
      (section) => section.getBoundingClientRect().top + window.scrollY,
    ),
  );

test('the later home sections are skipped by the first frame only: laid out as usual once their styles have come', async ({
  page,
}) => {
  await page.goto('/');
  await waitForRegions(page);
  // The first frame skips them (the page's inline CSS)…
  expect(await page.locator('style').first().textContent()).toContain(BELOW_FOLD_CSS);
  // …and nothing is skipped once the stylesheets are in: WebKit never measured text again that
  // had been laid out before its styles and font arrived (a heading drawn over itself).
  await page.waitForLoadState('networkidle');
  const skipped = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-below-fold=""]')].map(
      (element) => getComputedStyle(element).contentVisibility,
    ),
  );
  expect(skipped.length).toBeGreaterThan(0);
  expect(skipped.filter((value) => value !== 'visible')).toEqual([]);
});

test('in a browser without scrollend the stepper steps on from where a scrollbar drag left the page', async ({
  page,
}) => {
  // WebKit before Safari 26.2: no scrollend event at all.
  await page.addInitScript(() => {
    for (let owner: object | null = window; owner; owner = Object.getPrototypeOf(owner)) {
      if (Object.prototype.hasOwnProperty.call(owner, 'onscrollend'))
        delete (owner as { onscrollend?: unknown }).onscrollend;
    }
    const add = EventTarget.prototype.addEventListener;
    EventTarget.prototype.addEventListener = function (
      this: EventTarget,
      type: string,
      listener: EventListenerOrEventListenerObject | null,
      options?: boolean | AddEventListenerOptions,
    ) {
      if (type !== 'scrollend') add.call(this, type, listener, options);
    };
  });
  await page.goto('/');
  await waitForRegions(page);
  expect(await page.evaluate(() => 'onscrollend' in window)).toBe(false);
  const tops = await sectionTops(page);

  // The scrollbar dragged to the fourth section.
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), tops[3]!);
  await expect.poll(() => currentStep(page)).toBe('프리미엄');
  await page.mouse.move(700, 400);
  await page.mouse.wheel(0, 120);
  await expect.poll(() => currentStep(page)).toBe('평면 안내');
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(Math.round(tops[4]!));
});

for (const viewport of [
  { width: 1280, height: 720 },
  { width: 1366, height: 768 },
]) {
  test(`at ${viewport.width}×${viewport.height} wheel steps bring every section's controls into view, and the footer below the header`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport, locale: 'ko-KR', reducedMotion: 'reduce' });
    const page = await context.newPage();
    try {
      await page.goto('/');
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-gg-interactive'));
      await waitForRegions(page);

      // Every control of every section, numbered (the honeypot is no visitor's control).
      const controls = await page.evaluate(() => {
        const found = [
          ...document.querySelectorAll<HTMLElement>(
            '[data-step] > section :is(a[href], button, input, textarea, select):not([tabindex="-1"])',
          ),
        ].filter((element) => !element.closest('[aria-hidden="true"]') && element.checkVisibility());
        return found.map((element, index) => {
          element.dataset.control = String(index);
          const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
          return `${element.tagName.toLowerCase()}[${(element as HTMLInputElement).type ?? ''}] ${name}`.slice(0, 60);
        });
      });
      expect(controls.some((control) => control.startsWith('input[checkbox]'))).toBe(true);
      expect(controls.some((control) => control.startsWith('button[submit]'))).toBe(true);

      const seen = new Set<number>();
      let footerChecked = false;
      let last = -1;
      await page.mouse.move(viewport.width / 2, viewport.height / 2);
      for (let step = 0; step < 20; step += 1) {
        const { y, inView } = await page.evaluate(() => {
          // Where the fixed header ends: what lies above it in the viewport is under it.
          const header = Math.max(document.querySelector('header')?.getBoundingClientRect().bottom ?? 0, 0);
          const inside = [...document.querySelectorAll<HTMLElement>('[data-control]')].filter((element) => {
            const box = element.getBoundingClientRect();
            return box.top >= header - 0.5 && box.bottom <= window.innerHeight + 0.5 && box.width > 0;
          });
          return { y: Math.round(window.scrollY), inView: inside.map((element) => Number(element.dataset.control)) };
        });
        inView.forEach((index) => seen.add(index));
        // The step that arrives at the footer shows its logo whole, below the header.
        if (!footerChecked && (await currentStep(page)) === '하단 정보') {
          footerChecked = true;
          // The footer's wordmark, its first drawing.
          const logo = page.getByRole('contentinfo').locator('svg').first();
          const placed = await logo.evaluate((element) => {
            const header = Math.max(document.querySelector('header')?.getBoundingClientRect().bottom ?? 0, 0);
            const box = element.getBoundingClientRect();
            const hit = document.elementFromPoint(box.left + box.width / 2, box.top + 2);
            return { top: box.top, header, drawnOnTop: !!hit && element.contains(hit) };
          });
          expect(placed.top).toBeGreaterThanOrEqual(placed.header);
          expect(placed.drawnOnTop).toBe(true);
        }
        if (y === last) break;
        last = y;
        await page.mouse.wheel(0, 120);
        await page.waitForTimeout(650); // past the 500 ms lock
      }
      expect(controls.filter((_, index) => !seen.has(index))).toEqual([]);

      expect(footerChecked).toBe(true);
    } finally {
      await context.close();
    }
  });
}
