import type { BrowserContext, Locator, Page } from '@playwright/test';
import { SITE } from '@gagyeong/contracts';
import { admin, adminCode, expect, PHONE, signInAdmin, test } from './fixtures';
import { holdScripts, hydrated, type HeldScripts } from './support/held-scripts';
import { openInterestPopup } from './support/lead-forms';

/**
 * Typing while the scripts start (docs/architecture.md §3, "Before hydration"): every form of the
 * site is typed into while its page's scripts are held back (the server's HTML alone), then while
 * they run (the shell started, the form's own module still held), then after hydration; the fields
 * keep every part, and what is sent is exactly what they show. The holds are released by the test,
 * not by a clock, so each step happens in its phase on every run. The forms the browser draws
 * itself (the popup, the press page's) are typed into as soon as they appear.
 */
const RUN = Date.now().toString(36);
const SLUG = encodeURIComponent(SITE.slug);
/** The forms' remote: held while the shell runs, so its regions keep the server's HTML unhydrated. */
const LEADS_REMOTE = /\/remotes\/mf-leads\//u;
const CONSENT = /개인정보 수집·이용에 동의합니다/u;

/** A page of the test's own (without the fixture's wait for scripts), its console errors collected. */
async function heldPage(
  context: BrowserContext,
  path: string,
  viewport?: { readonly width: number; readonly height: number },
): Promise<{ page: Page; scripts: HeldScripts; errors: string[] }> {
  const page = await context.newPage();
  if (viewport) await page.setViewportSize(viewport);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  const scripts = await holdScripts(page);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return { page, scripts, errors };
}

/**
 * Releases the shell and every other script but `remote`'s, and waits until the shell has
 * hydrated its own part (its header works) and asked for `remote`: the form's region keeps the
 * server's HTML, not yet hydrated.
 */
async function startShell(page: Page, scripts: HeldScripts, remote: RegExp = LEADS_REMOTE): Promise<void> {
  scripts.release(remote);
  await scripts.requested(remote);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-gg-shell-ready'));
}

/** Types `text` after what the field holds, as a visitor who taps at its end does. */
async function typeOn(field: Locator, text: string): Promise<void> {
  await field.press('End');
  await field.pressSequentially(text);
}

/** Lets the last scripts through and waits for the page to be hydrated. */
async function finish(page: Page, scripts: HeldScripts): Promise<void> {
  scripts.release();
  await hydrated(page);
}

/** The JSON a lead form sends, once it is sent (the server's 201 included). */
async function sentLead(page: Page, form: string, send: () => Promise<void>): Promise<Record<string, unknown>> {
  const [request] = await Promise.all([
    page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith(`/api/leads/${form}`)),
    send(),
  ]);
  expect((await request.response())?.status()).toBe(201);
  return request.postDataJSON() as Record<string, unknown>;
}

/** No field of `form` shows as invalid (a submit marks fields as interacted with). */
async function invalidFields(form: Locator): Promise<string[]> {
  return form
    .locator('input, textarea, select')
    .evaluateAll((fields) =>
      fields.filter((field) => field.matches(':user-invalid')).map((field) => field.getAttribute('name') ?? ''),
    );
}

/**
 * The lead forms the server renders: 이름 typed in two parts, before the scripts and while they
 * run; 연락처 in three, the last after hydration (which renders the form again); the consent ticked
 * before the scripts; 문의내용, where there is one, typed before them.
 */
