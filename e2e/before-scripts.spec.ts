import { devices, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { INTEREST_PAGE_PATH } from '@gagyeong/contracts';
import { expect, ORIGINS, PHONE, signInAdmin, test } from './fixtures';
import { fillLead, phoneButton, summary } from './support/lead-forms';

/**
 * Every control a visitor can tap does what it promises before the page's scripts have run
 * (docs/architecture.md §3, "Before the scripts run"): at 390 px (a phone, which the server
 * recognises by its user agent) and 1440 px, each control is tapped
 * - with its scripts blocked (JavaScript off),
 * - with its scripts arriving 4 s late, tapped before any has arrived, and looked at again once the
 *   page has hydrated (a disclosure keeps its state, then behaves as hydrated: a second tap closes it),
 * - after hydration,
 * and the visitor reaches the registration form, the opened section or the chosen tab each time.
 */
const SCRIPT_DELAY_MS = 4_000;

type Width = 390 | 1440;
type Mode = 'scripts blocked' | 'scripts delayed 4 s' | 'hydrated';
const MODES: readonly Mode[] = ['scripts blocked', 'scripts delayed 4 s', 'hydrated'];

const CONTEXTS: Record<Width, Parameters<Browser['newContext']>[0]> = {
  390: {
    viewport: PHONE,
    userAgent: devices['Pixel 7'].userAgent,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  },
  1440: { viewport: { width: 1440, height: 900 } },
};

interface Visit {
  readonly page: Page;
  readonly context: BrowserContext;
  /** How many script responses the page has had (delayed mode). */
  readonly scriptsArrived: () => number;
}

const isScript = (url: URL) => /\.m?js$/.test(url.pathname);
const interactive = (page: Page) =>
  page.waitForFunction(() => document.documentElement.hasAttribute('data-gg-interactive'), null, {
    timeout: 45_000,
  });

async function visit(browser: Browser, width: Width, mode: Mode, path: string): Promise<Visit> {
  const context = await browser.newContext({
    ...CONTEXTS[width],
    locale: 'ko-KR',
    javaScriptEnabled: mode !== 'scripts blocked',
  });
  let arrived = 0;
  if (mode === 'scripts delayed 4 s') {
    // Every script arrives 4 s after the page was asked for, at the earliest (as on a slow link).
    const late = new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS));
    await context.route(isScript, async (route) => {
      await late;
      arrived += 1;
      // The page may have moved on (a link followed) in the meantime.
      await route.continue().catch(() => undefined);
    });
  }
  const page = await context.newPage();
  // Layout shifts nobody asked for (no input just before), summed from the last reset.
  await page.addInitScript(() => {
    const scope = window as unknown as { ggUnaskedShift: number };
    scope.ggUnaskedShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) scope.ggUnaskedShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // The page is there to tap once parsed (its first paint needs nothing else).
  await page.goto(`${ORIGINS.site}${path}`, { waitUntil: 'domcontentloaded' });
  if (mode === 'hydrated') await interactive(page);
  return { page, context, scriptsArrived: () => arrived };
}

