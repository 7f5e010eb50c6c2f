import type { Page } from '@playwright/test';
import { SITE } from '@gagyeong/contracts';
import { admin, expect, ORIGINS, signInWithForm, test, waitForRegions } from './fixtures';
import { downloadLeadsCsv, postArticle } from './support/admin-actions';

/**
 * The administrator running the site: the admin home, following up leads (status, memo, filter,
 * CSV, deletion on withdrawn consent) and correcting or taking down a press article. Names and
 * titles carry a run id, so other specs' data on the shared database cannot be mistaken for these.
 */
test.describe.configure({ mode: 'serial' });

const RUN = Date.now().toString(36);
const CALLED = `통화고객${RUN}`;
const WITHDRAWN = `철회고객${RUN}`;
const WAITING = `대기고객${RUN}`;
const MEMO = `3월 2일 통화: 84A 관심 ${RUN}`;
const LIST = `/${encodeURIComponent(SITE.slug)}/press`;

async function signIn(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await signInWithForm(page, page.getByRole('form', { name: '관리자 로그인' }));
  await expect(page.getByText(`${admin.email} 님으로 로그인했습니다.`)).toBeVisible();
}

/** Until the press list has answered: its table, or the empty-list line. */
async function pressListLoaded(page: Page): Promise<void> {
  const main = page.getByRole('main');
  await expect(
    main.getByRole('table', { name: '보도자료 목록' }).or(main.getByText('등록된 보도자료가 없습니다.')),
  ).toBeVisible();
}

async function submitLead(page: Page, name: string, phone: string): Promise<void> {
  const response = await page.request.post(`${ORIGINS.site}/api/leads/customer`, {
    data: { name, phone, message: '상담 희망', consent: true },
    headers: { accept: 'application/json' },
  });
  expect(response.status()).toBe(201);
}

test('/admin: who is signed in, the admin pages, and sign-out', async ({ page, problems }) => {
  await signIn(page, '/admin');
  await expect(page.getByRole('heading', { level: 1, name: '관리자 홈' })).toBeVisible();
  const pages = page.getByRole('region', { name: '사이트 운영에 필요한 화면으로 이동합니다.' });
  await expect(pages.getByRole('link', { name: '보도자료' })).toHaveAttribute('href', LIST);
  await expect(pages.getByRole('link', { name: '배포 상태' })).toHaveAttribute('href', '/admin/remotes');

  await pages.getByRole('link', { name: '관심고객 관리' }).click();
  await expect(page).toHaveURL(`${ORIGINS.site}/admin/leads`);
  await expect(page.getByText(`${admin.email} 님으로 로그인했습니다.`)).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: '관리자 메뉴' }).getByRole('link', { name: '관심고객 관리' }),
  ).toHaveAttribute('aria-current', 'page');
  // The inbox has loaded (its list asked with the session) before the administrator signs out.
  await expect(page.getByRole('table', { name: /관심고객 신청 목록/ })).toBeVisible();

  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page.getByRole('form', { name: '관리자 로그인' })).toBeVisible();
  await page.goto('/admin');
  await expect(page.getByRole('form', { name: '관리자 로그인' })).toBeVisible();
  await expect(page.getByRole('link', { name: '관심고객 관리' })).toHaveCount(0);
  expect(problems.errors).toEqual([]);
});