async function typeLeadForm(page: Page, scripts: HeldScripts, form: Locator, hasMessage: boolean) {
  const name = form.getByRole('textbox', { name: '이름' });
  const phone = form.getByRole('textbox', { name: '연락처' });
  const message = form.getByRole('textbox', { name: '문의내용' });

  await name.pressSequentially(`수화${RUN}`);
  await phone.pressSequentially('010-12');
  if (hasMessage) await message.pressSequentially('토요일 오후 방문');
  await form.getByRole('checkbox', { name: CONSENT }).check();

  await startShell(page, scripts);
  await typeOn(name, '전');
  await typeOn(phone, '34-56');

  await finish(page, scripts);
  await typeOn(phone, '78');

  const typed = {
    name: `수화${RUN}전`,
    phone: '010-1234-5678',
    ...(hasMessage ? { message: '토요일 오후 방문' } : {}),
  };
  await expect(name).toHaveValue(typed.name);
  await expect(phone).toHaveValue(typed.phone);
  if (hasMessage) await expect(message).toHaveValue('토요일 오후 방문');
  await expect(form.getByRole('checkbox', { name: CONSENT })).toBeChecked();
  return { ...typed, consent: true };
}

/** The lead forms that stay on the page after a success: the home visit form and the customer page. */
const INLINE_LEAD_FORMS = [
  { path: '/', label: 'the home visit form', name: '방문예약', submit: '방문예약 신청', form: 'visit' },
  {
    path: `/${SLUG}/customer`,
    label: `/${SITE.slug}/customer`,
    name: '상담 신청',
    submit: '상담 신청',
    form: 'customer',
  },
] as const;

for (const lead of INLINE_LEAD_FORMS) {
  test(`${lead.label} keeps what was typed before and while its scripts ran, sends it, then clears without errors`, async ({
    context,
  }) => {
    const { page, scripts, errors } = await heldPage(context, lead.path);
    const form = page.getByRole('form', { name: lead.name });
    const typed = await typeLeadForm(page, scripts, form, true);

    const sent = await sentLead(page, lead.form, () => form.getByRole('button', { name: lead.submit }).click());
    expect(sent).toMatchObject({ form: lead.form, ...typed });
    await expect(form.getByRole('status')).toHaveText('등록이 완료되었습니다. 전문상담원이 곧 연락드립니다.');
    for (const field of ['이름', '연락처', '문의내용'])
      await expect(form.getByRole('textbox', { name: field })).toHaveValue('');
    await expect(form.getByRole('checkbox', { name: CONSENT })).not.toBeChecked();
    // Emptied after the success, no field shows as invalid beside the message.
    expect(await invalidFields(form)).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('/Promotion/Customer keeps what was typed before and while its scripts ran, and sends it', async ({ context }) => {
  const { page, scripts, errors } = await heldPage(context, '/Promotion/Customer');
  const form = page.getByRole('form', { name: '관심고객 등록 신청' });
  const typed = await typeLeadForm(page, scripts, form, false);

  const sent = await sentLead(page, 'popup', () => form.getByRole('button', { name: '등록하기' }).click());
  expect(sent).toMatchObject({ form: 'popup', ...typed });
  expect(sent).not.toHaveProperty('message');
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: '등록이 완료되었습니다.' })).toBeVisible();
  await page.getByRole('button', { name: '새로 등록하기' }).click();
  await expect(form.getByRole('textbox', { name: '이름' })).toHaveValue('');
  expect(await invalidFields(form)).toEqual([]);
  expect(errors).toEqual([]);
});

