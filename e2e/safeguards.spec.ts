import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { expect, freshCode, ORIGINS, signInAdmin, test } from './fixtures';
import { DATA_DIR, PORTS } from './support/env';
import { killHost, startHost } from './support/own-host';

/** The idle test's own host (a 5-second idle bound). */
const OWN_HOST = `http://127.0.0.1:${PORTS.idleHost}`;

/**
 * The safeguards an administrator meets (docs/decisions/0095-safeguards-for-personal-data.md): enrolling the
 * TOTP second factor by scanning the QR code, codes accepted once, a recovery code once, the idle
 * timeout, and a CSV download that needs its reason and shows in the access records.
 */
test.describe.configure({ mode: 'serial' });

const ROOT = join(__dirname, '..');
const RUN = Date.now().toString(36);

/** `npm run create-admin` as an operator runs it, on the data folder of a running host. */
function createAdmin(dataDir: string, email: string, password: string): void {
  const result = spawnSync(
    join(ROOT, 'node_modules/.bin/tsx'),
    [join(ROOT, 'server/src/cli/create-admin.ts'), '--email', email],
    {
      env: { ...process.env, DATA_DIR: dataDir, ADMIN_PASSWORD: password },
      encoding: 'utf8',
    },
  );
  expect(result.status, result.stderr).toBe(0);
}

/** Reads the QR code on the screen as a phone camera would: a screenshot, decoded. */
async function scan(qr: Locator): Promise<string> {
  const png = PNG.sync.read(await qr.screenshot());
  const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  if (!decoded) throw new Error('no QR code in the screenshot');
  return decoded.data;
}

async function fill(form: Locator, email: string, password: string, code: string): Promise<void> {
  await form.getByLabel('이메일').fill(email);
  await form.getByLabel('비밀번호').fill(password);
  await form.getByLabel('인증 코드').fill(code);
  await form.getByRole('button', { name: '로그인', exact: true }).click();
}

test('an administrator enrols TOTP by scanning the QR code; codes work once; a recovery code works once', async ({
  page,
}) => {
  const email = `enrol-${RUN}@e2e.gagyeong.test`;
  const password = `enrol password ${RUN}`;
  createAdmin(DATA_DIR, email, password);

  await page.goto('/admin/leads');
  const form = page.getByRole('form', { name: '관리자 로그인' });
  await fill(form, email, password, '');
  const enrol = form.getByRole('region', { name: '2단계 인증 등록' });
  const qr = enrol.getByRole('img', { name: '2단계 인증 등록 QR 코드' });
  await expect(qr).toBeVisible();
  const uri = new URL(await scan(qr));
  expect(uri.protocol).toBe('otpauth:');
  expect(uri.host).toBe('totp');
  expect(decodeURIComponent(uri.pathname)).toBe(`/가경 파크시티:${email}`);
  const secret = uri.searchParams.get('secret') ?? '';
  await expect(enrol.getByText(secret)).toBeVisible();

  // A wrong code is refused; what was typed stays.
  const first = await freshCode(secret, 0);
  await fill(form, email, password, first.code === '000000' ? '111111' : '000000');
  await expect(form.getByRole('alert')).toHaveText(
    '로그인 실패: 인증 코드가 올바르지 않거나 이미 사용한 코드입니다. 새 코드를 입력해 주세요.',
  );

  // The app's code completes the enrolment; the recovery codes are shown once.
  await fill(form, email, password, first.code);
  const recovery = page.getByRole('list', { name: '복구 코드' });
  await expect(recovery.getByRole('listitem')).toHaveCount(8);
  const codes = await recovery.getByRole('listitem').allTextContents();
  await page.getByRole('button', { name: '복구 코드를 보관했습니다' }).click();
  await expect(page.getByText(`${email} 님으로 로그인했습니다.`)).toBeVisible();
  await page.getByRole('button', { name: '로그아웃' }).click();

  // The same code again: refused (each code is accepted once).
  await fill(form, email, password, first.code);
  await expect(form.getByRole('alert')).toContainText('이미 사용한 코드');

  // A recovery code instead of the app: once.
  await fill(form, email, password, codes[0] ?? '');
  await expect(page.getByText(`${email} 님으로 로그인했습니다.`)).toBeVisible();
  await page.getByRole('button', { name: '로그아웃' }).click();
  await fill(form, email, password, codes[0] ?? '');
  await expect(form.getByRole('alert')).toContainText('인증 코드가 올바르지 않거나 이미 사용한 코드입니다.');

  // The next period's code from the app still works.
  const next = await freshCode(secret, first.step);
  await fill(form, email, password, next.code);
  await expect(page.getByText(`${email} 님으로 로그인했습니다.`)).toBeVisible();
});

