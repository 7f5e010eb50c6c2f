import { rmSync } from 'node:fs';
import { SITE } from '@gagyeong/contracts';
import type { Page } from '@playwright/test';
import { expect, test, waitForRegions } from './fixtures';
import { DATA_DIR, PORTS } from './support/env';
import { killHost, startHost } from './support/own-host';

/** A host this spec starts and stops itself (a real outage of the whole origin). */
const OWN_HOST_PORT = PORTS.ownHost;
const OWN_HOST = `http://127.0.0.1:${OWN_HOST_PORT}`;

async function expectBrandPage(page: Page) {
  await waitForRegions(page);
  await expect(page.locator('[data-remote-error]')).toHaveCount(0);
  await expect(page.locator('main h1, main h2').first()).toBeVisible();
}

test.describe('retry after a same-origin outage recovers with one click', () => {
  test('requests refused (intercepted) while the page loads, then answered again', async ({ page }) => {
    // The host's HTML preloads the route's remote files; they fail too, as in a real outage.
    const pattern = '**/remotes/mf-marketing/**';
    await page.route(pattern, (route) => route.abort('connectionrefused'));
    await page.goto('/Brand/intro');
    const fallback = page.locator('[data-remote-error="GG-REMOTE-NETWORK"]');
    await expect(fallback).toBeVisible();

    await page.unroute(pattern);
    await fallback.getByRole('button', { name: '다시 시도' }).click();
    await expectBrandPage(page);
  });

  test('the whole origin down (process killed) and back, the page still open', async ({ page }) => {
    const dataDir = `${DATA_DIR}-own-host`;
    rmSync(dataDir, { recursive: true, force: true });
    let host = await startHost(OWN_HOST_PORT, dataDir);
    try {
      await page.goto(`${OWN_HOST}/${encodeURIComponent(SITE.slug)}/press`);
      await waitForRegions(page);
      await expect(page.getByRole('heading', { name: '보도자료', level: 1 })).toBeVisible();

      await killHost(host);
      await page.getByRole('banner').getByRole('link', { name: '브랜드' }).first().click();
      const fallback = page.locator('[data-remote-error="GG-REMOTE-NETWORK"]');
      await expect(fallback).toBeVisible();

      host = await startHost(OWN_HOST_PORT, dataDir);
      await fallback.getByRole('button', { name: '다시 시도' }).click();
      await expectBrandPage(page);
    } finally {
      await killHost(host);
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

test.describe('desktop home: the wheel while typing', () => {
  /** The section the side indicator marks as current. */
  const currentStep = (page: Page) =>
    page
      .getByRole('navigation', { name: '메인 화면 구역 이동' })
      .locator('[aria-current="step"]')
      .getAttribute('aria-label');

  test('a wheel gesture anywhere leaves the section alone while focus is in the visit form', async ({ page }) => {
    await page.goto('/');
    await waitForRegions(page);
    const name = page.getByRole('form', { name: '방문예약' }).getByRole('textbox', { name: '이름' });
    await name.scrollIntoViewIfNeeded();
    await name.click();
    await name.pressSequentially('홍길');
    await expect(name).toBeFocused();
    await page.waitForTimeout(800); // past the wheel lock and any scroll the focus caused
    const before = await currentStep(page);

    // The pointer over the top of the window, far from the field.
    await page.mouse.move(700, 120);
    await page.mouse.wheel(0, 120);
    await page.waitForTimeout(800);
    expect(await currentStep(page)).toBe(before);
    await expect(name).toBeFocused();
    await expect(name).toBeInViewport();
    await expect(name).toHaveValue('홍길');

    // Without focus in a field the same gesture moves one section (the test can tell).
    await page.getByRole('navigation', { name: '메인 화면 구역 이동' }).getByRole('button', { name: '브랜드' }).click();
    await page.waitForTimeout(800);
    await page.mouse.move(700, 120);
    await page.mouse.wheel(0, 120);
    await expect.poll(() => currentStep(page)).toBe('프리미엄');
  });
});