test('the administrator marks a lead, notes the call, filters by status, exports it and deletes a withdrawn one', async ({
  page,
}) => {
  await submitLead(page, CALLED, '010-1212-3434');
  await submitLead(page, WITHDRAWN, '010-5656-7878');
  await submitLead(page, WAITING, '010-9090-1010');
  await signIn(page, '/admin/leads');
  await waitForRegions(page);
  const table = page.getByRole('table', { name: /관심고객 신청 목록/ });
  await expect(table.getByRole('cell', { name: CALLED, exact: true })).toBeVisible();

  // Status: saved as soon as it is chosen.
  const status = table.getByRole('combobox', { name: `${CALLED} 상태` });
  await status.selectOption({ label: '연락 완료' });
  await expect(status).toHaveValue('contacted');
  await expect(status).toBeEnabled();
  // The row says which account changed it, and when.
  await expect(
    table.getByRole('row').filter({ hasText: CALLED }).getByText(`최근 변경: ${admin.email} · `),
  ).toBeVisible();

  await table.getByRole('button', { name: `${CALLED} 메모 수정` }).click();
  await table.getByRole('textbox', { name: `${CALLED} 메모` }).fill(MEMO);
  await table.getByRole('button', { name: '메모 저장' }).click();
  await expect(table.getByRole('cell', { name: MEMO })).toBeVisible();

  // Filter by status: only the contacted lead of this run remains.
  await page.getByRole('combobox', { name: '상태', exact: true }).selectOption({ label: '연락 완료' });
  await page.getByRole('button', { name: '조회' }).click();
  await expect(table.getByRole('cell', { name: WAITING, exact: true })).toHaveCount(0);
  await expect(table.getByRole('cell', { name: CALLED, exact: true })).toBeVisible();

  // The CSV of the filter carries status and memo (after the reason for the download is typed).
  const csv = (await downloadLeadsCsv(page, '통화 고객 정리')).toString('utf8');
  expect(csv.split('\r\n')[0]).toContain('"상태","메모","상담 종료일시"');
  const row = csv.split('\r\n').find((line) => line.includes(`"${CALLED}"`));
  expect(row).toContain(`"연락 완료","${MEMO}",""`);
  expect(csv).not.toContain(WAITING);

  // Withdrawn consent: deleted at once, after a confirmation, and gone after a reload.
  await page.getByRole('combobox', { name: '상태', exact: true }).selectOption({ label: '전체' });
  await page.getByRole('button', { name: '조회' }).click();
  await table.getByRole('button', { name: `${WITHDRAWN} 삭제` }).click();
  await page
    .getByRole('group', { name: `${WITHDRAWN} 삭제` })
    .getByRole('button', { name: '삭제 확인' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: '파기했습니다' })).toHaveText(
    `${WITHDRAWN} 님의 정보를 파기했습니다.`,
  );
  await page.reload();
  await expect(table.getByRole('cell', { name: CALLED, exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: WITHDRAWN, exact: true })).toHaveCount(0);
  await expect(table.getByRole('combobox', { name: `${CALLED} 상태` })).toHaveValue('contacted');
});

test('the administrator corrects and then deletes a press article; visitors see each change', async ({
  page,
  browser,
}) => {
  const title = `오타가 있는 보도 ${RUN}`;
  const fixed = `고친 보도 ${RUN}`;
  await page.goto(LIST);
  await signInWithForm(page, page.getByRole('form', { name: '관리자 로그인' }), '관리자 로그인');
  await postArticle(page, { title, summary: '요약', content: '첫 문단' });

  await page.getByRole('main').getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const detailUrl = page.url();
  await page.getByRole('button', { name: '수정' }).click();
  const edit = page.getByRole('form', { name: '보도자료 수정' });
  await edit.getByLabel(/제목/).fill(fixed);
  await edit.getByLabel('본문').fill('고친 첫 문단\n둘째 문단');
  await edit.getByRole('button', { name: '저장' }).click();
  await expect(page.getByRole('heading', { level: 1, name: fixed })).toBeVisible();
  await expect(page.getByText('둘째 문단')).toBeVisible();

  // A visitor (no session) sees the correction on the list and the server-rendered detail.
  const visitor = await browser.newContext();
  const other = await visitor.newPage();
  await other.goto(LIST);
  await expect(other.getByRole('main').getByRole('link', { name: fixed })).toBeVisible();
  await expect(other.getByRole('main').getByRole('link', { name: title })).toHaveCount(0);
  await other.goto(detailUrl);
  await expect(other.getByRole('heading', { level: 1, name: fixed })).toBeVisible();
  await expect(other.getByRole('button', { name: '수정' })).toHaveCount(0);

  await page.getByRole('button', { name: '삭제' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '삭제 확인' }).click();
  await expect(page).toHaveURL(`${ORIGINS.site}${LIST}`);
  await pressListLoaded(page);
  await expect(page.getByRole('main').getByRole('link', { name: fixed })).toHaveCount(0);

  await other.goto(LIST);
  await pressListLoaded(other);
  await expect(other.getByRole('main').getByRole('link', { name: fixed })).toHaveCount(0);
  await other.goto(detailUrl);
  await expect(other).toHaveURL(`${ORIGINS.site}${LIST}`);
  await visitor.close();
});
