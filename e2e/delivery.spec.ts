import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { BOOT_DATA_ELEMENT_ID, type BootData } from '@gagyeong/contracts';
import { expect, ORIGINS, signInAdmin, test, waitForRegions } from './fixtures';
import { changedBuild } from './support/changed-build';
import { nuHtmlErrors } from './support/nu-html-checker';
import { PORTS, RELEASES_DIR } from './support/env';
import { succeed } from './support/remotes-cli';

/**
 * Shipping without fear (docs/decisions/0062-preview-in-one-browser.md, 0063-canary-share-per-visitor.md):
 * a release of mf-marketing on the team's own origin is previewed in one browser, then served to
 * half the visitors as a canary, promoted and rolled back, on the running site.
 */
const REPO = join(__dirname, '..');
const site = ORIGINS.site;
const origin = `http://localhost:${PORTS.releaseOrigin}`;
/** Three pages of mf-marketing, each with its section menu (the marker's place). */
const PAGES = ['/Brand/intro', '/BusinessGuide/intro', '/LocationEnvironment/intro'];
/** The section menus' accessible name ends with this in the new release, in its browser and server code. */
const MARKER = ' 메뉴 (새 릴리스)';
const NEW_VERSION = '1.0.1-e2e0000001';
const NEW_URL = `${origin}/new/mf-manifest.json`;
/** A release whose section menu throws while rendering, in the browser and on the server alike. */
const BAD_VERSION = '1.0.2-e2e0000002';
const BAD_URL = `${origin}/bad/mf-manifest.json`;

let releases: string;
let server: ChildProcess | undefined;

function bootData(html: string): BootData {
  const match = new RegExp(`<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">(.*?)</script>`, 's').exec(
    html,
  );
  if (!match?.[1]) throw new Error('no boot data');
  return JSON.parse(match[1]) as BootData;
}

/** A page's server HTML: which release rendered it (the marker), and which the browser is told to load. */
function served(html: string): { marked: boolean; url: string; version: string | undefined } {
  const boot = bootData(html);
  return { marked: html.includes(MARKER), url: boot.remotes.mf_marketing, version: boot.versions?.mf_marketing };
}

/** The section menu, once hydrated: named with the marker in the new release. */
const sectionMenu = (page: Page) => page.getByRole('main').getByRole('navigation', { name: / 메뉴/ });

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async () => {
  // The team's origin: the new release (the menus say so), with its release record.
  releases = mkdtempSync(join(tmpdir(), 'gagyeong-e2e-releases-'));
  const dist = join(REPO, 'mf-marketing', 'dist');
  mkdirSync(join(releases, 'new'));
  changedBuild(dist, (_file, text) => text.split(' 메뉴`').join(`${MARKER}\``), join(releases, 'new'));
  mkdirSync(join(releases, 'bad'));
  changedBuild(
    dist,
    (_file, text) => text.split(' 메뉴`').join(' 메뉴${(()=>{throw new Error("e2e: a release that throws")})()}`'),
    join(releases, 'bad'),
  );
  for (const [folder, version] of [
    ['new', NEW_VERSION],
    ['bad', BAD_VERSION],
  ] as const) {
    writeFileSync(
      join(releases, folder, 'release.json'),
      JSON.stringify({
        remote: 'mf_marketing',
        version,
        createdAt: new Date().toISOString(),
        commit: 'e2e',
        exposes: [],
      }),
    );
  }
  server = spawn(process.execPath, [join(REPO, 'scripts', 'serve-static.mjs'), releases], {
    env: { ...process.env, PORT: String(PORTS.releaseOrigin) },
    stdio: 'ignore',
  });
  await expect.poll(async () => (await fetch(NEW_URL).catch(() => undefined))?.status, { timeout: 15_000 }).toBe(200);
});

test.afterAll(() => {
  // Back to the configured map for the other specs.
  rmSync(join(RELEASES_DIR, 'live.json'), { force: true });
  server?.kill();
  rmSync(releases, { recursive: true, force: true });
});

