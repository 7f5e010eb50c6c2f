import { test as base, expect, type APIRequestContext } from '@playwright/test';
import { isRedirect, PRESS_LIST_PATH, ROUTES, SITE } from '@gagyeong/contracts';
import { PRESS_PAGE_SIZE, type PressPage } from '@gagyeong/contracts/press';
import { signInAdmin } from '../fixtures';
import { ORIGINS } from '../support/env';
import { chromiumSession } from './chromium-session';
import { firefoxSession } from './firefox-session';
import type { EngineName, EngineSession, Point, Viewport } from './session';
import { waitFor } from './session';
import { webkitSession } from './webkit-session';

export { expect };
export { TARGET };

export const DESKTOP: Viewport = { width: 1440, height: 900 };
/** Same viewport as a small phone (docs/product.md: mobile layout at 900px and below). */
export const PHONE: Viewport = { width: 390, height: 844 };
export const WIDTHS = [
  { name: 'desktop', viewport: DESKTOP },
  { name: 'phone', viewport: PHONE },
] as const;

/** A press article of the run and the list it is on, with more than one page of articles. */
export interface SeededPress {
  readonly listPath: string;
  readonly articlePath: string;
}

/**
 * Every page of the route table (packages/contracts), `:site` as this site's slug and `:id` as
 * an article of the run; each legacy redirect with the page it lands on.
 */
export function routePages(articlePath: string): { path: string; landsAt: string }[] {
  return ROUTES.map((route) =>
    isRedirect(route) ? { path: route.path, landsAt: route.redirectTo } : { path: route.path, landsAt: route.path },
  ).map(({ path, landsAt }) => {
    const concrete = (pattern: string) =>
      pattern.startsWith('/:site/press/:id') ? articlePath : pattern.replace(':site', encodeURIComponent(SITE.slug));
    return { path: concrete(path), landsAt: concrete(landsAt) };
  });
}

/**
 * Makes sure the list has more than one page (so it offers 더보기), posting articles through the
 * API as the administrator, and names the newest article.
 */
async function seedPress(request: APIRequestContext): Promise<SeededPress> {
  const listPath = PRESS_LIST_PATH(SITE.slug);
  const firstPage = async () => {
    const response = await request.get(`${ORIGINS.site}/api/press?site=${encodeURIComponent(SITE.slug)}`);
    expect(response.status()).toBe(200);
    return (await response.json()) as PressPage;
  };
  const page = await firstPage();
  const missing = page.nextCursor === null ? PRESS_PAGE_SIZE + 1 - page.items.length : 0;
  if (missing > 0) {
    await signInAdmin(request);
    const run = Date.now().toString(36);
    for (let n = 1; n <= missing; n += 1) {
      const created = await request.post(`${ORIGINS.site}/api/press`, {
        data: { siteId: SITE.slug, title: `엔진 점검 기사 ${n} · ${run}`, summary: `요약 ${n}`, content: `본문 ${n}` },
        headers: { origin: ORIGINS.site },
      });
      expect(created.status()).toBe(201);
    }
  }
  const newest = (await firstPage()).items[0];
  if (!newest) throw new Error('the press list is empty after seeding');
  return { listPath, articlePath: `${listPath}/${newest.id}` };
}

/** The attribute that marks the element a pointer action is about to target. */
const TARGET = 'data-engine-target';

/**
 * Marks the first shown element matching `selector` whose text (or label) includes `text` as the
 * next pointer target; false when there is none yet.
 */
export function markTarget(selector: string, text: string | null, attribute: string): boolean {
  document.querySelector(`[${attribute}]`)?.removeAttribute(attribute);
  const found = [...document.querySelectorAll(selector)].find((element) => {
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) return false;
    const label = `${element.textContent ?? ''} ${element.getAttribute('aria-label') ?? ''}`;
    return text === null || label.includes(text);
  });
  found?.setAttribute(attribute, '');
  return found !== undefined;
}

/**
 * Where the real pointer can act on the marked element, as a visitor would: scrolled into view,
 * at rest (the same box two frames apart, so not mid-animation) and not covered (the element, or
 * its label, is what the point hits). Null while it is not.
 */
export async function actionablePoint(attribute: string): Promise<Point | null> {
  const element = document.querySelector(`[${attribute}]`);
  if (!element) return null;
  element.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
  const before = element.getBoundingClientRect();
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const rect = element.getBoundingClientRect();
  const moved =
    rect.left !== before.left ||
    rect.top !== before.top ||
    rect.width !== before.width ||
    rect.height !== before.height;
  if (moved || rect.width === 0 || rect.height === 0) return null;
  const point = { x: Math.round(rect.left + Math.min(rect.width / 2, 40)), y: Math.round(rect.top + rect.height / 2) };
  const hit = document.elementFromPoint(point.x, point.y);
  const labels = element instanceof HTMLInputElement ? [...(element.labels ?? [])] : [];
  const reaches = hit !== null && (element.contains(hit) || labels.some((label) => label.contains(hit)));
  return reaches ? point : null;
}

/** Clicks the marked element with the real pointer once it is actionable. */
export async function clickMarked(session: EngineSession, what: string): Promise<void> {
  const point = await waitFor(() => session.evaluate(actionablePoint, TARGET), `${what} to be clickable`);
  await session.click(point);
}

/** Waits for the element `markTarget` finds and clicks it with the real pointer. */
export async function clickOn(session: EngineSession, selector: string, text: string | null = null): Promise<void> {
  const what = `${selector}${text === null ? '' : ` "${text}"`}`;
  await waitFor(() => session.evaluate(markTarget, selector, text, TARGET), what);
  await clickMarked(session, what);
}

/** Waits for the element `markTarget` finds and moves the real pointer over it. */
export async function hoverOn(session: EngineSession, selector: string, text: string | null = null): Promise<void> {
  const what = `${selector}${text === null ? '' : ` "${text}"`}`;
  await waitFor(() => session.evaluate(markTarget, selector, text, TARGET), what);
  await session.hover(await waitFor(() => session.evaluate(actionablePoint, TARGET), `${what} to be reachable`));
}

interface WorkerFixtures {
  /** The engine a project drives (playwright.config.ts sets it per project). */
  engine: EngineName;
  /** One browser session of the engine for the whole worker: every route and width reuses it. */
  session: EngineSession;
  seededPress: SeededPress;
}

export const test = base.extend<object, WorkerFixtures>({
  engine: ['chromium', { option: true, scope: 'worker' }],
  session: [
    async ({ engine, playwright, launchOptions }, use) => {
      const session =
        engine === 'firefox'
          ? await firefoxSession(ORIGINS.site)
          : engine === 'webkit'
            ? await webkitSession(ORIGINS.site)
            : await chromiumSession(await playwright.chromium.launch(launchOptions), ORIGINS.site);
      await use(session);
      await session.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  seededPress: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext();
      await use(await seedPress(request));
      await request.dispose();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});
