import { randomBytes, randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { LEAD_CONSENT } from '@gagyeong/contracts/leads';
import { startMailSink, startWebhookSink, type MailSink, type WebhookSink } from '@gagyeong/notify/test-support';
import { expect, freshCode, test, waitForRegions } from './fixtures';
import { fillLead, openInterestPopup } from './support/lead-forms';
import { DATA_DIR, PORTS } from './support/env';
import { createAdmin, killHost, startHost, type OwnHost } from './support/own-host';

/**
 * Lead notifications on the embedded backend, with real parts: a host this spec starts (and kills
 * with SIGKILL), a real SMTP server (smtp-server) and an HTTP receiver in this process. A lead from
 * the popup arrives by mail with the Korean fields; acknowledged leads are all mailed across an SMTP
 * outage and two kill -9 of the host; a channel that keeps failing ends in 실패 on /admin, whose
 * button sends it again.
 */
test.describe.configure({ mode: 'serial' });

const RUN = Date.now().toString(36);
const DATA = `${DATA_DIR}-notify-host`;
const ADMIN = { email: 'notify-admin@e2e.gagyeong.test', password: randomBytes(18).toString('base64url') };
const SALES = 'sales@e2e.gagyeong.test';
const SUCCESS = '등록이 완료되었습니다.전문상담원이 곧 연락드립니다.';

let mail: MailSink;
let hook: WebhookSink;
let host: OwnHost;

/**
 * Short waits between attempts; `giveUpMs` is how long until 실패 (seconds for the resend test, long
 * enough for the outage test that nothing fails there). Each request names its own client address.
 */
const hostEnv = (giveUpMs: number): Record<string, string> => ({
  SMTP_URL: mail.url,
  NOTIFY_EMAIL_TO: SALES,
  NOTIFY_WEBHOOK_URL: hook.url,
  NOTIFY_WEBHOOK_FORMAT: 'json',
  NOTIFY_RETRY_FIRST_MS: '200',
  NOTIFY_RETRY_MAX_MS: '800',
  NOTIFY_GIVE_UP_MS: String(giveUpMs),
  TRUST_PROXY: '127.0.0.1',
});
const LONG_GIVE_UP_MS = 10 * 60_000;
const restartHost = async (giveUpMs = LONG_GIVE_UP_MS) => {
  host = await startHost(PORTS.notifyHost, DATA, hostEnv(giveUpMs));
};

/**
 * The administrator's sign-in, in one place: this host's account (made by create-admin) signs in
 * for the first time, so the password answers with the second factor's enrolment key, and the
 * authenticator's code for it completes the sign-in (docs/decisions/0095-safeguards-for-personal-data.md).
 */
async function signInAsAdmin(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/admin`);
  const form = page.getByRole('form', { name: '관리자 로그인' });
  await form.getByLabel('이메일').fill(ADMIN.email);
  await form.getByLabel('비밀번호').fill(ADMIN.password);
  await form.getByRole('button', { name: '로그인', exact: true }).click();
  const key = form.getByRole('region', { name: '2단계 인증 등록' }).locator('code');
  await expect(key).toBeVisible();
  await form.getByLabel('인증 코드').fill((await freshCode((await key.textContent()) ?? '', 0)).code);
  await form.getByRole('button', { name: '로그인', exact: true }).click();
  await page.getByRole('button', { name: '복구 코드를 보관했습니다' }).click();
  await expect(page.getByText(`${ADMIN.email} 님으로 로그인했습니다.`)).toBeVisible();
}

let client = 0;
/** A lead posted as the forms post it; resolves with its id when acknowledged (201), else null. */
async function postLead(name: string): Promise<string | null> {
  client += 1;
  const id = randomUUID();
  try {
    const response = await fetch(`${host.origin}/api/leads/popup`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: host.origin,
        'x-forwarded-for': `10.77.${client >> 8}.${client & 255}`,
      },
      body: JSON.stringify({ id, name, phone: '010-1212-3434', consent: true }),
    });
    return response.status === 201 ? id : null;
  } catch {
    return null; // the host is down: not acknowledged
  }
}

const leadIdOf = (text: string | undefined) => /#lead-([0-9a-f-]{36})/.exec(text ?? '')?.[1];

test.beforeAll(async () => {
  rmSync(DATA, { recursive: true, force: true });
  mail = await startMailSink();
  hook = await startWebhookSink();
  createAdmin(DATA, ADMIN.email, ADMIN.password);
  await restartHost();
});

test.afterAll(async () => {
  if (host) await killHost(host);
  await mail?.stop();
  await hook?.stop();
  rmSync(DATA, { recursive: true, force: true });
});

test.beforeEach(async () => {
  await mail.start();
  mail.delayMs = 0;
  mail.mails.length = 0;
  hook.status = 200;
  hook.hooks.length = 0;
});

test('a lead from the popup reaches the sales office by mail with the Korean fields, and by webhook', async ({
  page,
}) => {
  const name = `알림고객${RUN}`;
  await page.goto(`${host.origin}/Brand/intro`);
  await waitForRegions(page);
  const dialog = await openInterestPopup(page);
  await fillLead(dialog, name, '010-5555-6666');
  await dialog.getByRole('button', { name: '등록하기' }).click();
  await expect(dialog.getByRole('status')).toHaveText(SUCCESS);

  const [received] = await mail.waitFor(1);
  expect(received?.to).toEqual([SALES]);
  expect(received?.mail.subject).toBe('[가경 파크시티] 새 상담 신청이 접수되었습니다: 관심고객 등록');
  const lines = (received?.mail.text ?? '').split('\n');
  const id = leadIdOf(received?.mail.text);
  expect(id).toBeDefined();
  expect(lines).toEqual([
    '새 상담 신청이 접수되었습니다.',
    '',
    '신청서: 관심고객 등록',
    expect.stringMatching(/^접수 시각: \d{4}-\d{2}-\d{2} \d{2}:\d{2} \(KST\)$/),
    `이름: ${name}`,
    '연락처: 010-5555-6666 (tel:01055556666)',
    '문의내용: (없음)',
    `개인정보 수집·이용 동의: 동의함 (동의문 ${LEAD_CONSENT.version})`,
    '유입 경로: 직접 방문',
    '',
    expect.stringMatching(
      new RegExp(
        `^관리자 화면: ${host.origin}/admin/leads\\?form=popup&from=\\d{4}-\\d{2}-\\d{2}&to=\\d{4}-\\d{2}-\\d{2}#lead-${id}$`,
      ),
    ),
    '',
  ]);
  expect(received?.mail.html).toContain('<a href="tel:01055556666">010-5555-6666</a>');

  const [posted] = await hook.waitFor(1);
  expect(posted?.contentType).toMatch(/^application\/json/);
  expect(posted?.body).toMatchObject({
    event: 'lead.created',
    lead: { id, name, phone: '010-5555-6666', form: 'popup' },
  });
  expect(mail.mails).toHaveLength(1);
});