test('a preview renders and hydrates the release in the previewing browser only, until its banner ends it', async ({
  browser,
  problems,
  page,
}) => {
  // The administrator starts it from /admin/remotes.
  await signInAdmin(page);
  await page.goto('/admin/remotes');
  const form = page.getByRole('form', { name: '미리보기' });
  await form.getByLabel('원격 모듈').selectOption('mf_marketing');
  await form.getByLabel('릴리스').selectOption({ label: '주소 직접 입력' });
  await form.getByLabel('매니페스트 주소 (mf-manifest.json)').fill(NEW_URL);
  await form.getByRole('button', { name: '미리보기 시작' }).click();
  await page.waitForURL(`${site}/`);
  const banner = page.getByRole('complementary', { name: '미리보기' });
  await expect(banner).toContainText(`미리보기 중: mf_marketing ${NEW_VERSION}. 이 브라우저에만 보이며`);

  // Its pages: the release in the server's HTML, never kept by a cache, and in the hydrated page.
  const response = await page.goto(PAGES[0]!);
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  const previewed = (await response?.text()) ?? '';
  expect(served(previewed)).toEqual({ marked: true, url: NEW_URL, version: NEW_VERSION });
  await waitForRegions(page);
  await expect(sectionMenu(page)).toHaveAccessibleName(/ 메뉴 \(새 릴리스\)$/);
  await expect(banner).toBeVisible();
  await expect(page.locator('[data-remote-error]')).toHaveCount(0);
  expect(problems.errors).toEqual([]);
  // The banner keeps the page valid and accessible; so does the page of a link that cannot be opened.
  // (axe on the banner: the page under it is checked, settled, by accessibility.spec.ts)
  const axe = await new AxeBuilder({ page }).include('.gg-preview').analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  expect(axe.passes.map((rule) => rule.id)).toEqual(expect.arrayContaining(['color-contrast', 'button-name']));
  const refused = await fetch(`${site}/api/preview/start?token=forged.AAAA`);
  expect(refused.status).toBe(403);
  expect(
    nuHtmlErrors([
      { name: 'previewed', html: previewed },
      { name: 'refused link', html: await refused.text() },
    ]),
  ).toEqual([]);

  // Another browser gets the live release, without a banner, also for the page just rendered.
  const other = await browser.newContext();
  const visitor = await other.newPage();
  const live = await visitor.goto(PAGES[0]!);
  expect(served((await live?.text()) ?? '')).toEqual(
    expect.objectContaining({ marked: false, url: '/remotes/mf-marketing/mf-manifest.json' }),
  );
  await expect(visitor.getByRole('complementary', { name: '미리보기' })).toHaveCount(0);

  // A forged cookie (the preview's, altered) is no preview.
  const [cookie] = (await page.context().cookies(site)).filter((c) => c.name === 'gg_preview');
  expect(cookie?.httpOnly).toBe(true);
  const forged = await browser.newContext();
  await forged.addCookies([{ name: 'gg_preview', value: `${cookie?.value.slice(0, -4)}AAAA`, url: site }]);
  const forgedPage = await forged.newPage();
  expect(served((await (await forgedPage.goto(PAGES[0]!))?.text()) ?? '').marked).toBe(false);
  await expect(forgedPage.getByRole('complementary', { name: '미리보기' })).toHaveCount(0);
  await forged.close();

  // The banner's button ends it, back on the same page.
  await banner.getByRole('button', { name: '미리보기 끝내기' }).click();
  await page.waitForURL(`${site}${PAGES[0]}`);
  await expect(banner).toHaveCount(0);
  await waitForRegions(page);
  await expect(sectionMenu(page)).not.toHaveAccessibleName(/새 릴리스/);

  // The command's link opens the same preview in whichever browser opens it.
  const link = succeed('preview', 'mf-marketing', '--url', NEW_URL).split('\n')[0] ?? '';
  expect(link).toMatch(new RegExp(`^${site}/api/preview/start\\?token=[\\w.-]+$`));
  await visitor.goto(link);
  await expect(visitor.getByRole('complementary', { name: '미리보기' })).toContainText(NEW_VERSION);
  await other.close();
});

/** What the site serves for mf_marketing (its health report), once it has checked a change of the map. */
async function servedMarketing(): Promise<{
  url: string;
  version: string | null;
  canary?: { share: number; version: string | null };
}> {
  const health = (await (await fetch(`${site}/api/health`)).json()) as {
    remotes: {
      mf_marketing: { url: string; version: string | null; canary?: { share: number; version: string | null } };
    };
  };
  return health.remotes.mf_marketing;
}

