import AxeBuilder from '@axe-core/playwright';
import { isRedirect, ROUTES, SITE, type RouteEntry } from '@gagyeong/contracts';
import type { Page } from '@playwright/test';
import { expect, firstViewReady, ORIGINS, PHONE, signInAdmin, test, waitForRegions } from './fixtures';
import { phoneButton } from './support/lead-forms';

/**
 * Accessibility (axe, no violation) on one route of every kind at phone and desktop widths, and the
 * build-time font faces covering every character the site's own pages show
 * (docs/decisions/0050-site-font-subset.md, docs/decisions/0054-page-font-faces.md).
 */
const SLUG = encodeURIComponent(SITE.slug);
const RUN = Date.now().toString(36);

const VIEWPORTS = [
  { name: '390', viewport: PHONE },
  { name: '1440', viewport: { width: 1440, height: 900 } },
] as const;

/** The full font's unicode-range files: requested only for text the build-time subset lacks. */
const FALLBACK_FONT = /PretendardVariable\.subset\.\d+\.\w+\.woff2$/;
const SITE_FONT = /pretendard-site\.\w+\.woff2$/;
/** A route's own face (docs/decisions/0054-page-font-faces.md). */
const PAGE_FONT = /\/page-fonts\/pretendard-page\.\w+\.woff2$/;
/** A page's text face: what it draws that its route's face lacks (docs/decisions/0097-first-screen-alone.md). */
const TEXT_FONT = /\/page-fonts\/text\/[\w-]+\.woff2$/;

let articlePath = '';

/** Signs the page's context in as the administrator (the session cookie is shared with the page). */
const signIn = signInAdmin;

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await page.goto('/');
  await signIn(page);
  // 뷁 and 똠 are Hangul the site's own text never uses: the article needs the fallback font.
  const response = await page.request.post('/api/press', {
    data: { siteId: SITE.slug, title: `접근성 점검 기사 ${RUN}`, summary: '요약 뷁', content: '본문 똠' },
    headers: { origin: ORIGINS.site },
  });
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  articlePath = `/${SLUG}/press/${id}`;
  await page.close();
});

/** Loads a page and waits until its remotes rendered and its fonts settled. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await firstViewReady(page);
  // The page's face is requested after the first paint; the shell says when it has settled.
  await expect(page.locator('html.gg-fonts-settled')).toHaveCount(1);
  await waitForRegions(page);
  await expect(page.locator('main h1, main h2').first()).toBeVisible();
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
}

async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    // Lighthouse also checks that a control's name contains its visible label (experimental in axe).
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return result.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes
        .slice(0, 3)
        .map((node) => `${node.target.join(' ')} (${node.failureSummary?.split('\n')[1]?.trim() ?? ''})`)
        .join('; ')}`,
  );
}

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`axe at ${name}px`, () => {
    // Fade-ins finish at once, so contrast is measured on the settled page, not mid-transition.
    test.use({ viewport, contextOptions: { reducedMotion: 'reduce' } });

    const kinds: [string, () => string, ((page: Page) => Promise<void>)?][] = [
      ['home', () => '/'],
      [
        'sub page',
        () => '/Brand/intro',
        // Its story text is dimmed until it becomes active, 500 ms after the page opens.
        (page) => expect(page.locator('main [data-active]').first()).toHaveAttribute('data-active', 'true'),
      ],
      ['floor plan', () => '/FloorPlan/84A'],
      ['press list', () => `/${SLUG}/press`],
      ['press article', () => articlePath],
      ['interest page', () => '/Promotion/Customer'],
      ['customer page', () => `/${SLUG}/customer`],
      ['leads inbox, signed out', () => '/admin/leads'],
      ['not found', () => '/no-such-page'],
    ];
    for (const [kind, path, settled] of kinds) {
      test(`${kind}: no violation`, async ({ page }) => {
        await open(page, path());
        await settled?.(page);
        expect(await axeViolations(page)).toEqual([]);
      });
    }

    test('leads inbox, signed in: no violation', async ({ page }) => {
      await page.goto('/');
      await signIn(page);
      await open(page, '/admin/leads');
      await expect(page.getByRole('table')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    test('access records and the /admin safeguards, signed in: no violation', async ({ page }) => {
      await page.goto('/');
      await signIn(page);
      await open(page, '/admin/access');
      await expect(page.getByRole('table', { name: '접속기록 (최근 순)' })).toBeVisible();
      await expect(page.getByRole('table', { name: /계정별 일일 처리량/ })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await open(page, '/admin');
      await expect(page.getByRole('table', { name: '이 계정의 로그인 (최근 사용 순)' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    test('the interest popup: no violation', async ({ page }) => {
      await open(page, '/');
      await openPopup(page, viewport.width);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

/** Font files a page requested, by kind. */
function watchFonts(page: Page): { page: string[]; text: string[]; site: string[]; fallback: string[] } {
  const fonts = { page: [] as string[], text: [] as string[], site: [] as string[], fallback: [] as string[] };
  page.on('request', (request) => {
    const url = request.url();
    if (PAGE_FONT.test(url)) fonts.page.push(url);
    if (TEXT_FONT.test(url)) fonts.text.push(url);
    if (SITE_FONT.test(url)) fonts.site.push(url);
    if (FALLBACK_FONT.test(url)) fonts.fallback.push(url);
  });
  return fonts;
}

