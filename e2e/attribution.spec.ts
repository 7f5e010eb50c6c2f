import { BOOT_DATA_ELEMENT_ID, SITE } from '@gagyeong/contracts';
import { BUCKET_COOKIE } from '@gagyeong/contracts/delivery';
import { expect, firstViewReady, PHONE, signInAdmin, signInWithForm, test, waitForRegions } from './fixtures';
import { fillLead, openInterestPopup } from './support/lead-forms';

/**
 * Campaign attribution end to end: a visit lands with campaign parameters, wanders two pages on,
 * and sends the popup; the lead carries the landing page and campaign into the inbox, the CSV
 * filter and the dashboard on /admin.
 */
const RUN = Date.now().toString(36);
const NAME = `캠페인고객${RUN}`;
const CAMPAIGN = `spring${RUN}`;

/**
 * What the server rendered into #root: up to the boot data, with the page's JSON-LD (a script
 * inside the page) left out, so only what a visitor sees counts.
 */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf(`<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}"`, start);
  return html.slice(start, end === -1 ? undefined : end).replace(/<script\b[\s\S]*?<\/script>/g, '');
}

test('a lead from /?utm_source=naver&utm_campaign=… two pages later shows under that source and campaign', async ({
  page,
  problems,
}) => {
  await page.goto(`/?utm_source=naver&utm_campaign=${CAMPAIGN}`);
  await waitForRegions(page);
  // Two pages on, inside the site (client-side navigation and a full load both keep the first page).
  await page.goto('/Brand/intro');
  await waitForRegions(page);
  await page.goto(`/${encodeURIComponent(SITE.slug)}/press`);
  await waitForRegions(page);

  const dialog = await openInterestPopup(page);
  await expect(dialog.getByText('방문 경로(처음 본 페이지')).toBeVisible();
  await fillLead(dialog, NAME, '010-2468-1357');
  await dialog.getByRole('button', { name: '등록하기' }).click();
  await expect(dialog.getByRole('status')).toContainText('등록이 완료되었습니다.');
  // Attribution keeps no cookie: the only one is the signed visitor bucket the telemetry endpoint
  // gives every browser (docs/decisions/0125-signed-visitors-and-the-canary-judge.md), and it
  // carries no campaign.
  const cookies = await page.context().cookies();
  expect(cookies.map((cookie) => cookie.name).filter((name) => name !== BUCKET_COOKIE)).toEqual([]);
  for (const cookie of cookies) expect(cookie.value).toMatch(/^b1\.[\w-]+\.[\w-]+$/);
  expect(JSON.stringify(cookies)).not.toContain(CAMPAIGN);

  // The inbox, filtered by the campaign: this lead, from naver, landing on /.
  await page.goto('/admin/leads');
  await signInWithForm(page, page.getByRole('form', { name: '관리자 로그인' }));
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
  const campaignRow = campaigns
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: CAMPAIGN, exact: true }) });
  await expect(campaignRow.getByRole('cell')).toHaveText(['naver', '-', CAMPAIGN, '1', /%$/]);
  const chart = page.getByRole('img', { name: /일별 신청 수$/ });
  await expect(chart.locator(':scope > g > title').last()).toContainText('naver 1');
  expect(problems.errors).toEqual([]);

  // The dashboard is in the HTML the server answers for the administrator's session, and kept by no cache.
  const mine = await page.request.get('/admin');
  expect(mine.headers()['cache-control']).toBe('private, no-store');
  const root = rootOf(await mine.text());
  expect(root).toContain('캠페인별 신청');
  expect(root).toContain(`<td>${CAMPAIGN}</td>`);
  expect(root).toMatch(/일별 신청 수/);
});