/**
 * A fresh visitor's three pages: which release each was rendered with, and whether the page cache
 * answered. Through the context's own request client: it keeps and sends the context's cookies
 * (the bucket) as its pages would, without loading each page's images and scripts 120 times (the
 * hydrated page is checked on one visitor of each group below).
 */
async function visit(
  browser: Browser,
): Promise<{ context: BrowserContext; pages: ReturnType<typeof served>[]; hits: number }> {
  const context = await browser.newContext();
  const pages = [];
  let hits = 0;
  for (const path of PAGES) {
    const response = await context.request.get(path);
    if (/desc="hit"/.test(response.headers()['server-timing'] ?? '')) hits += 1;
    pages.push(served(await response.text()));
  }
  return { context, pages, hits };
}

test('a canary at 50 % splits 40 new visitors, each keeps its release across pages, and no group gets the other’s page', async ({
  browser,
  problems,
  page,
}) => {
  const deployed = succeed('deploy', 'mf-marketing', '--url', NEW_URL, '--canary', '50');
  expect(deployed).toContain(`canary ${NEW_VERSION} for 50 % of visitors`);
  // The host checks a changed entry before it serves it.
  await expect.poll(async () => (await servedMarketing()).canary?.share).toBe(50);

  const groups = { canary: 0, live: 0 };
  let cached = 0;
  for (let batch = 0; batch < 5; batch += 1) {
    const visits = await Promise.all(Array.from({ length: 8 }, () => visit(browser)));
    for (const { context, pages, hits } of visits) {
      cached += hits;
      const [first] = pages;
      // Every page of a visitor is of one release, and its HTML names the same one for the browser.
      for (const seen of pages) {
        expect(seen).toEqual(first);
        expect(seen.url).toBe(seen.marked ? NEW_URL : '/remotes/mf-marketing/mf-manifest.json');
        if (seen.marked) expect(seen.version).toBe(NEW_VERSION);
      }
      groups[first?.marked ? 'canary' : 'live'] += 1;
      await context.close();
    }
  }
  console.info(
    `canary at 50 %: ${groups.canary} of 40 new visitors got it, ${groups.live} the live release; ${cached} of 120 pages from the page cache`,
  );
  // Both groups' pages were kept by the page cache, and still none reached the other group.
  expect(cached).toBeGreaterThan(0);
  expect(groups.canary).toBeGreaterThan(0);
  expect(groups.live).toBeGreaterThan(0);

  // In the browser alike: a visitor of each group hydrates its own release and keeps it on reload.
  for (const wanted of [true, false]) {
    let context: BrowserContext | undefined;
    for (let tries = 0; tries < 20 && !context; tries += 1) {
      const candidate = await browser.newContext();
      const probe = await candidate.newPage();
      const html = await (await probe.goto(PAGES[1]!))?.text();
      if (served(html ?? '').marked === wanted) context = candidate;
      else await candidate.close();
    }
    if (!context) throw new Error(`no visitor of the ${wanted ? 'canary' : 'live'} group in 20 tries`);
    const visitorPage = context.pages()[0]!;
    const errors: string[] = [];
    visitorPage.on('pageerror', (error) => errors.push(error.message));
    for (const path of [PAGES[1]!, PAGES[1]!, PAGES[2]!]) {
      await visitorPage.goto(path);
      await waitForRegions(visitorPage);
      if (wanted) await expect(sectionMenu(visitorPage)).toHaveAccessibleName(/ 메뉴 \(새 릴리스\)$/);
      else await expect(sectionMenu(visitorPage)).not.toHaveAccessibleName(/새 릴리스/);
      await expect(visitorPage.locator('[data-remote-error]')).toHaveCount(0);
    }
    expect(errors).toEqual([]);
    await context.close();
  }

  // Status and /admin/remotes show the split.
  expect(succeed('status')).toMatch(
    new RegExp(`mf_marketing\\n\\s+live:.*\\n\\s+canary:\\s+${NEW_VERSION} for 50 % of visitors \\(live one: 50 %\\)`),
  );
  await signInAdmin(page);
  await page.goto('/admin/remotes');
  const row = page.getByRole('table', { name: '원격 모듈별 현재 버전' }).getByRole('row', { name: /mf_marketing/ });
  // The live release keeps the other half (the configured one: the canary was started beside it).
  await expect(row).toContainText('/remotes/mf-marketing/mf-manifest.json (방문자 50%)');
  await expect(row).toContainText(`${NEW_VERSION} (방문자 50%`);
  await expect(page.getByRole('region', { name: '배포 기록' })).toContainText(
    `e2e-team · 카나리 배포 · mf_marketing · ${NEW_VERSION}`,
  );

  // Promoted: everyone gets it; rolled back: the previous release again, for everyone.
  succeed('promote', 'mf-marketing');
  await expect.poll(async () => (await servedMarketing()).url).toBe(NEW_URL);
  for (let index = 0; index < 4; index += 1) {
    expect(served(await (await fetch(`${site}${PAGES[index % 3]}`)).text())).toEqual({
      marked: true,
      url: NEW_URL,
      version: NEW_VERSION,
    });
  }
  succeed('rollback', 'mf-marketing');
  await expect.poll(async () => (await servedMarketing()).url).not.toBe(NEW_URL);
  expect(served(await (await fetch(`${site}${PAGES[0]}`)).text()).marked).toBe(false);
  expect(problems.errors).toEqual([]);
});

