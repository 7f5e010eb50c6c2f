import { ROUTES, isRedirect, SITE } from '@gagyeong/contracts';
import { test, expect, ORIGINS, PHONE, waitForRegions } from './fixtures';
import { phoneButton, summary } from './support/lead-forms';
import { PORTS } from './support/env';
import { serveDist } from './support/serve-dist';

/** Every concrete path of the route table, with the default slug for `:site` and a fake id. */
const pagePaths = ROUTES.filter((route) => !isRedirect(route))
  .filter((route) => !route.path.includes(':id'))
  .map((route) => route.path.replace(':site', encodeURIComponent(SITE.slug)));

test.describe('every route', () => {
  for (const path of pagePaths) {
    test(`${decodeURIComponent(path)} renders its remote with no console error`, async ({ page, problems }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await waitForRegions(page);
      await expect(page.locator('[data-remote-error]')).toHaveCount(0);
      await expect(page.locator('main h1, main h2').first()).toBeVisible();
      expect(problems.errors).toEqual([]);
    });
  }
});

test('an unknown path shows Not Found with HTTP 404', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
});

test('a route typed in another letter case goes to its own spelling, from the server and in the browser', async ({
  page,
  request,
}) => {
  const raw = await request.get('/brand/INTRO?utm_source=qr', { maxRedirects: 0 });
  expect(raw.status()).toBe(301);
  expect(raw.headers()['location']).toBe('/Brand/intro?utm_source=qr');
  expect((await request.get('/brand/nothing', { maxRedirects: 0 })).status()).toBe(404);

  await page.goto('/brand/intro');
  await expect(page).toHaveURL(`${ORIGINS.site}/Brand/intro`);
  await waitForRegions(page);
  await expect(page.locator('main h1, main h2').first()).toBeVisible();

  // A navigation the server never sees (the router reads the new location) is replaced the same way.
  await page.evaluate(() => {
    window.history.pushState(null, '', '/floorplan/EMODEL');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(`${ORIGINS.site}/FloorPlan/Emodel`);
  await waitForRegions(page);
  await expect(page.getByRole('heading', { name: 'Not Found' })).toHaveCount(0);
});

test('/Promotion/Press replaces itself with the default slug press list', async ({ page }) => {
  await page.goto('/');
  await page.goto('/Promotion/Press');
  await expect(page).toHaveURL(`${ORIGINS.site}/${encodeURIComponent(SITE.slug)}/press`);
  await page.goBack();
  await expect(page).toHaveURL(`${ORIGINS.site}/`);
});

test('route changes scroll to the top', async ({ page }) => {
  await page.goto('/Brand/intro');
  await waitForRegions(page);
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole('contentinfo').getByRole('link').first().scrollIntoViewIfNeeded();
  await page.evaluate(() => {
    // Navigate through the router as a link click would.
    document.querySelector<HTMLAnchorElement>('header a[href="/BusinessGuide/intro"]')?.click();
  });
  await expect(page).toHaveURL(/\/BusinessGuide\/intro$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe('desktop header', () => {
  test('hovering a nav item opens its dropdown; leaving the header closes it', async ({ page }) => {
    await page.goto('/Brand/intro');
    const nav = page.getByRole('navigation', { name: /주 메뉴|메인 메뉴|주요 메뉴/ });
    await nav.getByRole('link', { name: '평면안내' }).hover();
    const dropdownLink = nav.getByRole('link', { name: '84D' });
    await expect(dropdownLink).toBeVisible();
    await expect(dropdownLink).toHaveAttribute('href', '/FloorPlan/84B');
    await page.mouse.move(720, 700);
    await expect(dropdownLink).toBeHidden();
  });

  test('the phone button opens the interest popup', async ({ page }) => {
    await page.goto('/Brand/intro');
    await phoneButton(page).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});

test.describe('mobile', () => {
  test.use({ viewport: PHONE });

  test('the slide menu opens, shows one section at a time and closes on navigation', async ({ page }) => {
    await page.goto('/');
    await summary(page, '메뉴 열기').click();
    const menu = page.getByRole('dialog', { name: /메뉴/ });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: '방문예약' })).toHaveAttribute('href', '/Promotion/Customer');
    await summary(menu, '단지안내').click();
    await expect(menu.getByRole('link', { name: '커뮤니티' })).toBeVisible();
    await summary(menu, '인테리어').click();
    await expect(menu.getByRole('link', { name: '커뮤니티' })).toBeHidden();
    await menu.getByRole('link', { name: '84C' }).click();
    await expect(page).toHaveURL(/\/Interior\/84A$/);
    await expect(menu).toBeHidden();
  });

  test('the fixed bar opens the popup and calls the representative number', async ({ page }) => {
    await page.goto('/Brand/intro');
    const bar = page.getByRole('complementary', { name: /빠른 상담|고정/ });
    await expect(bar.getByRole('link', { name: /전화상담/ })).toHaveAttribute('href', SITE.phoneHref);
    await bar.getByRole('link', { name: /방문예약/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});

test.describe('a remote that fails stays in its region', () => {
  test('down: fallback in its region only; the rest works; retry loads it once it is back', async ({ page }) => {
    // On the second host, mf-press lives on an origin where nothing listens yet.
    await page.goto(`${ORIGINS.secondHost}/${encodeURIComponent(SITE.slug)}/press`);
    const fallback = page.locator('[data-remote-error="GG-REMOTE-NETWORK"]');
    await expect(fallback).toBeVisible();
    await expect(fallback).toContainText('페이지를 불러오지 못했습니다');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    // Other routes keep working through the shell's menu.
    await page.getByRole('banner').getByRole('link', { name: '브랜드' }).first().click();
    await expect(page).toHaveURL(/\/Brand\/intro$/);
    await waitForRegions(page);
    await expect(page.locator('[data-remote-error]')).toHaveCount(0);
    await page.goBack();
    await expect(fallback).toBeVisible();

    // The remote comes back: retry really loads it again.
    const remote = await serveDist('mf-press', PORTS.outage);
    try {
      await fallback.getByRole('button', { name: '다시 시도' }).click();
      await waitForRegions(page);
      await expect(page.locator('[data-remote-error]')).toHaveCount(0);
      await expect(page.getByRole('heading', { name: '보도자료', level: 1 })).toBeVisible();
    } finally {
      await remote.stop();
    }
  });

  test('blocked on the same origin: the fallback replaces only its region', async ({ page }) => {
    await page.route('**/remotes/mf-marketing/**', (route) => route.abort('connectionrefused'));
    await page.goto('/Brand/intro');
    await expect(page.locator('[data-remote-error="GG-REMOTE-NETWORK"]')).toBeVisible();
    await expect(phoneButton(page)).toBeVisible();
    await page.goto(`/${encodeURIComponent(SITE.slug)}/press`);
    await waitForRegions(page);
    await expect(page.locator('[data-remote-error]')).toHaveCount(0);
  });

  test('hanging: the configured bound turns it into a timeout fallback', async ({ page }) => {
    // The second host is configured with a 3 s bound; its marketing remote never answers here.
    // (A script that never answers holds the document's load event, as in any browser: the
    // page is awaited until its HTML is parsed.)
    await page.route('**/remoteEntry.js', () => undefined);
    await page.goto(`${ORIGINS.secondHost}/Brand/intro`, { waitUntil: 'domcontentloaded' });
    await expect(page.locator('[data-remote-error="GG-REMOTE-TIMEOUT"]')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('banner')).toBeVisible();
  });
});

test('a remote served from a second origin renders in the shell', async ({ page, problems }) => {
  const remoteRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(ORIGINS.remoteOrigin)) remoteRequests.push(request.url());
  });
  await page.goto(`${ORIGINS.secondHost}/Brand/intro`);
  await waitForRegions(page);
  await expect(page.locator('[data-remote-error]')).toHaveCount(0);
  await expect(page.locator('main h1, main h2').first()).toBeVisible();
  expect(remoteRequests.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
  expect(problems.errors).toEqual([]);
});