/**
 * Characters the page shows (its text, press titles left out) that the unicode-range of its own
 * face, as the browser parsed it, does not cover.
 */
async function charactersOutsidePageFace(page: Page): Promise<string> {
  return page.evaluate(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"][href*="/page-fonts/"]');
    const rule = [...(link?.sheet?.cssRules ?? [])].find((r): r is CSSFontFaceRule => r instanceof CSSFontFaceRule);
    const ranges = (rule?.style.getPropertyValue('unicode-range') ?? '').split(',').map((part) => {
      const [from = '0', to] = part.trim().slice(2).split('-');
      return [parseInt(from, 16), parseInt(to ?? from, 16)] as const;
    });
    const body = document.body.cloneNode(true) as HTMLElement;
    for (const title of body.querySelectorAll('main a[href*="/press/"]')) title.remove();
    document.body.append(body);
    body.style.position = 'absolute';
    const text = body.innerText;
    body.remove();
    return [...new Set(text)]
      .filter((char) => {
        const point = char.codePointAt(0) ?? 0;
        return point > 0x20 && !/\s/u.test(char) && !ranges.some(([from, to]) => point >= from && point <= to);
      })
      .join('');
  });
}

/** Opens the interest popup the way a visitor at this width does. */
async function openPopup(page: Page, width: number): Promise<void> {
  const opener =
    width > SITE.mobileMaxWidth
      ? phoneButton(page)
      : page.getByRole('complementary', { name: /빠른 상담|고정/ }).getByRole('link', { name: /방문예약/ });
  await opener.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
}

test.describe('the font faces built from the site text', () => {
  const pagesOfTheSite = ROUTES.filter((route: RouteEntry) => !isRedirect(route) && !route.path.includes(':'))
    .map((route) => route.path)
    .concat([`/${SLUG}/press`, `/${SLUG}/customer`]);

  for (const { name, viewport } of VIEWPORTS) {
    test(`every page's first view at ${name}px draws with its own face only: no site-wide or fallback file`, async ({
      browser,
    }) => {
      test.setTimeout(300_000);
      for (const path of pagesOfTheSite) {
        // A new context per page: a first view, cold cache, as a visitor arriving there.
        const context = await browser.newContext({ viewport });
        const page = await context.newPage();
        const fonts = watchFonts(page);
        await open(page, path);
        const uncovered = await charactersOutsidePageFace(page);
        // A character the page shows that its face lacks would load the site-wide face (or a
        // fallback range file). Press titles are data the build cannot know: they are left out
        // of the character check, and drawn with the text face the host makes for the page.
        const text = path === `/${SLUG}/press` ? [] : fonts.text;
        expect({ path, ...fonts, text, uncovered }).toEqual({
          path,
          page: [expect.stringMatching(PAGE_FONT)],
          text: [],
          site: [],
          fallback: [],
          uncovered: '',
        });
        await context.close();
      }
    });

    test(`the chrome's text on interaction at ${name}px (popup, its messages) is in the page's face`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const fonts = watchFonts(page);
      await open(page, '/Brand/intro');
      await openPopup(page, viewport.width);
      // Submitting empty shows the form's validation messages.
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /신청|등록/ })
        .last()
        .click();
      await page.evaluate(async () => {
        await document.fonts.ready;
      });
      expect({ site: fonts.site, fallback: fonts.fallback }).toEqual({ site: [], fallback: [] });
    });
  }

  test('another page reached in the browser draws with the site-wide face, never a fallback file', async ({ page }) => {
    const fonts = watchFonts(page);
    await open(page, '/');
    expect(fonts.site).toEqual([]);
    await page.getByRole('navigation').getByRole('link', { name: '입지환경' }).first().click();
    // The router keeps the home page on screen until the new one is ready: wait for the new one.
    await expect(page).toHaveURL(/\/LocationEnvironment\/intro$/);
    await expect(page.getByRole('heading', { level: 1, name: '입지안내' })).toBeVisible();
    await waitForRegions(page);
    await page.evaluate(async () => {
      await document.fonts.ready;
    });
    expect(fonts.site.length).toBe(1);
    expect(fonts.fallback).toEqual([]);
  });

  test('text the build cannot know (a press article) draws with a face the host makes for it', async ({ page }) => {
    const fonts = watchFonts(page);
    await open(page, articlePath);
    await expect(page.getByText('본문 똠')).toBeVisible();
    expect(fonts.page.length).toBe(1);
    // One more face of the page's family, with 뷁 and 똠 (and whatever else the article has):
    // neither the site-wide face nor a fallback range file.
    expect({ text: fonts.text.length, site: fonts.site, fallback: fonts.fallback }).toEqual({
      text: 1,
      site: [],
      fallback: [],
    });
    expect(await page.evaluate(() => document.fonts.check('1em "Pretendard Page"', '뷁똠'))).toBe(true);
  });
});
