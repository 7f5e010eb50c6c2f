import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { SITE } from '@gagyeong/contracts';
import { expect, test } from '../fixtures';
import { postArticle } from '../support/admin-actions';
import { fillLead, openInterestPopup } from '../support/lead-forms';
import { createAccount, readCollection, resetFirestore } from './emulators';
import { passSecondFactor, runPhone } from './second-factor';

/**
 * The site in firebase mode (docs/firebase.md) against the Firestore and Auth emulators: the
 * press list from Firestore, an administrator signed in through Firebase Auth posting, a member
 * refused, a lead from the popup stored in Firestore, and the inbox reading it. Serial: each
 * builds on the last.
 */
test.describe.configure({ mode: 'serial' });

const RUN = Date.now().toString(36);
const PASSWORD = randomBytes(12).toString('base64url');
const ADMIN = `admin-${RUN}@e2e.gagyeong.test`;
const MEMBER = `member-${RUN}@e2e.gagyeong.test`;
const LIST = `/${encodeURIComponent(SITE.slug)}/press`;
const TITLE = `파이어베이스 보도 ${RUN}`;
/** The administrator's phone for the SMS second factor (enrolled on the first sign-in). */
const ADMIN_PHONE = runPhone();

test.beforeAll(async () => {
  await resetFirestore();
  await createAccount(ADMIN, PASSWORD, { admin: true });
  await createAccount(MEMBER, PASSWORD);
});

async function signIn(page: Page, email: string): Promise<void> {
  const form = page.getByRole('form', { name: '관리자 로그인' });
  await form.getByLabel('이메일').fill(email);
  await form.getByLabel('비밀번호').fill(PASSWORD);
  await form.getByRole('button', { name: '관리자 로그인' }).click();
  if (email === ADMIN) await passSecondFactor(page, ADMIN_PHONE);
  await expect(page.getByText(`${email}님 환영합니다`)).toBeVisible();
}

test('the press list reads Firestore on the server: empty at first, not read again by the browser', async ({
  page,
  problems,
}) => {
  const html = await (await page.request.get(LIST)).text();
  // Rendered on the server from Firestore, and handed to the browser in the boot data.
  expect(html).toContain('등록된 보도자료가 없습니다.');
  expect(html).toMatch(/"mf_press\/PressList":\{"mutations":\[\],"queries":\[\{[^<]*"queryKey":\["press","list"/u);
  const firestoreCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/v1/projects/demo-gagyeong-e2e/')) firestoreCalls.push(request.url());
  });
  await page.goto(LIST);
  await expect(page.getByText('등록된 보도자료가 없습니다.')).toBeVisible();
  expect(firestoreCalls).toEqual([]);
  expect(problems.errors).toEqual([]);
});

test('an account without the admin claim signs in but may not post', async ({ page }) => {
  await page.goto(LIST);
  await signIn(page, MEMBER);
  await expect(page.getByText('이 계정에는 보도자료 작성 권한이 없습니다.', { exact: false })).toBeVisible();
  await expect(page.getByRole('form', { name: '보도자료 작성' })).toHaveCount(0);
});

test('the administrator signs in through Firebase Auth, posts, and the article leads the list and counts a view', async ({
  page,
  problems,
}) => {
  await page.goto(LIST);
  await signIn(page, ADMIN);
  await postArticle(page, { title: TITLE, summary: '에뮬레이터에 올린 보도', content: '첫 문단\n둘째 문단' });

  const table = page.getByRole('main').getByRole('table', { name: '보도자료 목록' });
  await expect(table.locator('tbody tr').first()).toContainText(TITLE);
  await table.getByRole('link', { name: TITLE }).click();
  await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();
  await expect(
    page
      .getByRole('article')
      .locator('div', { has: page.locator('dt', { hasText: '조회수' }) })
      .locator('dd'),
  ).toHaveText('1');

  const stored = await readCollection('press');
  expect(stored).toHaveLength(1);
  expect(JSON.stringify(stored[0])).toContain(TITLE);
  // The next server-rendered list reads the new article from Firestore.
  expect(await (await page.request.get(LIST)).text()).toContain(TITLE);
  expect(problems.errors).toEqual([]);
});

test('a lead from the popup is stored in Firestore, not posted to the host', async ({ page, problems }) => {
  const hostPosts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/leads')) hostPosts.push(request.url());
  });
  await page.goto('/Brand/intro');
  const dialog = await openInterestPopup(page);
  await fillLead(dialog, `파이어베이스고객${RUN}`, '010-2222-3333');
  await dialog.getByRole('button', { name: '등록하기' }).click();
  await expect(dialog.getByRole('status')).toHaveText('등록이 완료되었습니다.전문상담원이 곧 연락드립니다.');

  const leads = await readCollection('leads');
  expect(
    leads.map((lead) => JSON.stringify(lead)).filter((text) => text.includes(`파이어베이스고객${RUN}`)),
  ).toHaveLength(1);
  expect(hostPosts).toEqual([]);
  expect(problems.errors).toEqual([]);
});

test('the inbox in firebase mode: a member is refused, the administrator lists the lead and downloads the CSV', async ({
  page,
  problems,
}) => {
  await page.goto('/admin/leads');
  const form = page.getByRole('form', { name: '관리자 로그인' });
  await form.getByLabel('이메일').fill(MEMBER);
  await form.getByLabel('비밀번호').fill(PASSWORD);
  await form.getByRole('button', { name: '로그인' }).click();
  await expect(page.getByText('권한이 없습니다', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: '로그아웃' }).click();

  await form.getByLabel('이메일').fill(ADMIN);
  await form.getByLabel('비밀번호').fill(PASSWORD);
  await form.getByRole('button', { name: '로그인' }).click();
  await passSecondFactor(page, ADMIN_PHONE);
  const table = page.getByRole('table', { name: /관심고객 신청 목록/ });
  // Exact names: the row's action buttons are named after the visitor too.
  await expect(table.getByRole('cell', { name: `파이어베이스고객${RUN}`, exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: '관심고객 등록', exact: true })).toHaveCount(1);

  // The download needs its reason, which goes into the access record the browser writes.
  const csvForm = page.getByRole('form', { name: 'CSV 내려받기' });
  await csvForm.getByLabel('내려받는 사유').fill('파이어베이스 점검');
  const downloading = page.waitForEvent('download');
  await csvForm.getByRole('button', { name: 'CSV 내려받기' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^gagyeong-leads-\d{8}\.csv$/);
  const csv = readFileSync((await download.path()) ?? '', 'utf8');
  expect(csv.startsWith('\uFEFF"접수일시"')).toBe(true);
  expect(csv).toContain(`"파이어베이스고객${RUN}","010-2222-3333"`);
  expect(problems.errors).toEqual([]);
});
