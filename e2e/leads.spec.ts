import type { Locator, Page } from '@playwright/test';
import { SITE } from '@gagyeong/contracts';
import { expect, ORIGINS, PHONE, signInAdmin, test, waitForRegions } from './fixtures';
import { downloadLeadsCsv } from './support/admin-actions';
import { fillLead, openInterestPopup, phoneButton } from './support/lead-forms';

/**
 * Leads on the embedded backend: a lead from every form reaches the administrator's
 * inbox and CSV; a dead or failing server shows the docs/product.md §8 messages and keeps what was typed.
 * Names carry a run id, so leads of another run or spec cannot be mistaken for these.
 */
test.describe.configure({ mode: 'serial' });

const RUN = Date.now().toString(36);
const NAMES = {
  popup: `팝업고객${RUN}`,
  page: `관심페이지${RUN}`,
  visit: `방문고객${RUN}`,
  customer: `상담고객${RUN}`,
  classic: `폼전송${RUN}`,
} as const;
const SUCCESS = '등록이 완료되었습니다.전문상담원이 곧 연락드립니다.';
const FAILURE = '등록에 실패했습니다. 다시 시도해주세요.';
const NETWORK = '오류가 발생했습니다. 나중에 다시 시도해주세요.';
const SLUG = encodeURIComponent(SITE.slug);

async function openPopup(page: Page): Promise<Locator> {
  await page.goto('/Brand/intro');
  await waitForRegions(page);
  const dialog = await openInterestPopup(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

async function signInToInbox(page: Page): Promise<Locator> {
  await signInAdmin(page);
  await page.goto('/admin/leads');
  const table = page.getByRole('table', { name: /관심고객 신청 목록/ });
  await expect(table).toBeVisible();
  return table;
}

test('the popup sends a lead: 등록중..., then the success message; the back button closes it', async ({
  page,
  problems,
}) => {
  const dialog = await openPopup(page);
  await expect(dialog.getByRole('textbox', { name: '이름' })).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  await fillLead(dialog, NAMES.popup, '010-1111-2222');

  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/leads/popup', async (route) => {
    await held; // hold the request to see the submitting state
    await route.continue();
  });
  await dialog.getByRole('button', { name: '등록하기' }).click();
  await expect(dialog.getByRole('button', { name: '등록중...' })).toBeDisabled();
  release();
  await expect(dialog.getByRole('status')).toHaveText(SUCCESS);
  await page.unroute('**/api/leads/popup');

  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(`${ORIGINS.site}/Brand/intro`);
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  expect(problems.errors).toEqual([]);
});

test('X and Escape close the popup without growing history or changing the route', async ({ page }) => {
  const dialog = await openPopup(page);
  const length = await page.evaluate(() => history.length);
  await dialog.getByRole('button', { name: '닫기' }).click();
  await expect(dialog).toBeHidden();
  await expect(phoneButton(page)).toBeFocused();

  await phoneButton(page).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect.poll(() => page.evaluate(() => history.length)).toBe(length);
  await expect(page).toHaveURL(`${ORIGINS.site}/Brand/intro`);
});

test('with the server unreachable the popup shows the network message and keeps the input', async ({ page }) => {
  const dialog = await openPopup(page);
  await page.route('**/api/leads/popup', (route) => route.abort('connectionrefused'));
  await fillLead(dialog, '연결실패', '010-3333-4444');
  await dialog.getByRole('button', { name: '등록하기' }).click();
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText(NETWORK);
  await dialog.getByRole('button', { name: '다시 입력하기' }).click();
  await expect(dialog.getByRole('textbox', { name: '이름' })).toHaveValue('연결실패');
  await expect(dialog.getByRole('textbox', { name: '연락처' })).toHaveValue('010-3333-4444');
  await expect(dialog.getByRole('checkbox')).toBeChecked();
});

test('with the server answering 500 the popup shows the failure message and keeps the input', async ({ page }) => {
  const dialog = await openPopup(page);
  await page.route('**/api/leads/popup', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"error":{"code":"internal_error","message":"x"}}',
    }),
  );
  await fillLead(dialog, '서버오류', '010-5555-6666');
  await dialog.getByRole('button', { name: '등록하기' }).click();
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText(FAILURE);
  await dialog.getByRole('button', { name: '다시 입력하기' }).click();
  await expect(dialog.getByRole('textbox', { name: '이름' })).toHaveValue('서버오류');
});

