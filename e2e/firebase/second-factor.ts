import { expect, type Page } from '@playwright/test';
import { koreanMobileE164, SMS_SECOND_FACTOR_TEXT as SMS } from '@gagyeong/contracts/second-factor-sms';
import { smsCodes } from './emulators';

/** A Korean mobile number for one run's administrator (010-XXXX-XXXX). */
export function runPhone(): string {
  const digits = String(10_000_000 + Math.floor(Math.random() * 89_999_999));
  return `010-${digits.slice(0, 4)}-${digits.slice(4)}`;
}

export const enrolForm = (page: Page) => page.getByRole('form', { name: SMS.enrolTitle });
export const codeForm = (page: Page) => page.getByRole('form', { name: SMS.codeTitle });

/** The newest code the emulator sent to `phone`, once there are more than `before`. */
export async function newSmsCode(phone: string, before: number): Promise<string> {
  const e164 = koreanMobileE164(phone) ?? phone;
  let codes: string[] = [];
  await expect.poll(async () => (codes = await smsCodes(e164)).length).toBeGreaterThan(before);
  return codes[codes.length - 1] ?? '';
}

/**
 * The SMS steps after the password, as the administrator does them: enrols `phone` when asked
 * (first sign-in), then types the code the Auth emulator sent.
 */
export async function passSecondFactor(page: Page, phone: string): Promise<void> {
  const e164 = koreanMobileE164(phone) ?? phone;
  const before = (await smsCodes(e164)).length;
  await expect(enrolForm(page).or(codeForm(page))).toBeVisible();
  if (await enrolForm(page).isVisible()) {
    await enrolForm(page).getByLabel(SMS.phone).fill(phone);
    await enrolForm(page).getByRole('button', { name: SMS.sendCode }).click();
  }
  const code = await newSmsCode(phone, before);
  await codeForm(page).getByLabel(SMS.code).fill(code);
  await codeForm(page).getByRole('button', { name: SMS.confirm }).click();
  await expect(codeForm(page)).toHaveCount(0);
}
