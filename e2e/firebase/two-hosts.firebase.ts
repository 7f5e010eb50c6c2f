import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { SITE } from '@gagyeong/contracts';
import { expect, test } from '../fixtures';
import { DATA_DIR } from '../support/env';
import { createAccount, FIREBASE_ORIGIN, readCollection, resetFirestore, SECOND_FIREBASE_ORIGIN } from './emulators';

/**
 * Two hosts in firebase mode on the same emulators (docs/firebase.md, "Running several hosts"):
 * they keep nothing of their own, so what one takes in the other shows. A lead sent without
 * JavaScript through the first is in the second's inbox, where the administrator follows it up
 * and deletes it; an article posted through the second is on the first's server-rendered list.
 */
test.describe.configure({ mode: 'serial' });

const RUN = `${Date.now().toString(36)}h`;
const PASSWORD = randomBytes(12).toString('base64url');
const ADMIN = `two-hosts-${RUN}@e2e.gagyeong.test`;
const LIST = `/${encodeURIComponent(SITE.slug)}/press`;
const CUSTOMER = `두호스트고객${RUN}`;
const TITLE = `두 호스트 보도 ${RUN}`;

test.beforeAll(async () => {
  await resetFirestore();
  await createAccount(ADMIN, PASSWORD, { admin: true });
});

async function signInToInbox(page: Page): Promise<void> {
  const form = page.getByRole('form', { name: '관리자 로그인' });
  await form.getByLabel('이메일').fill(ADMIN);
  await form.getByLabel('비밀번호').fill(PASSWORD);
  await form.getByRole('button', { name: '로그인' }).click();
  await expect(page.getByText(`${ADMIN} 님으로 로그인했습니다`, { exact: false })).toBeVisible();
}

test('neither host opens a data folder, and their local-mode API answers 410 in Korean', async ({ request }) => {
  for (const origin of [FIREBASE_ORIGIN, SECOND_FIREBASE_ORIGIN]) {
    for (const path of [
      '/api/auth/me',
      `/api/press?site=${SITE.slug}`,
      '/api/leads',
      '/api/leads.csv',
      '/api/admin/remotes',
    ]) {
      const response = await request.get(`${origin}${path}`);
      expect(response.status(), `${origin}${path}`).toBe(410);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('served_by_firebase');
      expect(body.error.message).toContain('Firebase를 사용하므로');
    }
  }
  expect(existsSync(`${DATA_DIR}-firebase`)).toBe(false);
  expect(existsSync(`${DATA_DIR}-firebase-second`)).toBe(false);
});

