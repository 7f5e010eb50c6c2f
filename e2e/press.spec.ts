import type { Locator, Page } from '@playwright/test';
import { SITE } from '@gagyeong/contracts';
import { admin, expect, ORIGINS, PHONE, signInWithForm, test } from './fixtures';
import { postArticle } from './support/admin-actions';

/**
 * Press pages on the embedded backend, as a visitor and as the administrator. The tests
 * share one database (a fresh DATA_DIR per run) and run in order: each builds on what the last
 * one posted. Titles carry a run id, so a retry (which runs the group again on the same database)
 * or another spec's articles cannot be mistaken for them. Every test has its own browser context,
 * so each signs in again.
 */
test.describe.configure({ mode: 'serial' });

const RUN = Date.now().toString(36);
const LIST = `/${encodeURIComponent(SITE.slug)}/press`;
const OTHER_SLUG = `다른단지-${RUN}`;
const FIRST_TITLE = `가경 파크시티 착공 소식 ${RUN}`;
const SCRIPT_LINE = `<script>window.__pressXss = true</script><img src=x onerror="window.__pressXss = true">`;
const BULK = 25;

function listTable(page: Page): Locator {
  return page.getByRole('main').getByRole('table', { name: '보도자료 목록' });
}

function bodyRows(page: Page): Locator {
  return listTable(page).locator('tbody tr');
}

function viewCount(page: Page): Locator {
  return page
    .getByRole('article')
    .locator('div', { has: page.locator('dt', { hasText: '조회수' }) })
    .locator('dd');
}

async function openList(page: Page): Promise<void> {
  await page.goto(LIST);
  await expect(page.getByRole('heading', { level: 1, name: '보도자료' })).toBeVisible();
}

/** A sign-in with a wrong password (the code field is left empty: the password is checked first). */
async function signInWrongly(page: Page, password: string): Promise<Locator> {
  const form = page.getByRole('form', { name: '관리자 로그인' });
  await form.getByLabel('이메일').fill(admin.email);
  await form.getByLabel('비밀번호').fill(password);
  await form.getByRole('button', { name: '관리자 로그인' }).click();
  return form;
}

async function signInAsAdmin(page: Page): Promise<void> {
  await openList(page);
  await signInWithForm(page, page.getByRole('form', { name: '관리자 로그인' }), '관리자 로그인');
  await expect(page.getByText(`${admin.email}님 환영합니다`)).toBeVisible();
}

async function post(page: Page, title: string, summary: string, content = ''): Promise<void> {
  const form = await postArticle(page, { title, summary, content });
  await expect(form.getByLabel(/제목/)).toHaveValue('');
}

test('a visitor sees the board and the sign-in form, and no write form', async ({ page, problems }) => {
  await openList(page);
  await expect(page.getByRole('form', { name: '관리자 로그인' })).toBeVisible();
  await expect(page.getByRole('form', { name: '보도자료 작성' })).toHaveCount(0);
  await expect(page).toHaveTitle(`보도자료 | ${SITE.name}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${ORIGINS.site}${LIST}`);
  expect(problems.errors).toEqual([]);
});

test('a wrong password shows "로그인 실패: " with the reason', async ({ page }) => {
  await openList(page);
  const form = await signInWrongly(page, `wrong-${RUN}`);
  await expect(form.getByRole('alert')).toHaveText('로그인 실패: 이메일 또는 비밀번호가 올바르지 않습니다.');
  await expect(page.getByRole('form', { name: '보도자료 작성' })).toHaveCount(0);
});

test('the administrator signs in, posts, sees it first, opens it (+1 view) and goes back', async ({ page }) => {
  await signInAsAdmin(page);

  // Required fields: the alert, and nothing saved.
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('form', { name: '보도자료 작성' }).getByRole('button', { name: '등록' }).click();
  await expect.poll(() => alerts).toEqual(['제목과 요약은 필수입니다!']);

  await post(page, FIRST_TITLE, '공원 옆 921세대, 10년 민간임대', `첫째 문단입니다.\n${SCRIPT_LINE}\n셋째 문단입니다.`);
  const firstRow = bodyRows(page).first();
  await expect(firstRow.getByRole('link')).toHaveText(FIRST_TITLE);
  await expect(firstRow.locator('td').nth(2)).toHaveText('관리자');
  await expect(firstRow.locator('td').nth(3)).toHaveText('0');

  await firstRow.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: FIRST_TITLE })).toBeVisible();
  await expect(viewCount(page)).toHaveText('1');
  await expect(page).toHaveTitle(new RegExp(`^${FIRST_TITLE}`));

  // The body is text: the script line is a paragraph, nothing ran, no element was made from it.
  const article = page.getByRole('article');
  await expect(article.getByText(SCRIPT_LINE, { exact: true })).toBeVisible();
  await expect(article.locator('p')).toContainText(['첫째 문단입니다.', SCRIPT_LINE, '셋째 문단입니다.']);
  expect(await article.locator('script, img').count()).toBe(0);
  expect(await page.evaluate(() => (window as { __pressXss?: boolean }).__pressXss)).toBeUndefined();

  await page.getByRole('button', { name: '목록으로' }).click();
  await expect(page).toHaveURL(`${ORIGINS.site}${LIST}`);
  await expect(bodyRows(page).first().locator('td').nth(3)).toHaveText('1');

  // Opening again counts again; a reload of the article is a new opening too.
  await bodyRows(page).first().getByRole('link').click();
  await expect(viewCount(page)).toHaveText('2');
  await page.reload();
  await expect(viewCount(page)).toHaveText('3');
});