/**
 * A new visitor in a real browser: three pages, each until its first view is interactive (its
 * regions show their module or their failure), then away, so the last page's beacon goes too.
 * Whether it got the canary `url`.
 */
async function browse(browser: Browser, url: string): Promise<boolean> {
  const context = await browser.newContext();
  const page = await context.newPage();
  let canary = false;
  for (const path of PAGES) {
    const html = (await (await page.goto(path))?.text()) ?? '';
    canary ||= served(html).url === url;
    await expect(page.locator('html[data-gg-interactive]')).toHaveCount(1, { timeout: 20_000 });
  }
  await page.goto('about:blank');
  await context.close();
  return canary;
}

/** Visitors four at a time until `done` (checked after each four), at most `most` of them. */
async function visitorsUntil(
  browser: Browser,
  url: string,
  done: () => Promise<boolean>,
  most: number,
): Promise<{ visitors: number; canary: number; firstCanaryAt: number | undefined }> {
  let visitors = 0;
  let canary = 0;
  let firstCanaryAt: number | undefined;
  while (visitors < most && !(await done())) {
    const got = await Promise.all(Array.from({ length: 4 }, () => browse(browser, url)));
    visitors += got.length;
    for (const one of got) {
      if (!one) continue;
      canary += 1;
      firstCanaryAt ??= Date.now();
    }
  }
  return { visitors, canary, firstCanaryAt };
}

/**
 * The abuse sweep's beacons against a healthy canary: 55 of them (a page view and a failure of
 * `version` each) with no bucket, 55 with a bucket made up to land in the canary's group, and 55
 * with a bucket the host signed whose group is the live release's. None may count.
 */
async function forgeFailures(version: string): Promise<void> {
  const send = (cookie?: string) =>
    fetch(`${site}/api/telemetry`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin: site, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({
        v: 1,
        view: `forged${Math.random().toString(36).slice(2, 12)}`,
        page: { route: PAGES[0], device: 'phone' },
        events: [
          { kind: 'remote-view', remote: 'mf_marketing', version },
          { kind: 'remote-error', remote: 'mf_marketing', version, failure: 'render' },
        ],
      }),
    });
  // A signed bucket of the live release's group: ask for pages until one is served the live release.
  let live = '';
  for (let tries = 0; tries < 20 && !live; tries += 1) {
    const page = await fetch(`${site}${PAGES[0]}`);
    const cookie = (page.headers.get('set-cookie') ?? '').split(';', 1)[0] ?? '';
    if (served(await page.text()).version !== version) live = cookie;
  }
  expect(live).toMatch(/^gg_bucket=b1\./);
  for (const cookie of [undefined, 'gg_bucket=AAAAAAAAAAAAAAAAAAAAAA', live]) {
    for (let index = 0; index < 55; index += 1) expect((await send(cookie)).status).toBe(204);
  }
}