/** Taps (a phone) or clicks `target`; with delayed scripts, proves that none had arrived yet. */
async function tap({ page, scriptsArrived }: Visit, width: Width, mode: Mode, target: Locator): Promise<void> {
  await expect(target).toBeVisible();
  if (mode === 'scripts delayed 4 s') {
    expect(scriptsArrived()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-gg-interactive'))).toBe(false);
  }
  if (width === 390) await target.tap();
  else await target.click();
}

interface ControlBase {
  readonly name: string;
  readonly widths: readonly Width[];
  readonly path: string;
  /** What to do first (open the menu whose section is the control), in the mode's own way. */
  readonly before?: (page: Page) => Locator;
  readonly target: (page: Page) => Locator;
}

/** Opens the interest popup once hydrated; a link to the interest page before. */
interface Opener extends ControlBase {
  readonly kind: 'opener';
}

/** A `<details>`: the tap shows `shows` (and closes `closes`, its accordion's open part). */
interface Disclosure extends ControlBase {
  readonly kind: 'disclosure';
  readonly shows: (page: Page) => Locator;
  readonly closes?: (page: Page) => Locator;
}

/** A tab (or the viewer's arrow): the tap selects `selects`, whose panel shows `shows`. */
interface TabControl extends ControlBase {
  readonly kind: 'tab';
  readonly selects: (page: Page) => Locator;
  readonly shows: (page: Page) => Locator;
  /** The tab's own address, which a tap before the scripts follows. */
  readonly address: string;
}

type Control = Opener | Disclosure | TabControl;

const region = (page: Page, name: string) => page.getByRole('region', { name });
const footer = (page: Page) => page.getByRole('contentinfo');

const CONTROLS: readonly Control[] = [
  // Openers of the interest popup.
  { kind: 'opener', name: 'the header’s 1533-8848 button', widths: [1440], path: '/Brand/intro', target: phoneButton },
  {
    kind: 'opener',
    name: 'the fixed bar’s 방문예약',
    widths: [390],
    path: '/Brand/intro',
    target: (page) => page.getByRole('complementary', { name: '빠른 상담' }).getByRole('link', { name: '방문예약' }),
  },
  {
    kind: 'opener',
    name: 'the home hero’s 관심고객 등록',
    widths: [390, 1440],
    path: '/',
    target: (page) => page.getByRole('link', { name: '관심고객 등록', exact: true }),
  },
  {
    kind: 'opener',
    name: 'the home location section’s 입지 상담 신청하기',
    widths: [390, 1440],
    path: '/',
    target: (page) => page.getByRole('link', { name: '입지 상담 신청하기' }),
  },
  {
    kind: 'opener',
    name: 'the footer’s 방문예약',
    widths: [390, 1440],
    path: '/Brand/intro',
    target: (page) => footer(page).getByRole('link', { name: '방문예약' }),
  },
  {
    kind: 'opener',
    name: 'a coming-soon page’s 관심고객 등록하고 소식 받기',
    widths: [390, 1440],
    path: '/BusinessGuide/plan',
    target: (page) => page.getByRole('link', { name: '관심고객 등록하고 소식 받기' }),
  },

  // Disclosures.
  {
    kind: 'disclosure',
    name: 'the mobile menu toggle',
    widths: [390],
    path: '/Brand/intro',
    target: (page) => page.locator('summary[aria-label]'),
    shows: (page) => page.getByRole('dialog', { name: '전체 메뉴' }).getByRole('link', { name: '방문예약' }),
  },
  {
    kind: 'disclosure',
    name: 'the mobile menu’s sections',
    widths: [390],
    path: '/Brand/intro',
    before: (page) => page.locator('summary[aria-label]'),
    target: (page) => summary(page.getByRole('dialog', { name: '전체 메뉴' }), '평면안내'),
    shows: (page) => page.getByRole('dialog', { name: '전체 메뉴' }).getByRole('link', { name: '84A' }),
    closes: (page) => page.getByRole('dialog', { name: '전체 메뉴' }).getByRole('link', { name: '브랜드 소개' }),
  },
  {
    kind: 'disclosure',
    name: 'the mobile business overview accordion',
    widths: [390],
    path: '/BusinessGuide/intro',
    target: (page) => summary(page.getByRole('main'), '입지 환경'),
    shows: (page) => region(page, '입지 환경').getByRole('img').first(),
    closes: (page) => region(page, '사업개요'),
  },
  {
    kind: 'disclosure',
    name: 'the mobile complex guide accordion',
    widths: [390],
    path: '/ComplexGuide/intro',
    target: (page) => summary(page.getByRole('main'), '특화설계'),
    shows: (page) => region(page, '특화설계'),
    closes: (page) => region(page, '단지 배치'),
  },
  {
    kind: 'disclosure',
    name: 'the mobile unit-plan accordion',
    widths: [390],
    path: '/FloorPlan/59A',
    target: (page) => summary(page.getByRole('main'), 'E-모델하우스'),
    shows: (page) => region(page, 'E-모델하우스'),
    closes: (page) => region(page, '타입 안내'),
  },
  {
    kind: 'disclosure',
    name: 'the subscription guide’s questions',
    widths: [390, 1440],
    path: '/SalesInfo/SubscriptionGuide',
    target: (page) => summary(page.getByRole('main'), '청약통장이 없어도 신청할 수 있나요?'),
    shows: (page) => region(page, '청약통장이 없어도 신청할 수 있나요?'),
  },
  {
    kind: 'disclosure',
    name: 'the footer’s FAMILY SITE',
    widths: [390, 1440],
    path: '/Brand/intro',
    target: (page) => summary(footer(page), 'FAMILY SITE'),
    shows: (page) =>
      footer(page)
        .getByRole('link', { name: /\(새 창\)$/ })
        .first(),
  },
  {
    kind: 'disclosure',
    name: 'the mobile home’s premium cards',
    widths: [390],
    path: '/',
    target: (page) => summary(page.getByRole('main'), 'PREMIUM 01'),
    // The card's own link (the hero has one of the same name).
    shows: (page) =>
      summary(page.getByRole('main'), 'PREMIUM 01')
        .locator('xpath=..')
        .getByRole('link', { name: /사업개요 보기/ }),
  },

  // Tabs.
  {
    kind: 'tab',
    name: 'the video tabs',
    widths: [390, 1440],
    path: '/FloorPlan/videos',
    target: (page) => page.getByRole('tab', { name: '59타입 안내' }),
    selects: (page) => page.getByRole('tab', { name: '59타입 안내' }),
    shows: (page) => page.getByRole('tabpanel').getByText('59타입 안내 영상은', { exact: false }),
    address: '/FloorPlan/videos?tab=2',
  },
  {
    kind: 'tab',
    name: 'the E-model house tabs',
    widths: [390, 1440],
    path: '/FloorPlan/Emodel',
    target: (page) => page.getByRole('tab', { name: '84B' }),
    selects: (page) => page.getByRole('tab', { name: '84B' }),
    shows: (page) => page.getByRole('tabpanel').getByText('84B 타입 가상 투어', { exact: false }),
    address: '/FloorPlan/Emodel?tab=84B',
  },
  {
    kind: 'tab',
    name: 'the unit-plan viewer’s tabs',
    widths: [390],
    path: '/FloorPlan/59A',
    target: (page) => page.getByRole('tab', { name: '84B㎡' }),
    selects: (page) => page.getByRole('tab', { name: '84B㎡' }),
    shows: (page) => page.getByRole('tabpanel').getByRole('img', { name: /^84B 타입 평면도/ }),
    address: '/FloorPlan/59B',
  },
  {
    kind: 'tab',
    name: 'the unit-plan viewer’s next arrow',
    widths: [390],
    path: '/FloorPlan/59A',
    target: (page) => page.getByRole('link', { name: '다음 타입' }),
    selects: (page) => page.getByRole('tab', { name: '84B㎡' }),
    shows: (page) => page.getByRole('tabpanel').getByRole('img', { name: /^84B 타입 평면도/ }),
    address: '/FloorPlan/59B',
  },
];

const before = (mode: Mode) => mode !== 'hydrated';

async function checkOpener(visited: Visit, width: Width, mode: Mode, control: Opener): Promise<void> {
  const { page } = visited;
  await tap(visited, width, mode, control.target(page));
  if (before(mode)) {
    // The link: the interest page, which shows the popup's form, messages and consent.
    await expect(page).toHaveURL(`${ORIGINS.site}${INTEREST_PAGE_PATH}`);
    const form = page.getByRole('form', { name: '관심고객 등록 신청' });
    await expect(form.getByRole('textbox', { name: '이름' })).toBeVisible();
    await expect(form.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ })).toBeVisible();
    return;
  }
  const dialog = page.getByRole('dialog', { name: '관심고객 등록' });
  await expect(dialog.getByRole('textbox', { name: '이름' })).toBeVisible();
  await expect(page).toHaveURL(`${ORIGINS.site}${control.path}`);
  // Today's history: the popup owns an entry, and Back closes it.
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(`${ORIGINS.site}${control.path}`);
}