test('an anonymous visitor gets the sign-in form from the server, never figures', async ({ request }) => {
  const response = await request.get('/admin');
  const html = await response.text();
  expect(rootOf(html)).toContain('관리자 로그인');
  // Nowhere in the answer, boot data included.
  expect(html).not.toContain('캠페인별 신청');
  expect(html).not.toContain('일별 신청 수');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  const NOJS_CAMPAIGN = `nojs${RUN}`;

  test('a visit form posted from the landing page carries its campaign, Naver keys and referring site; the dashboard and its period work without a script', async ({
    page,
    browser,
    baseURL,
  }) => {
    const name = `노스크립트${RUN}`;
    await page.goto(
      `/?utm_source=naver&utm_campaign=${NOJS_CAMPAIGN}&n_query=${encodeURIComponent('가경동 아파트')}&n_rank=3`,
      {
        referer: 'https://m.search.naver.com/search.naver?query=x',
      },
    );
    const form = page.getByRole('form', { name: '방문예약' });
    await form.getByLabel(/이름/).fill(name);
    await form.getByLabel(/연락처/).fill('010-3456-7890');
    await form.getByRole('checkbox', { name: /동의합니다/ }).check();
    await form.getByRole('button', { name: '방문예약 신청' }).click();
    await expect(page.getByText('등록이 완료되었습니다.')).toBeVisible();

    // The same page from inside the site starts no visit: its form has no attribution to send.
    await page.goto('/', { referer: `${new URL(page.url()).origin}/Brand/intro` });
    expect(await page.locator('form[aria-label="방문예약"] input[type="hidden"]').count()).toBe(0);

    // An administrator's session in a browser without JavaScript: the figures come from the server.
    const signedIn = await browser.newContext({ javaScriptEnabled: true, baseURL });
    const signer = await signedIn.newPage();
    await signer.goto('/admin');
    await firstViewReady(signer);
    await signInWithForm(signer, signer.getByRole('form', { name: '관리자 로그인' }));
    await expect(signer.getByRole('navigation', { name: '관리자 메뉴' })).toBeVisible();
    const leads = (await (await signer.request.get(`/api/leads?campaign=${NOJS_CAMPAIGN}`)).json()) as {
      items: { name: string; attribution: Record<string, string> }[];
    };
    expect(leads.items.map((lead) => [lead.name, lead.attribution])).toEqual([
      [
        name,
        expect.objectContaining({
          landingPath: '/',
          referrerHost: 'm.search.naver.com',
          utmSource: 'naver',
          utmCampaign: NOJS_CAMPAIGN,
          naverQuery: '가경동 아파트',
          naverRank: '3',
        }),
      ],
    ]);
    await page.context().addCookies(await signedIn.cookies());
    await signedIn.close();

    await page.goto('/admin');
    const campaigns = page.getByRole('table', { name: '캠페인별 신청' });
    await expect(
      campaigns.getByRole('row').filter({ has: page.getByRole('cell', { name: NOJS_CAMPAIGN, exact: true }) }),
    ).toHaveCount(1);
    // A period before the lead: the GET form reloads /admin?from=&to= rendered for it.
    const period = page.getByRole('form', { name: '기간' });
    await period.getByLabel('시작일').fill('2020-01-01');
    await period.getByLabel('종료일').fill('2020-01-31');
    await period.getByRole('button', { name: '조회' }).click();
    await expect(page).toHaveURL(/\/admin\?from=2020-01-01&to=2020-01-31$/);
    await expect(page.getByText('기간 중 신청 0건')).toBeVisible();
    await expect(period.getByLabel('시작일')).toHaveValue('2020-01-01');
  });

  test('the no-JavaScript form of a page without a lead form carries the visit too', async ({
    page,
    browser,
    baseURL,
  }) => {
    const name = `노스크립트폼${RUN}`;
    const campaign = `noscript${RUN}`;
    await page.goto(`/Brand/intro?utm_source=kakao&utm_medium=sms&utm_campaign=${campaign}`);
    const form = page.getByRole('form', { name: '방문예약 신청' });
    await form.getByLabel(/이름/).fill(name);
    await form.getByLabel(/연락처/).fill('010-4567-8901');
    await form.getByRole('checkbox', { name: /동의합니다/ }).check();
    await form.getByRole('button', { name: '방문예약 신청' }).click();
    await expect(page.getByText('등록이 완료되었습니다.')).toBeVisible();

    const context = await browser.newContext({ baseURL });
    try {
      await signInAdmin(context);
      const leads = (await (await context.request.get(`/api/leads?campaign=${campaign}`)).json()) as {
        items: { name: string; attribution: Record<string, string> }[];
      };
      expect(leads.items.map((lead) => [lead.name, lead.attribution])).toEqual([
        [
          name,
          expect.objectContaining({
            landingPath: '/Brand/intro',
            utmSource: 'kakao',
            utmMedium: 'sms',
            utmCampaign: campaign,
          }),
        ],
      ]);
    } finally {
      await context.close();
    }
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the dashboard and the link builder fit 390 px without sideways scrolling', async ({ page }) => {
    await page.goto('/admin');
    await signInWithForm(page, page.getByRole('form', { name: '관리자 로그인' }));
    const chart = page.getByRole('img', { name: /일별 신청 수$/ });
    await expect(chart).toBeVisible();
    const box = await chart.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(PHONE.width);
    await page.getByLabel('유입 경로 (utm_source)').fill('qr');
    await expect(page.getByRole('img', { name: /^QR 코드: / })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
