import type { Locator, Page } from '@playwright/test';
import { SITE } from '@gagyeong/contracts';

/**
 * The header's phone button: it opens the interest popup on every page (wider than a phone). A
 * link to the interest page until the page is hydrated (docs/architecture.md §3).
 */
export function phoneButton(page: Page): Locator {
  return page.getByRole('banner').getByRole('link', { name: new RegExp(`^${SITE.phone} `) });
}

/** A `<details>`' summary by its text or label: browsers expose it as a button, Playwright's roles do not. */
export function summary(scope: Page | Locator, name: string): Locator {
  return scope
    .locator('summary')
    .filter({ hasText: name })
    .or(scope.locator(`summary[aria-label="${name}"]`));
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