test('a CSV download does not start without a reason; with one it does, and the access records show it', async ({
  page,
}) => {
  await signInAdmin(page);
  await page.goto('/admin/leads');
  await expect(page.getByRole('table', { name: /관심고객 신청 목록/ })).toBeVisible();
  const csv = page.getByRole('form', { name: 'CSV 내려받기' });
  const downloads: string[] = [];
  page.on('download', (download) => downloads.push(download.suggestedFilename()));

  await csv.getByRole('button', { name: 'CSV 내려받기' }).click();
  await expect(csv.getByRole('alert')).toHaveText('내려받는 사유를 입력해 주세요.');
  await expect(csv.getByLabel('내려받는 사유')).toHaveAttribute('aria-invalid', 'true');

  const reason = `감사 대응 자료 ${RUN}`;
  await csv.getByLabel('내려받는 사유').fill(reason);
  const download = page.waitForEvent('download');
  await csv.getByRole('button', { name: 'CSV 내려받기' }).click();
  expect((await download).suggestedFilename()).toMatch(/^gagyeong-leads-\d{8}\.csv$/);
  expect(downloads).toHaveLength(1);

  await page.goto('/admin/access');
  const records = page.getByRole('table', { name: '접속기록 (최근 순)' });
  const row = records.getByRole('row').filter({ hasText: reason });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('다운로드');
  await expect(row).toContainText(`사유: ${reason}`);
  // The inbox page view before it is recorded too.
  await expect(records.getByRole('row').filter({ hasText: '목록 열람' }).first()).toBeVisible();
});

test('an administrator marks last month reviewed; the /admin reminder goes away', async ({ page }) => {
  await signInAdmin(page);
  await page.goto('/admin');
  const reminder = page.getByRole('status').filter({ hasText: '접속기록 검토가 아직 없습니다' });
  await expect(reminder).toBeVisible();
  await reminder.getByRole('link', { name: '접속기록 검토하기' }).click();
  await expect(page).toHaveURL(`${ORIGINS.site}/admin/access`);
  const review = page.getByRole('form', { name: '월별 검토' });
  await review.getByLabel('검토 내용').fill(`다운로드 사유 확인, 이상 없음 ${RUN}`);
  await review.getByRole('button', { name: '검토 완료로 표시' }).click();
  await expect(page.getByRole('status').filter({ hasText: '검토를 기록했습니다' })).toBeVisible();
  await expect(page.getByRole('table', { name: '검토 기록' })).toContainText('이상 없음');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: '로그인한 기기' })).toBeVisible();
  await expect(page.getByText('접속기록 검토가 아직 없습니다')).toHaveCount(0);
});

test.describe('idle timeout', () => {
  let dataDir = '';
  test.beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'gagyeong-e2e-idle-'));
  });
  test.afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  test('a signed-in page left alone past the idle bound is signed out and says so', async ({ page }) => {
    const email = `idle-${RUN}@e2e.gagyeong.test`;
    const password = `idle password ${RUN}`;
    createAdmin(dataDir, email, password);
    // A host of its own with a 5-second idle bound (30 minutes by default).
    const host = await startHost(PORTS.idleHost, dataDir, { SESSION_IDLE_MS: '5000' });
    try {
      const api = page.request;
      const enrol = await api.post(`${OWN_HOST}/api/auth/login`, {
        data: { email, password },
        headers: { origin: OWN_HOST },
      });
      const { secret } = ((await enrol.json()) as { enrolment: { secret: string } }).enrolment;
      await page.goto(`${OWN_HOST}/admin/leads`);
      const form: Locator = page.getByRole('form', { name: '관리자 로그인' });
      await fill(form, email, password, (await freshCode(secret, 0)).code);
      await page.getByRole('button', { name: '복구 코드를 보관했습니다' }).click();
      await expect(page.getByRole('table', { name: /관심고객 신청 목록/ })).toBeVisible();

      await expect(page.getByRole('status').filter({ hasText: '사용하지 않아 로그아웃되었습니다' })).toBeVisible({
        timeout: 20_000,
      });
      await expect(form).toBeVisible();
      const me = await api.get(`${OWN_HOST}/api/auth/me`);
      expect(((await me.json()) as { user: unknown }).user).toBeNull();
    } finally {
      await killHost(host);
    }
  });
});
