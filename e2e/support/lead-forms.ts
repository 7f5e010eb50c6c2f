import type { Locator, Page } from '@playwright/test';
import { SITE } from '@gagyeong/contracts';

/** The header's phone button: it opens the interest popup on every page (wider than a phone). */
export function phoneButton(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: new RegExp(SITE.phone) });
}

/** Opens the interest popup from the header of the page shown; resolves with its dialog. */
export async function openInterestPopup(page: Page): Promise<Locator> {
  await phoneButton(page).click();
  return page.getByRole('dialog', { name: '관심고객 등록' });
}

/** Fills a lead form as a visitor does (name, phone, the message when given) and consents. */
export async function fillLead(scope: Locator, name: string, phone: string, message?: string): Promise<void> {
  await scope.getByRole('textbox', { name: '이름' }).fill(name);
  await scope.getByRole('textbox', { name: '연락처' }).fill(phone);
  if (message !== undefined) await scope.getByRole('textbox', { name: '문의내용' }).fill(message);
  await scope.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ }).check();
}