test('the /Promotion/Customer page sends a lead', async ({ page, problems }) => {
  await page.goto('/Promotion/Customer');
  const form = page.getByRole('form', { name: '관심고객 등록 신청' });
  await fillLead(form, NAMES.page, '010-7777-8888');
  await form.getByRole('button', { name: '등록하기' }).click();
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: '등록이 완료되었습니다.' })).toHaveText(
    SUCCESS,
  );
  expect(problems.errors).toEqual([]);
});

test.describe('phone layout', () => {
  test.use({ viewport: PHONE });

  test('the home visit form checks the phone pattern and sends a lead', async ({ page, problems }) => {
    await page.goto('/');
    const form = page.getByRole('form', { name: '방문예약' });
    await fillLead(form, NAMES.visit, '02-123-4567', '토요일 오후 방문 희망');
    await form.getByRole('button', { name: '방문예약 신청' }).click();
    expect(
      await form
        .getByRole('textbox', { name: '연락처' })
        .evaluate((el: HTMLInputElement) => el.validity.patternMismatch),
    ).toBe(true);
    await form.getByRole('textbox', { name: '연락처' }).fill('010-1234-5678');
    await form.getByRole('button', { name: '방문예약 신청' }).click();
    await expect(form.getByRole('status')).toHaveText('등록이 완료되었습니다. 전문상담원이 곧 연락드립니다.');
    await expect(form.getByRole('textbox', { name: '이름' })).toHaveValue('');
    expect(problems.errors).toEqual([]);
  });
});

test('the customer page sends an inquiry and clears the form', async ({ page, problems }) => {
  await page.goto(`/${SLUG}/customer`);
  await expect(page.getByRole('heading', { level: 1, name: `${SITE.name} 고객상담` })).toBeVisible();
  const form = page.getByRole('form', { name: '상담 신청' });
  await fillLead(form, NAMES.customer, '010-9999-0000', '임대 조건 문의, "84㎡"\n=1+1');
  await form.getByRole('button', { name: '상담 신청' }).click();
  await expect(form.getByRole('status')).toHaveText('등록이 완료되었습니다. 전문상담원이 곧 연락드립니다.');
  await expect(form.getByRole('textbox', { name: '문의내용' })).toHaveValue('');
  expect(problems.errors).toEqual([]);
});

test('a classic form post without JavaScript is stored and answered with a Korean page', async ({ request }) => {
  const response = await request.post('/api/leads/visit', {
    form: { name: NAMES.classic, phone: '01012345678', message: '', _gotcha: '', consent: 'on' },
    headers: { accept: 'text/html', referer: `${ORIGINS.site}/` },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(201);
  const html = await response.text();
  expect(html).toContain('등록이 완료되었습니다.');
  expect(html).toContain('href="/"');
});

test('every lead appears in the inbox, newest first, and in the CSV', async ({ page }) => {
  const table = await signInToInbox(page);
  for (const name of Object.values(NAMES)) await expect(table.getByRole('cell', { name, exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: '연결실패' })).toHaveCount(0);

  const names = await table.locator('tbody tr td:nth-child(3)').allTextContents();
  const ours = names.filter((name) => name.endsWith(RUN));
  expect(ours).toEqual([NAMES.classic, NAMES.customer, NAMES.visit, NAMES.page, NAMES.popup]);

  await page.getByLabel('신청서').selectOption({ label: '방문예약' });
  await page.getByRole('button', { name: '조회' }).click();
  await expect(table.getByRole('cell', { name: NAMES.popup })).toHaveCount(0);
  await expect(table.getByRole('cell', { name: NAMES.visit, exact: true })).toBeVisible();

  await page.getByLabel('신청서').selectOption({ label: '전체' });
  await page.getByRole('button', { name: '조회' }).click();
  const bytes = await downloadLeadsCsv(page, '신규 신청 확인');
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csv = bytes.toString('utf8');
  for (const name of Object.values(NAMES)) expect(csv).toContain(`"${name}"`);
  expect(csv).toContain('"임대 조건 문의, ""84㎡""\n=1+1"');
});
