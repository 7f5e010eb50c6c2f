import { SITE } from '@gagyeong/contracts';
import { admin, expect, PHONE, test, waitForRegions } from './fixtures';

/**
 * Campaign attribution end to end: a visit lands with campaign parameters, wanders two pages on,
 * and sends the popup; the lead carries the landing page and campaign into the inbox, the CSV
 * filter and the dashboard on /admin.
 */
const RUN = Date.now().toString(36);
const NAME = `캠페인고객${RUN}`;
const CAMPAIGN = `spring${RUN}`;

test('a lead from /?utm_source=naver&utm_campaign=… two pages later shows under that source and campaign', async ({ page, problems }) => {
  await page.goto(`/?utm_source=naver&utm_campaign=${CAMPAIGN}`);
  await waitForRegions(page);
  // Two pages on, inside the site (client-side navigation and a full load both keep the first page).
  await page.goto('/Brand/intro');
  await waitForRegions(page);
  await page.goto(`/${encodeURIComponent(SITE.slug)}/press`);
  await waitForRegions(page);

  await page.getByRole('banner').getByRole('button', { name: new RegExp(SITE.phone) }).click();
  const dialog = page.getByRole('dialog', { name: '관심고객 등록' });
  await expect(dialog.getByText('방문 경로(처음 본 페이지')).toBeVisible();
  await dialog.getByRole('textbox', { name: '이름' }).fill(NAME);
  await dialog.getByRole('textbox', { name: '연락처' }).fill('010-2468-1357');
  await dialog.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ }).check();
  await dialog.getByRole('button', { name: '등록하기' }).click();
  await expect(dialog.getByRole('status')).toContainText('등록이 완료되었습니다.');
  expect(await page.context().cookies()).toEqual([]);

  // The inbox, filtered by the campaign: this lead, from naver, landing on /.
  await page.goto('/admin/leads');
  const form = page.getByRole('form', { name: '관리자 로그인' });
  await form.getByLabel('이메일').fill(admin.email);
  await form.getByLabel('비밀번호').fill(admin.password);
  await form.getByRole('button', { name: '로그인' }).click();
  await page.getByRole('textbox', { name: '캠페인' }).fill(CAMPAIGN);
  await page.getByRole('button', { name: '조회' }).click();
  const table = page.getByRole('table', { name: /관심고객 신청 목록/ });
  const row = table.getByRole('row').filter({ has: page.getByRole('cell', { name: NAME, exact: true }) });
  await expect(row).toHaveCount(1);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(row).toContainText(`naver / ${CAMPAIGN}`);
  await expect(row).toContainText('첫 페이지 /');

  // The dashboard: today's bar counts it under naver, and the campaign table lists it.
  await page.goto('/admin');
  const campaigns = page.getByRole('table', { name: '캠페인별 신청' });
  const campaignRow = campaigns.getByRole('row').filter({ has: page.getByRole('cell', { name: CAMPAIGN, exact: true }) });
  await expect(campaignRow.getByRole('cell')).toHaveText(['naver', '-', CAMPAIGN, '1', /%$/]);
  const chart = page.getByRole('img', { name: /일별 신청 수$/ });
  await expect(chart.locator(':scope > g > title').last()).toContainText('naver 1');
  expect(problems.errors).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the dashboard and the link builder fit 390 px without sideways scrolling', async ({ page }) => {
    await page.goto('/admin');
    const form = page.getByRole('form', { name: '관리자 로그인' });
    await form.getByLabel('이메일').fill(admin.email);
    await form.getByLabel('비밀번호').fill(admin.password);
    await form.getByRole('button', { name: '로그인' }).click();
    const chart = page.getByRole('img', { name: /일별 신청 수$/ });
    await expect(chart).toBeVisible();
    const box = await chart.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(PHONE.width);
    await page.getByLabel('유입 경로 (utm_source)').fill('qr');
    await expect(page.getByRole('img', { name: /^QR 코드: / })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
