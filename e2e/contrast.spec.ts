import { isRedirect, ROUTES, SITE } from '@gagyeong/contracts';
import type { Page } from '@playwright/test';
import { expect, ORIGINS, PHONE, signInAdmin, test, waitForRegions } from './fixtures';
import { measurePage, scrollOneView, type TextContrast } from './support/contrast';

/**
 * Contrast over artwork (docs/decisions/0089-contrast-measured-from-pixels.md): every text node of
 * every page, at phone and desktop widths, measured from a screenshot with the text removed, so
 * text over images, scrims and gradients counts as a visitor sees it. Prints each route's lowest
 * ratio (the figure the decision record quotes).
 */
const SLUG = encodeURIComponent(SITE.slug);
const RUN = Date.now().toString(36);

const PAGES = [
  ...ROUTES.filter((route) => !isRedirect(route) && !route.path.includes(':') && !route.path.startsWith('/admin')).map(
    (route) => route.path,
  ),
  `/${SLUG}/press`,
  'article',
  `/${SLUG}/customer`,
  '/no-such-page',
];

const VIEWPORTS = [
  { name: '390', viewport: PHONE },
  { name: '1440', viewport: { width: 1440, height: 900 } },
] as const;

let articlePath = '';

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await page.goto('/');
  // The administrator may have enrolled a second factor in an earlier spec: sign in as the fixtures do.
  await signInAdmin(page);
  const headers = { origin: ORIGINS.site };
  const response = await page.request.post('/api/press', {
    data: { siteId: SITE.slug, title: `대비 점검 기사 ${RUN}`, summary: '요약', content: '첫 문단\n둘째 문단' },
    headers,
  });
  expect(response.status()).toBe(201);
  articlePath = `/${SLUG}/press/${((await response.json()) as { id: string }).id}`;
  await page.close();
});

/** The desktop home page moves one full-page section per PageDown, as a visitor steps it. */
async function nextSection(page: Page): Promise<boolean> {
  const home = page.locator('[data-step]').first();
  const before = Number(await home.getAttribute('data-step'));
  const last = (await page.locator('[data-step] nav ol > li').count()) - 1;
  if (before >= last) return false;
  await expect(async () => {
    await page.keyboard.press('PageDown');
    expect(Number(await home.getAttribute('data-step'))).toBe(before + 1);
  }).toPass({ intervals: [100, 250, 500] });
  return true;
}

function lowest(results: readonly TextContrast[]): TextContrast | undefined {
  return results.reduce<TextContrast | undefined>((low, r) => (!low || r.ratio < low.ratio ? r : low), undefined);
}

for (const { name, viewport } of VIEWPORTS) {
  test(`every text node on every page reaches 4.5:1 (3:1 large) over what is behind it at ${name}px`, async ({
    browser,
  }) => {
    test.setTimeout(600_000);
    const context = await browser.newContext({ viewport, reducedMotion: 'reduce', locale: 'ko-KR' });
    const failures: string[] = [];
    const figures: string[] = [];
    try {
      for (const entry of PAGES) {
        const path = entry === 'article' ? articlePath : entry;
        const page = await context.newPage();
        await page.goto(path);
        await waitForRegions(page);
        // The finished page: what loads after the first view (the press list's sign-in check and
        // form, the deferred stylesheets) is in before anything is measured.
        await page.waitForLoadState('networkidle');
        await expect(page.locator('main h1, main h2').first()).toBeVisible();
        // Banner text fades in after 100 ms, the brand story lights up after 500 ms: measure them settled.
        await expect(page.locator('[data-visible="false"]')).toHaveCount(0);
        if (path !== '/') await expect(page.locator('main [data-active="false"]')).toHaveCount(0);
        const desktopHome = path === '/' && viewport.width > SITE.mobileMaxWidth;
        const results = await measurePage(page, desktopHome ? nextSection : scrollOneView);
        const low = lowest(results);
        figures.push(
          `${entry === 'article' ? '/{site}/press/{id}' : decodeURIComponent(path)}\t${low?.ratio ?? '-'}\t${results.length} texts`,
        );
        for (const r of results.filter((result) => result.ratio < result.required))
          failures.push(`${path} ${r.where} "${r.text}": ${r.ratio}:1 < ${r.required}:1`);
        await page.close();
      }
    } finally {
      await context.close();
      console.info(`lowest contrast per page at ${name}px:\n${figures.join('\n')}`);
    }
    expect(failures).toEqual([]);
  });
}