test('the popup, opened while the home visit form still waits for its script, leaves that form as typed; both send what they show', async ({
  context,
}) => {
  const { page, scripts, errors } = await heldPage(context, '/');
  const visit = page.getByRole('form', { name: '방문예약' });
  const visitName = visit.getByRole('textbox', { name: '이름' });
  await visitName.pressSequentially(`방문${RUN}`);
  // The shell runs, the visit form's module is held; the popup's module may load.
  await startShell(page, scripts, /__federation_expose_VisitForm/u);
  await typeOn(visitName, '객');

  const dialog = await openInterestPopup(page);
  await dialog.getByRole('textbox', { name: '이름' }).pressSequentially(`팝업${RUN}`);
  await dialog.getByRole('textbox', { name: '연락처' }).pressSequentially('010-3333-4444');
  await dialog.getByRole('checkbox', { name: CONSENT }).check();
  const fromPopup = await sentLead(page, 'popup', () => dialog.getByRole('button', { name: '등록하기' }).click());
  expect(fromPopup).toMatchObject({ form: 'popup', name: `팝업${RUN}`, phone: '010-3333-4444', consent: true });
  await dialog.getByRole('button', { name: '확인' }).click();
  await expect(dialog).toBeHidden();

  // The visit form was never replaced while its script was on its way.
  await expect(visitName).toHaveValue(`방문${RUN}객`);
  await finish(page, scripts);
  await visit.getByRole('textbox', { name: '연락처' }).pressSequentially('010-5555-6666');
  await visit.getByRole('checkbox', { name: CONSENT }).check();
  await expect(visitName).toHaveValue(`방문${RUN}객`);
  const fromVisit = await sentLead(page, 'visit', () => visit.getByRole('button', { name: '방문예약 신청' }).click());
  expect(fromVisit).toMatchObject({ form: 'visit', name: `방문${RUN}객`, phone: '010-5555-6666', consent: true });
  expect(errors).toEqual([]);
});

test("/admin's sign-in keeps the email, password and code typed before and while its scripts ran, and signs in with them", async ({
  context,
  request,
}) => {
  const { page, scripts, errors } = await heldPage(context, '/admin');
  const form = page.getByRole('form', { name: '관리자 로그인' });
  const [user, domain] = admin.email.split('@') as [string, string];
  await form.getByLabel('이메일').pressSequentially(`${user}@`);
  await form.getByLabel('비밀번호').pressSequentially(admin.password.slice(0, 6));

  await startShell(page, scripts);
  await typeOn(form.getByLabel('이메일'), domain);
  await typeOn(form.getByLabel('비밀번호'), admin.password.slice(6));
  // From a request context of its own: enrolling the administrator must not sign this page in.
  const code = await adminCode(request);
  await form.getByLabel('인증 코드').pressSequentially(code.slice(0, 3));

  await finish(page, scripts);
  await typeOn(form.getByLabel('인증 코드'), code.slice(3));
  await expect(form.getByLabel('이메일')).toHaveValue(admin.email);
  await expect(form.getByLabel('비밀번호')).toHaveValue(admin.password);

  const [login] = await Promise.all([
    page.waitForRequest((sent) => sent.url().endsWith('/api/auth/login')),
    form.getByRole('button', { name: '로그인', exact: true }).click(),
  ]);
  expect(login.postDataJSON()).toEqual({ email: admin.email, password: admin.password, code });
  await expect(page.getByText(`${admin.email} 님으로 로그인했습니다.`)).toBeVisible();
  expect(errors).toEqual([]);
});