test('a canary that throws in its exposed module is rolled back by the judge under real visitors; a healthy one is not', async ({
  browser,
  page,
  problems,
}) => {
  test.setTimeout(420_000);
  // The host judges every second here, from 7 visitors of the canary (playwright.config.ts).
  const started = Date.now();
  succeed('deploy', 'mf-marketing', '--url', BAD_URL, '--canary', '50');
  await expect.poll(async () => (await servedMarketing()).canary?.version).toBe(BAD_VERSION);

  // A visitor of the canary sees the section's failure in Korean, with the rest of the page working.
  for (let tries = 0; tries < 20; tries += 1) {
    const context = await browser.newContext();
    const visitor = await context.newPage();
    const html = (await (await visitor.goto(PAGES[0]!))?.text()) ?? '';
    if (served(html).url === BAD_URL) {
      await expect(visitor.locator('[data-remote-error]').first()).toBeVisible();
      await expect(visitor.getByRole('button', { name: '다시 시도' }).first()).toBeVisible();
      await expect(visitor.getByRole('banner')).toBeVisible();
      await context.close();
      break;
    }
    await context.close();
  }

  const rolledBack = async () => (await servedMarketing()).canary === undefined;
  const load = await visitorsUntil(browser, BAD_URL, rolledBack, 80);
  await expect.poll(rolledBack, { timeout: 30_000 }).toBe(true);
  console.info(
    `bad canary at 50 %: rolled back ${((Date.now() - (load.firstCanaryAt ?? started)) / 1000).toFixed(1)} s after its ` +
      `first visitor (${((Date.now() - started) / 1000).toFixed(1)} s after the deploy); ${load.canary} of ${load.visitors} ` +
      'visitors got it before',
  );
  expect(load.visitors).toBeLessThanOrEqual(80);

  // The log and /admin/remotes say why; a new visitor gets the live release again.
  const status = succeed('status');
  expect(status).toMatch(
    new RegExp(`canary-judge rollback mf_marketing .*: 자동 롤백\\(카나리 판정\\): mf_marketing ${BAD_VERSION}의`),
  );
  expect(served(await (await fetch(`${site}${PAGES[0]}`)).text()).url).not.toBe(BAD_URL);
  await signInAdmin(page);
  await page.goto('/admin/remotes');
  await expect(page.getByRole('region', { name: '배포 기록' })).toContainText(`canary-judge · 되돌리기 · mf_marketing`);
  const marketing = page.getByRole('region', { name: 'mf_marketing', exact: true });
  await expect(marketing.getByRole('note')).toContainText(`자동 롤백(카나리 판정): mf_marketing ${BAD_VERSION}의`);
  await expect(marketing.getByRole('img', { name: 'mf_marketing 버전별 오류율 그래프, 최근 24시간' })).toBeVisible();
  const badRow = marketing.getByRole('row', { name: new RegExp(BAD_VERSION.replaceAll('.', '\\.')) });
  await expect(badRow).toContainText('렌더링 오류');

  // A healthy canary under the same load keeps running: the judge only ever rolls back.
  succeed('deploy', 'mf-marketing', '--url', NEW_URL, '--canary', '50');
  await expect.poll(async () => (await servedMarketing()).canary?.version).toBe(NEW_VERSION);
  // …whatever forged beacons say (docs/decisions/0125-signed-visitors-and-the-canary-judge.md).
  await forgeFailures(NEW_VERSION);
  await page.goto('/admin/remotes');
  const judged = async () => {
    await page.getByRole('button', { name: '새로 고침' }).click();
    const line = page.getByRole('region', { name: '카나리 판정' }).getByRole('listitem').first();
    // The click empties the section until the new status and its health report have arrived: wait
    // for them (a judgement only exists while the canary runs) instead of reading the empty page.
    try {
      await line.waitFor({ state: 'visible', timeout: 15_000 });
    } catch {
      return false;
    }
    return /계속 제공합니다/.test(await line.innerText());
  };
  const healthy = await visitorsUntil(browser, NEW_URL, judged, 80);
  await expect.poll(judged, { timeout: 30_000 }).toBe(true);
  // A few more judgements later it still runs, at its share.
  await page.waitForTimeout(3000);
  expect((await servedMarketing()).canary).toEqual(expect.objectContaining({ version: NEW_VERSION, share: 50 }));
  console.info(`healthy canary at 50 %: kept after ${healthy.canary} of ${healthy.visitors} visitors got it`);
  succeed('rollback', 'mf-marketing');
  await expect.poll(async () => (await servedMarketing()).canary).toBeUndefined();
  expect(problems.errors).toEqual([]);
});