async function checkDisclosure(visited: Visit, width: Width, mode: Mode, control: Disclosure): Promise<void> {
  const { page } = visited;
  if (control.before) await tap(visited, width, mode, control.before(page));
  if (control.closes) await expect(control.closes(page)).toBeVisible();
  await tap(visited, width, mode, control.target(page));
  const opened = async () => {
    await expect(control.shows(page)).toBeVisible();
    if (control.closes) await expect(control.closes(page)).toBeHidden();
  };
  await opened();
  if (mode === 'scripts delayed 4 s') {
    // The scripts arrive: what the tap opened stays open, nothing moves, and the page behaves as
    // hydrated.
    await page.evaluate(() => {
      (window as unknown as { ggUnaskedShift: number }).ggUnaskedShift = 0;
    });
    await interactive(page);
    await opened();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => (window as unknown as { ggUnaskedShift: number }).ggUnaskedShift)).toBeLessThan(
      0.01,
    );
  }
  // Tapping the open one closes it.
  const target = control.target(page);
  if (width === 390) await target.tap();
  else await target.click();
  await expect(control.shows(page)).toBeHidden();
}

async function checkTab(visited: Visit, width: Width, mode: Mode, control: TabControl): Promise<void> {
  const { page } = visited;
  await expect(control.selects(page)).toHaveAttribute('aria-selected', 'false');
  await tap(visited, width, mode, control.target(page));
  // Before the scripts, the tab's own address, where the server rendered it chosen; after, in place.
  await expect(page).toHaveURL(`${ORIGINS.site}${before(mode) ? control.address : control.path}`);
  await expect(control.selects(page)).toHaveAttribute('aria-selected', 'true');
  await expect(control.shows(page)).toBeVisible();
}

