import { ROUTES, isRedirect, type RouteEntry } from '@gagyeong/contracts';
import type { Page } from '@playwright/test';
import { expect, PHONE, test, waitForRegions } from './fixtures';
import { textLayoutProblems } from './support/text-layout';

/** Every page mf-marketing renders, checked as a visitor sees it on desktop and phone. */
const marketingPaths = ROUTES.filter(
  (route: RouteEntry) => !isRedirect(route) && route.module.startsWith('mf_marketing/'),
).map((route) => route.path);

const VIEWPORTS = [
  { name: '1440', viewport: { width: 1440, height: 900 } },
  { name: '390', viewport: PHONE },
] as const;

/**
 * Scrolls through the page so lazy images load, then lists the shown images that did not load, and
 * any image (shown or inside a closed accordion) whose file the server does not answer as an image.
 */
async function brokenImages(page: Page): Promise<string[]> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
  });
  await page.waitForLoadState('networkidle');
  const { shownBroken, all } = await page.evaluate(() => ({
    shownBroken: [...document.images]
      .filter((img) => img.checkVisibility() && (!img.complete || img.naturalWidth === 0))
      .map((img) => img.currentSrc || img.src),
    all: [...new Set([...document.images].map((img) => img.currentSrc || img.src))],
  }));
  const unanswered: string[] = [];
  for (const src of all) {
    // A first-screen image inline in the page (data: URL) was checked in the browser above.
    if (src.startsWith('data:')) continue;
    const response = await page.request.get(src);
    if (!response.ok() || !/^image\//.test(response.headers()['content-type'] ?? '')) unanswered.push(src);
  }
  return [...shownBroken, ...unanswered];
}

async function head(page: Page) {
  return page.evaluate(() => {
    const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? null;
    return {
      title: document.title,
      titles: document.head.querySelectorAll('title').length,
      description: meta('meta[name="description"]'),
      canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      ogTitle: meta('meta[property="og:title"]'),
      ogDescription: meta('meta[property="og:description"]'),
      ogUrl: meta('meta[property="og:url"]'),
      ogImage: meta('meta[property="og:image"]'),
      ogImageWidth: meta('meta[property="og:image:width"]'),
      ogImageHeight: meta('meta[property="og:image:height"]'),
      twitterCard: meta('meta[name="twitter:card"]'),
    };
  });
}

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`marketing pages at ${name}px`, () => {
    test.use({ viewport });
    const titles = new Map<string, string>();

    for (const path of marketingPaths) {
      test(`${path}: no console error, no broken image, no sideways scroll, no broken number or joined words, its own head tags`, async ({
        page,
        problems,
      }) => {
        await page.goto(path);
        await waitForRegions(page);
        await expect(page.locator('[data-remote-error]')).toHaveCount(0);

        expect(await brokenImages(page)).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        expect(await textLayoutProblems(page)).toEqual([]);

        const tags = await head(page);
        expect(tags.titles).toBe(1);
        expect(tags.title).toContain('가경 파크시티');
        expect(tags.description?.length ?? 0).toBeGreaterThan(20);
        const url = new URL(path, page.url()).href;
        expect(tags.canonical).toBe(url);
        expect(tags.ogUrl).toBe(url);
        expect(tags.ogTitle).toBeTruthy();
        expect(tags.ogDescription).toBeTruthy();
        expect([tags.ogImageWidth, tags.ogImageHeight]).toEqual(['1200', '630']);
        expect(tags.twitterCard).toBe('summary_large_image');
        const image = await page.request.get(tags.ogImage ?? '');
        expect(image.ok()).toBe(true);
        expect(image.headers()['content-type']).toMatch(/^image\/(png|jpeg)/);

        // Every route's title is its own (the pages run in order, one worker).
        expect([...titles.values()]).not.toContain(tags.title);
        titles.set(path, tags.title);
        expect(problems.errors).toEqual([]);
      });
    }
  });
}
