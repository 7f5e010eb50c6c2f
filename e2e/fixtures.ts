import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { SITE } from '@gagyeong/contracts';
import { ADMIN_EMAIL, adminPassword, ORIGINS } from './support/env';

export { expect };
export { ADMIN_EMAIL, ORIGINS } from './support/env';

/** Console errors and uncaught exceptions a page produced; tests assert it stays empty. */
export interface PageProblems {
  readonly errors: string[];
}

/**
 * A server-rendered page paints first and starts its scripts after that
 * (docs/decisions/0056-critical-css-and-first-paint.md), so the `load` event no longer means the
 * shell runs. Waits for the first view to be interactive where the page has scripts to run: not
 * without JavaScript (the `<noscript>` links are elements then), not on a page without the shell.
 */
export async function firstViewReady(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document.getElementById('gagyeong-after-paint') === null ||
        document.querySelector('noscript > link') !== null ||
        document.documentElement.hasAttribute('data-gg-interactive'),
      null,
      { timeout: 15_000 },
    )
    .catch(() => undefined); // a page whose scripts fail is what some tests look at
}

export const test = base.extend<{ problems: PageProblems }>({
  page: async ({ page }, use) => {
    for (const method of ['goto', 'reload'] as const) {
      const original = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
      Object.assign(page, {
        [method]: async (...args: unknown[]) => {
          const response = await original(...args);
          await firstViewReady(page);
          return response;
        },
      });
    }
    await use(page);
  },
  problems: async ({ page }, use) => {
    const problems: PageProblems = { errors: [] };
    page.on('console', (message) => {
      if (message.type() === 'error') problems.errors.push(message.text());
    });
    page.on('pageerror', (error) => problems.errors.push(`pageerror: ${error.message}`));
    await use(problems);
  },
});

/** The per-run administrator made by `create-admin` when the e2e server started. */
export const admin = {
  email: ADMIN_EMAIL,
  get password(): string {
    return adminPassword();
  },
};

/** Waits until no remote region is still loading (the shell's region spinner). */
export async function waitForRegions(page: Page): Promise<void> {
  await expect(page.locator('[data-region-loading]')).toHaveCount(0);
}

/** Same viewport as a small phone (docs/product.md: mobile layout at 900px and below). */
export const PHONE = { width: 390, height: 844 } as const;

/** Signs the per-run administrator in with `request` and posts one article; resolves to its path. */
export async function createArticle(
  request: APIRequestContext,
  article: { readonly title: string; readonly summary: string; readonly content: string },
): Promise<string> {
  const site = ORIGINS.site;
  const login = await request.post(`${site}/api/auth/login`, {
    data: { email: admin.email, password: admin.password },
    headers: { origin: site },
  });
  expect(login.ok()).toBe(true);
  const created = await request.post(`${site}/api/press`, {
    data: { siteId: SITE.slug, ...article },
    headers: { origin: site },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  return `/${encodeURIComponent(SITE.slug)}/press/${id}`;
}
