import { randomBytes } from 'node:crypto';
import { SMS_SECOND_FACTOR_ERRORS, SMS_SECOND_FACTOR_TEXT as SMS } from '@gagyeong/contracts/second-factor-sms';
import { expect, test } from '../fixtures';
import { createAccount, smsCodes } from './emulators';
import { codeForm, enrolForm, newSmsCode, runPhone } from './second-factor';

/**
 * Firebase mode's SMS second factor in the inbox (docs/decisions/0096-firebase-second-factor.md):
 * an administrator enrols a phone on the first sign-in with the code the Auth emulator sent, signs
 * out, signs in again with a new code; a wrong code is refused in Korean each time, and nothing of
 * the inbox shows before the code.
 */
const RUN = Date.now().toString(36);
const PASSWORD = randomBytes(12).toString('base64url');
const ADMIN = `mfa-admin-${RUN}@e2e.gagyeong.test`;
const PHONE = runPhone();
const E164 = `+82${PHONE.replace(/\D/gu, '').slice(1)}`;

test.beforeAll(async () => {
  await createAccount(ADMIN, PASSWORD, { admin: true });
});

/** A code that is not `code`. */
const wrongFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

test('an administrator enrols SMS on the first sign-in, signs out, and signs in again with a new code; wrong codes are refused', async ({
  page,
}) => {
  await page.goto('/admin/leads');
  const signIn = page.getByRole('form', { name: '관리자 로그인' });
  const table = page.getByRole('table', { name: /관심고객 신청 목록/ });
  const signedIn = page.getByText(`${ADMIN} 님으로 로그인했습니다`, { exact: false });
  const submitPassword = async () => {
    await signIn.getByLabel('이메일').fill(ADMIN);
    await signIn.getByLabel('비밀번호').fill(PASSWORD);
    await signIn.getByRole('button', { name: '로그인' }).click();
  };

  // First sign-in: the password leads to the enrolment, not to the inbox.
  await submitPassword();
  const enrol = enrolForm(page);
  await expect(enrol).toBeVisible();
  await expect(table).toHaveCount(0);
  await enrol.getByLabel(SMS.phone).fill('02-123-4567');
  await enrol.getByRole('button', { name: SMS.sendCode }).click();
  await expect(enrol.getByRole('alert')).toHaveText(`${SMS.failedPrefix}${SMS_SECOND_FACTOR_ERRORS.invalidPhone}`);
  await expect(enrol.getByLabel(SMS.phone)).toHaveValue('02-123-4567');
  await enrol.getByLabel(SMS.phone).fill(PHONE);
  await enrol.getByRole('button', { name: SMS.sendCode }).click();

  const code = codeForm(page);
  await expect(code).toBeVisible();
  await expect(code).toContainText(`***-****-${PHONE.slice(-4)}`);
  const first = await newSmsCode(PHONE, 0);
  await code.getByLabel(SMS.code).fill(wrongFor(first));
  await code.getByRole('button', { name: SMS.confirm }).click();
  await expect(code.getByRole('alert')).toHaveText(
    `${SMS.failedPrefix}${SMS_SECOND_FACTOR_ERRORS['auth/invalid-verification-code']}`,
  );
  await expect(table).toHaveCount(0);
  await code.getByLabel(SMS.code).fill(first);
  await code.getByRole('button', { name: SMS.confirm }).click();
  await expect(signedIn).toBeVisible();
  await expect(table).toBeVisible();

  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(signIn).toBeVisible();

  // Later sign-ins: straight to the code sent to the enrolled phone, a new one each time.
  const sent = (await smsCodes(E164)).length;
  await submitPassword();
  await expect(code).toBeVisible();
  await expect(enrolForm(page)).toHaveCount(0);
  const second = await newSmsCode(PHONE, sent);
  await code.getByLabel(SMS.code).fill(wrongFor(second));
  await code.getByRole('button', { name: SMS.confirm }).click();
  await expect(code.getByRole('alert')).toHaveText(
    `${SMS.failedPrefix}${SMS_SECOND_FACTOR_ERRORS['auth/invalid-verification-code']}`,
  );
  await expect(signedIn).toHaveCount(0);
  await code.getByLabel(SMS.code).fill(second);
  await code.getByRole('button', { name: SMS.confirm }).click();
  await expect(signedIn).toBeVisible();
  await expect(table).toBeVisible();
});
