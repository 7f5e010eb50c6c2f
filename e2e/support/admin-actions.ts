import { expect, type Locator, type Page } from '@playwright/test';

/** Posts an article through the press list's write form, as an administrator does; resolves with the form once it confirms. */
export async function postArticle(
  page: Page,
  article: { readonly title: string; readonly summary: string; readonly content: string },
): Promise<Locator> {
  const form = page.getByRole('form', { name: '보도자료 작성' });
  await form.getByLabel(/제목/).fill(article.title);
  await form.getByLabel(/요약/).fill(article.summary);
  await form.getByLabel('본문').fill(article.content);
  await form.getByRole('button', { name: '등록' }).click();
  await expect(form.getByRole('status')).toHaveText('보도자료가 등록되었습니다.');
  return form;
}

/** Downloads the inbox's CSV of the applied filter, giving `reason`; resolves with the file's bytes. */
export async function downloadLeadsCsv(page: Page, reason: string): Promise<Buffer> {
  const download = page.waitForEvent('download');
  const csvForm = page.getByRole('form', { name: 'CSV 내려받기' });
  await csvForm.getByLabel('내려받는 사유').fill(reason);
  await csvForm.getByRole('button', { name: 'CSV 내려받기' }).click();
  const chunks: Buffer[] = [];
  for await (const chunk of await (await download).createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
