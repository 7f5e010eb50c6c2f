import type { Browser, Page } from '@playwright/test';
import { SITE } from '@gagyeong/contracts';
import { createArticle, expect, ORIGINS, PHONE, test } from './fixtures';

/**
 * The first paint is the finished page (docs/decisions/0056-critical-css-and-first-paint.md): with
 * only what the first response carries (the inline critical CSS; every stylesheet request
 * refused), each route kind looks like the page with all its CSS, above the fold. Both are drawn
 * without JavaScript and web fonts (the same fallback font), animations settled, so only the CSS
 * differs; the images are compared in a browser canvas, pixel by pixel.
 */
const SLUG = encodeURIComponent(SITE.slug);
const site = ORIGINS.site;

/** Share of pixels that differ by more than antialiasing does (any channel off by over 24). */
async function differingShare(page: Page, a: Buffer, b: Buffer): Promise<number> {
  return page.evaluate(
    async ([first, second]) => {
      const load = async (base64: string) => {
        const image = new Image();
        image.src = `data:image/png;base64,${base64}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.width;
        canvas.height = image.height;
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no canvas');
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, image.width, image.height).data;
      };
      const [x, y] = await Promise.all([load(first), load(second)]);
      if (x.length !== y.length) return 1;
      let differing = 0;
      for (let i = 0; i < x.length; i += 4) {
        if (
          Math.abs(x[i]! - y[i]!) > 24 ||
          Math.abs(x[i + 1]! - y[i + 1]!) > 24 ||
          Math.abs(x[i + 2]! - y[i + 2]!) > 24
        ) {
          differing += 1;
        }
      }
      return differing / (x.length / 4);
    },
    [a.toString('base64'), b.toString('base64')] as const,
  );
}

async function screenshots(browser: Browser, viewport: { width: number; height: number }, path: string) {
  const context = await browser.newContext({ viewport, javaScriptEnabled: false, reducedMotion: 'reduce' });
  // The same fallback font draws both.
  await context.route(/\.woff2(\?|$)/, (route) => route.abort());
  const page = await context.newPage();
  try {
    await page.goto(`${site}${path}`, { waitUntil: 'load' });
    const finished = await page.screenshot({ animations: 'disabled' });
    let refused = 0;
    await page.route(/\.css(\?|$)/, (route) => {
      refused += 1;
      return route.abort();
    });
    await page.goto(`${site}${path}`, { waitUntil: 'load' });
    const firstPaint = await page.screenshot({ animations: 'disabled' });
    return { finished, firstPaint, refused };
  } finally {
    await context.close();
  }
}

for (const { name, viewport } of [
  { name: '390', viewport: PHONE },
  { name: '1440', viewport: { width: 1440, height: 900 } },
]) {
  test(`the first paint of every route kind looks like the finished page above the fold at ${name}px`, async ({
    browser,
    page,
    request,
  }) => {
    const article = await createArticle(request, {
      title: '첫 화면 기사',
      summary: '견본주택 개관 안내입니다.',
      content: '방문 예약을 받습니다.',
    });
    for (const path of ['/', '/Brand/intro', '/FloorPlan/84A', `/${SLUG}/press`, article, '/Promotion/Customer']) {
      const { finished, firstPaint, refused } = await screenshots(browser, viewport, path);
      // The stylesheets were really refused (without JavaScript they come from <noscript>).
      expect(refused, path).toBeGreaterThan(1);
      expect(await differingShare(page, finished, firstPaint), path).toBeLessThan(0.002);
    }
  });
}

test('nothing competes with the first screen: stylesheets, scripts, preloads and fonts start once its first paint is on screen', async ({
  page,
  request,
}) => {
  await page.setViewportSize(PHONE);
  const article = await createArticle(request, {
    title: '첫 화면 뒤 기사',
    summary: '먼저 그린 뒤에 불러옵니다.',
    content: '본문입니다.',
  });
  for (const path of ['/', '/Brand/intro', '/FloorPlan/84A', `/${SLUG}/press`, article, '/Promotion/Customer']) {
    // The fixture's goto waits until the first view is interactive: everything has been requested.
    await page.goto(`${site}${path}`);
    const { paint, early, loaded } = await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY;
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      // Images are left out (an element's or React's preload of it): the page's markup decides
      // which are eager; a lazy one below the fold is the browser's to start.
      const others = resources.filter(
        (entry) =>
          entry.initiatorType !== 'img' && !/\.(svg|png|jpe?g|webp|avif|gif)$/.test(new URL(entry.name).pathname),
      );
      return {
        paint: fcp,
        early: others.filter((entry) => entry.startTime < fcp).map((entry) => `${entry.initiatorType} ${entry.name}`),
        loaded: others.filter((entry) => /\.(css|js)$/.test(new URL(entry.name).pathname)).length,
      };
    });
    expect(paint, path).toBeLessThan(Number.POSITIVE_INFINITY);
    expect(loaded, path).toBeGreaterThan(2);
    expect(early, path).toEqual([]);
  }
});