test('across an SMTP outage and two kill -9 of the host, every acknowledged lead is mailed', async () => {
  test.setTimeout(150_000);
  const acknowledged = new Set<string>();
  const send = async (count: number, label: string) => {
    for (let n = 0; n < count; n += 1) {
      const started = Date.now();
      const id = await postLead(`${label}${RUN}-${n}`);
      // Acknowledged at once, whatever the channels do.
      expect(Date.now() - started).toBeLessThan(3000);
      if (id) acknowledged.add(id);
    }
  };

  // 1. SMTP down: leads are acknowledged and wait in the outbox.
  await mail.stop();
  await send(15, '장애');
  expect(acknowledged.size).toBe(15);

  // 2. kill -9 while they wait; the host comes back with them.
  await killHost(host);
  await restartHost();

  // 3. SMTP back but slow, more leads, and kill -9 in the middle of delivering.
  mail.delayMs = 150;
  await mail.start();
  await send(15, '복구');
  await mail.waitFor(5, 60_000);
  await killHost(host);
  await restartHost();

  const mailedIds = () => new Set(mail.mails.map((item) => leadIdOf(item.mail.text)));
  await expect.poll(() => [...acknowledged].filter((id) => !mailedIds().has(id)).length, { timeout: 90_000 }).toBe(0);
  const perLead = new Map<string, number>();
  for (const item of mail.mails) {
    const id = leadIdOf(item.mail.text) ?? '';
    perLead.set(id, (perLead.get(id) ?? 0) + 1);
  }
  // Exactly the acknowledged leads; each at least once and at most a few times (once per crash).
  expect(new Set(perLead.keys())).toEqual(acknowledged);
  expect(Math.max(...perLead.values())).toBeLessThanOrEqual(3);

  const db = new Database(join(DATA, 'site.db'), { readonly: true, fileMustExist: true });
  try {
    const states = db
      .prepare("SELECT state, count(*) AS n FROM lead_notifications WHERE channel = 'email' GROUP BY state")
      .all();
    expect(states).toEqual([{ state: 'sent', n: acknowledged.size + 1 }]);
    const attempts = db.prepare('SELECT outcome, count(*) AS n FROM notification_attempts GROUP BY outcome').all();
    console.info(
      `notifications across an SMTP outage and two kill -9: ${acknowledged.size} leads acknowledged, ` +
        `${perLead.size} mailed (${mail.mails.length} mails, ${mail.mails.length - perLead.size} repeated); ` +
        `attempts ${JSON.stringify(attempts)}`,
    );
  } finally {
    db.close();
  }
});

test('a webhook that keeps failing ends in 실패 on /admin; the resend button delivers it; a test per channel', async ({
  page,
}) => {
  // This host gives up after 3 s (a day by default).
  await killHost(host);
  await restartHost(3000);
  hook.status = 500;
  const id = await postLead(`웹훅실패${RUN}`);
  expect(id).not.toBeNull();

  await signInAsAdmin(page, host.origin);
  const section = page.getByRole('region', { name: '알림 발송 상태' });
  const resend = section.getByRole('button', { name: /^다시 보내기: 웹훅/ });
  // 실패 comes after the retry window (3 s here, a day by default): look again until it shows.
  await expect(async () => {
    await section.getByRole('button', { name: '새로고침' }).click();
    await expect(resend).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(resend.locator('xpath=ancestor::tr')).toContainText('webhook: HTTP 500');

  hook.status = 200;
  await resend.click();
  await expect(section.getByRole('status')).toHaveText('다시 보내도록 예약했습니다.');
  const [posted] = await hook.waitFor(1);
  expect(posted?.body).toMatchObject({ lead: { id } });
  await expect(resend).toHaveCount(0);

  await section.getByRole('button', { name: '메일로 시험 알림 보내기' }).click();
  await expect(section.getByRole('status')).toHaveText('메일 시험 알림을 보냈습니다.');
  await expect.poll(() => mail.mails.map((item) => item.mail.subject)).toContain('[가경 파크시티] 알림 시험 발송');
});