test(`posting ${BULK} more shows pages of 10 with "더보기" until the last`, async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  for (let n = 1; n <= BULK; n += 1) {
    await post(page, `분양 소식 ${n} · ${RUN}`, `요약 ${n}`);
  }
  // The list reloaded from the start: the newest first, one page of 10.
  await expect(bodyRows(page)).toHaveCount(10);
  await expect(bodyRows(page).first().getByRole('link')).toHaveText(`분양 소식 ${BULK} · ${RUN}`);
  await expect(bodyRows(page).first().locator('td').first()).toHaveText('1');

  const more = page.getByRole('button', { name: '더보기' });
  await more.click();
  await expect(bodyRows(page)).toHaveCount(20);
  await expect(bodyRows(page).nth(10).locator('td').first()).toHaveText('11');
  // On a fresh database the third page has 6 (fewer than 10) and the button goes away.
  while ((await more.count()) > 0) {
    const shown = await bodyRows(page).count();
    await more.click();
    await expect(bodyRows(page)).not.toHaveCount(shown);
  }
  await expect(bodyRows(page).filter({ hasText: RUN })).toHaveCount(BULK + 1);
  await expect(bodyRows(page).filter({ hasText: RUN }).last().getByRole('link')).toHaveText(FIRST_TITLE);
  const total = await bodyRows(page).count();
  await expect(bodyRows(page).last().locator('td').first()).toHaveText(String(total));
});

test('an unknown article id replaces itself with the list', async ({ page }) => {
  await page.goto('/');
  await page.goto(`${LIST}/no-such-article-${RUN}`);
  await expect(page).toHaveURL(`${ORIGINS.site}${LIST}`);
  await expect(listTable(page)).toBeVisible();
  // Replaced, not pushed: back leaves the press pages.
  await page.goBack();
  await expect(page).toHaveURL(`${ORIGINS.site}/`);
});

test('another site slug is no page: 404 with Not Found, none of these articles', async ({ page }) => {
  const response = await page.goto(`/${encodeURIComponent(OTHER_SLUG)}/press`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Not Found' })).toBeVisible();
  await expect(page.getByText(RUN)).toHaveCount(0);
});

test('without JavaScript, an unknown article is a 404 page that links the list and is kept out of search', async ({
  request,
}) => {
  const response = await request.get(`${ORIGINS.site}${LIST}/no-such-article-${RUN}`);
  expect(response.status()).toBe(404);
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toContain('<meta name="robots" content="noindex"/>');
  expect(head).not.toContain('rel="canonical"');
  expect(html).toMatch(new RegExp(`<a class="[^"]*" href="${LIST}"[^>]*>보도자료 목록 보기</a>`));
});

test('signing out in one tab reaches another tab on its next check', async ({ page, context }) => {
  await signInAsAdmin(page);
  await expect(page.getByRole('form', { name: '보도자료 작성' })).toBeVisible();

  const other = await context.newPage();
  await openList(other);
  await other.getByRole('button', { name: '로그아웃' }).click();
  await expect(other.getByRole('form', { name: '관리자 로그인' })).toBeVisible();

  // Coming back to the first tab is its next check.
  await page.bringToFront();
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(page.getByRole('form', { name: '관리자 로그인' })).toBeVisible();
  await expect(page.getByRole('form', { name: '보도자료 작성' })).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the board shows NO, 제목 and 날짜 only, without horizontal scrolling', async ({ page }) => {
    await openList(page);
    const headers = listTable(page).locator('thead th');
    await expect(headers.filter({ visible: true })).toHaveText(['NO', '제목', '날짜']);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await bodyRows(page).first().getByRole('link').click();
    await expect(page.getByRole('button', { name: '목록으로' })).toBeVisible();
    const articleOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(articleOverflow).toBeLessThanOrEqual(0);
  });
});
