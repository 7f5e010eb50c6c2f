import { expect, signInAdmin, test } from './fixtures';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page’s server-rendered visit form posts as a classic form: stored and answered in Korean', async ({
    page,
    request,
  }) => {
    const name = `무스크립트${Date.now().toString(36)}`;
    await page.goto('/');
    const form = page.getByRole('form', { name: '방문예약' });
    await form.getByLabel(/이름/).fill(name);
    await form.getByLabel(/연락처/).fill('010-2345-6789');
    await form.getByLabel(/문의내용/).fill('주말 방문 희망');
    await form.getByRole('checkbox', { name: /동의합니다/ }).check();
    await form.getByRole('button', { name: '방문예약 신청' }).click();
    await expect(page.getByText('등록이 완료되었습니다.')).toBeVisible();

    // The administrator sees it in the inbox API.
    await signInAdmin(request);
    const leads = (await (await request.get('/api/leads?form=visit')).json()) as {
      items: { name: string; phone: string; message: string }[];
    };
    expect(leads.items.find((lead) => lead.name === name)).toMatchObject({
      phone: '010-2345-6789',
      message: '주말 방문 희망',
    });
  });
});

test.describe('without JavaScript, on a page without a lead form', () => {
  test.use({ javaScriptEnabled: false });

  test('the page’s content is there, and a visit reservation form is offered below it', async ({ page }) => {
    await page.goto('/Brand/intro');
    await expect(page.locator('main h1, main h2').first()).toBeVisible();
    await expect(page.getByRole('form', { name: '방문예약 신청' })).toBeVisible();
  });

  test('that form posts to the runtime config’s visit endpoint and the lead is stored', async ({ page, request }) => {
    const name = `무스크립트브랜드${Date.now().toString(36)}`;
    await page.goto('/Brand/intro');
    const config = (await (await request.get('/config.json')).json()) as { leads: { visit: string } };
    const form = page.getByRole('form', { name: '방문예약 신청' });
    expect(await form.getAttribute('action')).toBe(config.leads.visit);
    await form.getByLabel(/이름/).fill(name);
    await form.getByLabel(/연락처/).fill('010-3456-7890');
    await form.getByRole('checkbox', { name: /동의합니다/ }).check();
    await form.getByRole('button', { name: '방문예약 신청' }).click();
    await expect(page.getByText('등록이 완료되었습니다.')).toBeVisible();

    await signInAdmin(request);
    const leads = (await (await request.get('/api/leads?form=visit')).json()) as {
      items: { name: string; phone: string }[];
    };
    expect(leads.items.find((lead) => lead.name === name)).toMatchObject({ phone: '010-3456-7890' });
  });
});
