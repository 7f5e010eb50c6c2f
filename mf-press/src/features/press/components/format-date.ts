import { SITE } from '@gagyeong/contracts';

/** "2025. 3. 14." (SPEC §9: ko-KR dates). */
export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString(SITE.locale);
}

/** "2025. 3. 14. 오후 3:05" for the article page. */
export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString(SITE.locale, { dateStyle: 'medium', timeStyle: 'short' });
}