test("/admin's query forms, rendered for the administrator, keep what was typed and chosen before and while the scripts ran", async ({
  context,
}) => {
  await signInAdmin(context);
  const { page, scripts, errors } = await heldPage(context, '/admin');
  const period = page.getByRole('form', { name: '기간' });
  const vitals = page.getByRole('form', { name: '측정 구간' });
  const source = page.getByRole('textbox', { name: /utm_source/u });
  // Date inputs take a whole date (what a picker sets); the select a choice.
  await period.getByLabel('시작일').fill('2026-01-05');
  await vitals.getByLabel('측정 구간').selectOption({ label: '최근 30일' });
  await page.getByRole('radio', { name: '신청서별' }).check();
  await source.pressSequentially('naver');

  await startShell(page, scripts);
  await period.getByLabel('종료일').fill('2026-01-20');
  await typeOn(source, '_blog');

  await finish(page, scripts);
  await page.getByRole('textbox', { name: /utm_campaign/u }).pressSequentially(`spring${RUN}`);
  await expect(period.getByLabel('시작일')).toHaveValue('2026-01-05');
  await expect(period.getByLabel('종료일')).toHaveValue('2026-01-20');
  await expect(vitals.getByLabel('측정 구간')).toHaveValue('30');
  await expect(source).toHaveValue('naver_blog');
  // The link is built from the state: it has every part.
  await expect(page.getByLabel('만든 링크')).toHaveValue(/utm_source=naver_blog&.*utm_campaign=spring/u);

  const [stats] = await Promise.all([
    page.waitForRequest((request) => request.url().includes('/api/leads/stats')),
    period.getByRole('button', { name: '조회' }).click(),
  ]);
  expect(new URL(stats.url()).searchParams.get('from')).toBe('2026-01-05');
  expect(new URL(stats.url()).searchParams.get('to')).toBe('2026-01-20');
  // The new period's figures drew the chart's choices again: the one chosen before the scripts.
  await expect(page.getByRole('radio', { name: '신청서별' })).toBeChecked();
  const [report] = await Promise.all([
    page.waitForRequest((request) => request.url().includes('/api/admin/vitals?')),
    vitals.getByRole('button', { name: '조회' }).click(),
  ]);
  expect(report.url()).toMatch(/[?&]days=30\b/u);
  expect(errors).toEqual([]);
});

test("the press page's sign-in and write forms, drawn by the browser, send what was typed as they appeared", async ({
  context,
  request,
}) => {
  const { page, scripts, errors } = await heldPage(context, `/${SLUG}/press`);
  // Nothing to type into before the scripts: who is signed in is known only in the browser.
  await expect(page.getByRole('form', { name: '관리자 로그인' })).toHaveCount(0);
  scripts.release();
  const login = page.getByRole('form', { name: '관리자 로그인' });
  await login.getByLabel('이메일').pressSequentially(admin.email);
  await login.getByLabel('비밀번호').pressSequentially(admin.password);
  const code = await adminCode(request);
  await login.getByLabel('인증 코드').pressSequentially(code);
  await expect(login.getByLabel('이메일')).toHaveValue(admin.email);
  const [signIn] = await Promise.all([
    page.waitForRequest((sent) => sent.url().endsWith('/api/auth/login')),
    login.getByRole('button', { name: '관리자 로그인' }).click(),
  ]);
  expect(signIn.postDataJSON()).toEqual({ email: admin.email, password: admin.password, code });

  const write = page.getByRole('form', { name: '보도자료 작성' });
  const article = { title: `수화 기사 ${RUN}`, summary: '입력이 남는지 봅니다', content: '첫 문단\n둘째 문단' };
  await write.getByLabel(/제목/u).pressSequentially(article.title);
  await write.getByLabel(/요약/u).pressSequentially(article.summary);
  await write.getByLabel(/본문/u).fill(article.content);
  const [posted] = await Promise.all([
    page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/press')),
    write.getByRole('button', { name: '등록' }).click(),
  ]);
  expect(posted.postDataJSON()).toMatchObject({ siteId: SITE.slug, ...article });
  await expect(write.getByLabel(/제목/u)).toHaveValue('');
  expect(errors).toEqual([]);
});

for (const viewport of [{ width: 1440, height: 900 }, PHONE]) {
  test(`the recruitment notice shows on a direct load whose image arrived before the scripts (${viewport.width}px)`, async ({
    context,
  }) => {
    const { page, scripts, errors } = await heldPage(context, '/SalesInfo/announcement', viewport);
    const notice = page.getByRole('img', { name: /입주자 모집공고 안내문/u });
    // Its load event fires now, while no script listens.
    await expect
      .poll(() => notice.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    await finish(page, scripts);
    await expect(page.getByText('파일을 불러오는 중입니다')).toHaveCount(0);
    await expect(notice).toHaveAttribute('data-loaded', 'true');
    await expect.poll(() => notice.evaluate((image) => getComputedStyle(image).opacity)).toBe('1');
    expect(errors).toEqual([]);
  });
}