for (const width of [390, 1440] as const) {
  test.describe(`before the scripts run, at ${width}px`, () => {
    for (const control of CONTROLS.filter((c) => c.widths.includes(width))) {
      for (const mode of MODES) {
        test(`${control.name}, ${mode}`, async ({ browser }) => {
          const visited = await visit(browser, width, mode, control.path);
          try {
            if (control.kind === 'opener') await checkOpener(visited, width, mode, control);
            else if (control.kind === 'disclosure') await checkDisclosure(visited, width, mode, control);
            else await checkTab(visited, width, mode, control);
          } finally {
            await visited.context.close();
          }
        });
      }
    }
  });
}

for (const width of [390, 1440] as const) {
  test(`at ${width}px a button only a script works looks disabled until the page is interactive, and the banner’s pause appears with its rotation`, async ({
    browser,
  }) => {
    const visited = await visit(browser, width, 'scripts delayed 4 s', '/FloorPlan/84A');
    const { page } = visited;
    try {
      const zoomIn = page.getByRole('button', { name: '확대', exact: true }).first();
      const level = page.getByRole('status').or(page.locator('output')).first();
      const opacity = () => zoomIn.evaluate((button) => getComputedStyle(button).opacity);
      await expect(zoomIn).toBeVisible();
      expect(visited.scriptsArrived()).toBe(0);
      expect(await opacity()).toBe('0.5');
      await expect(page.getByRole('button', { name: '분양 소식 자동 전환 멈춤' })).toHaveCount(0);

      await interactive(page);
      await expect.poll(opacity).toBe('1');
      await expect(page.getByRole('button', { name: '분양 소식 자동 전환 멈춤' })).toBeVisible();
      const before = await level.textContent();
      if (width === 390) await zoomIn.tap();
      else await zoomIn.click();
      await expect(level).not.toHaveText(before ?? '');
    } finally {
      await visited.context.close();
    }
  });
}

test('without JavaScript a visitor registers through an opener: the interest page’s form posts the popup’s lead', async ({
  browser,
  request,
}) => {
  const name = `무스크립트관심${Date.now().toString(36)}`;
  const visited = await visit(browser, 390, 'scripts blocked', '/Brand/intro');
  const { page } = visited;
  try {
    await tap(
      visited,
      390,
      'scripts blocked',
      page.getByRole('complementary', { name: '빠른 상담' }).getByRole('link', { name: '방문예약' }),
    );
    const form = page.getByRole('form', { name: '관심고객 등록 신청' });
    await fillLead(form, name, '010-4567-8901');
    await form.getByRole('button', { name: '등록하기' }).tap();
    await expect(page.getByText('등록이 완료되었습니다.')).toBeVisible();
  } finally {
    await visited.context.close();
  }
  await signInAdmin(request);
  const leads = (await (await request.get('/api/leads?form=popup')).json()) as {
    items: { name: string; phone: string }[];
  };
  expect(leads.items.find((lead) => lead.name === name)).toMatchObject({ phone: '010-4567-8901' });
});