test('a lead sent without JavaScript through one host is in the other host’s inbox, followed up and deleted there', async ({
  browser,
  page,
  problems,
}) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false, locale: 'ko-KR' });
  const visitor = await noScript.newPage();
  await visitor.goto(`${FIREBASE_ORIGIN}/`);
  const form = visitor.getByRole('form', { name: '방문예약' });
  await form.getByLabel(/이름/).fill(CUSTOMER);
  await form.getByLabel(/연락처/).fill('010-3456-7890');
  await form.getByLabel(/문의내용/).fill('두 호스트 방문');
  await form.getByRole('checkbox', { name: /동의합니다/ }).check();
  await form.getByRole('button', { name: '방문예약 신청' }).click();
  await expect(visitor.getByText('등록이 완료되었습니다.')).toBeVisible();
  await noScript.close();

  await page.goto(`${SECOND_FIREBASE_ORIGIN}/admin/leads`);
  await signInToInbox(page);
  const table = page.getByRole('table', { name: /관심고객 신청 목록/ });
  const row = table.getByRole('row').filter({ hasText: CUSTOMER });
  await expect(row).toContainText('010-3456-7890');
  await expect(row).toContainText('두 호스트 방문');

  await row.getByRole('combobox', { name: `${CUSTOMER} 상태` }).selectOption({ label: '상담 종료' });
  await expect(row.locator('time', { hasText: /^종료 / })).toBeVisible();
  await row.getByRole('button', { name: `${CUSTOMER} 메모 수정` }).click();
  await row.getByRole('textbox', { name: `${CUSTOMER} 메모` }).fill('두 번째 호스트에서 연락함');
  await row.getByRole('button', { name: '메모 저장' }).click();
  await expect(row).toContainText('두 번째 호스트에서 연락함');

  // Reloaded from Firestore: the follow-up was stored, not only shown.
  await page.reload();
  const reloaded = page
    .getByRole('table', { name: /관심고객 신청 목록/ })
    .getByRole('row')
    .filter({ hasText: CUSTOMER });
  await expect(reloaded.getByRole('combobox', { name: `${CUSTOMER} 상태` })).toHaveValue('closed');
  await expect(reloaded).toContainText('두 번째 호스트에서 연락함');

  await reloaded.getByRole('button', { name: `${CUSTOMER} 삭제` }).click();
  await reloaded.getByRole('button', { name: '삭제 확인' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${CUSTOMER} 님의 정보를 파기했습니다.` })).toBeVisible();
  const leads = await readCollection('leads');
  expect(JSON.stringify(leads)).not.toContain(CUSTOMER);
  const deletions = await readCollection('leadDeletions');
  expect(deletions).toHaveLength(1);
  expect(JSON.stringify(deletions)).not.toContain(CUSTOMER);

  // The admin home keeps the Firebase session (its dashboard is local mode's).
  await page.goto(`${SECOND_FIREBASE_ORIGIN}/admin`);
  await expect(page.getByText(`${ADMIN} 님으로 로그인했습니다`, { exact: false })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(problems.errors).toEqual([]);
});

test('the same submission through both hosts is stored once; changed content under its id is refused', async ({
  request,
}) => {
  const lead = {
    id: '3d3c1f0e-8a4b-4c2d-9e1f-0a1b2c3d4e5f',
    name: `재전송${RUN}`,
    phone: '010-1111-2222',
    consent: true,
  };
  const first = await request.post(`${FIREBASE_ORIGIN}/api/leads/popup`, {
    data: lead,
    headers: { origin: FIREBASE_ORIGIN },
  });
  expect(first.status()).toBe(201);
  const again = await request.post(`${SECOND_FIREBASE_ORIGIN}/api/leads/popup`, {
    data: lead,
    headers: { origin: SECOND_FIREBASE_ORIGIN },
  });
  expect(again.status()).toBe(200);
  expect(await again.json()).toEqual({ ok: true, id: lead.id });
  const changed = await request.post(`${SECOND_FIREBASE_ORIGIN}/api/leads/popup`, {
    data: { ...lead, name: '다른 사람' },
    headers: { origin: SECOND_FIREBASE_ORIGIN },
  });
  expect(changed.status()).toBe(409);
  expect(((await changed.json()) as { error: { message: string } }).error.message).toContain('같은 신청 번호');
  const invalid = await request.post(`${SECOND_FIREBASE_ORIGIN}/api/leads/visit`, {
    data: { ...lead, id: undefined, phone: '02-123-4567' },
    headers: { origin: SECOND_FIREBASE_ORIGIN },
  });
  expect(invalid.status()).toBe(400);
  const stored = (await readCollection('leads')).filter((document) =>
    JSON.stringify(document).includes(`재전송${RUN}`),
  );
  expect(stored).toHaveLength(1);
});

test('an article posted through one host is on the other host’s server-rendered list and sitemap', async ({
  page,
  problems,
}) => {
  await page.goto(`${SECOND_FIREBASE_ORIGIN}${LIST}`);
  const signIn = page.getByRole('form', { name: '관리자 로그인' });
  await signIn.getByLabel('이메일').fill(ADMIN);
  await signIn.getByLabel('비밀번호').fill(PASSWORD);
  await signIn.getByRole('button', { name: '관리자 로그인' }).click();
  const form = page.getByRole('form', { name: '보도자료 작성' });
  await form.getByLabel(/제목/).fill(TITLE);
  await form.getByLabel(/요약/).fill('두 번째 호스트에서 올린 보도');
  await form.getByLabel('본문').fill('본문');
  await form.getByRole('button', { name: '등록' }).click();
  await expect(form.getByRole('status')).toHaveText('보도자료가 등록되었습니다.');

  const html = await (await page.request.get(`${FIREBASE_ORIGIN}${LIST}`)).text();
  expect(html).toContain(TITLE);
  const [article] = await readCollection('press');
  const id = String((article as { name?: string } | undefined)?.name ?? '')
    .split('/')
    .pop();
  expect(id).not.toBe('');
  const sitemap = await (await page.request.get(`${FIREBASE_ORIGIN}/sitemap.xml`)).text();
  expect(sitemap).toContain(`${LIST}/${id}</loc>`);
  expect(problems.errors).toEqual([]);
});

test('beacons taken in by both hosts add up in Firestore, and /admin shows their p75 there', async ({
  page,
  request,
}) => {
  const send = (origin: string, index: number, value: number) =>
    request.post(`${origin}/api/telemetry`, {
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin },
      data: JSON.stringify({
        v: 1,
        view: `${RUN}view${index}`,
        page: { route: '/Interior/84A', device: 'phone' },
        events: [
          { kind: 'vital', name: 'LCP', value, element: 'main>img' },
          { kind: 'vital', name: 'TTFB', value: 200 },
        ],
      }),
    });
  for (const [index, value] of [1000, 1200, 1400, 2000].entries()) {
    const response = await send(index % 2 === 0 ? FIREBASE_ORIGIN : SECOND_FIREBASE_ORIGIN, index, value);
    expect(response.status()).toBe(204);
  }
  // Each host writes its own counters (no credential: firestore.rules allow exactly that shape).
  await expect.poll(async () => (await readCollection('telemetryMinutes')).length).toBeGreaterThanOrEqual(2);

  await page.goto(`${FIREBASE_ORIGIN}/admin`);
  await signInToInbox(page);
  const row = page
    .getByRole('region', { name: '실제 방문자의 페이지 속도' })
    .getByRole('row', { name: /\/Interior\/84A/ });
  await expect(row.getByRole('cell')).toHaveText([
    '휴대폰',
    '4',
    '1.40초 (좋음)',
    '-',
    '-',
    '200ms (좋음)',
    'main>img (4)',
  ]);
});
