import type { PressArticle, PressArticleSummary } from '@gagyeong/contracts/press';
import type { DocumentData } from 'firebase/firestore/lite';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Firestore Timestamp (or a pending server timestamp, null) → ISO string. */
function toIsoDate(value: unknown): string {
  if (typeof value === 'object' && value !== null && 'toDate' in value && typeof value.toDate === 'function') {
    const date = (value as { toDate: () => unknown }).toDate();
    if (date instanceof Date && !Number.isNaN(date.getTime())) return date.toISOString();
  }
  // A write whose server timestamp has not come back yet: it was made just now.
  return new Date().toISOString();
}

export function toSummary(id: string, data: DocumentData): PressArticleSummary {
  return {
    id,
    siteId: text(data.siteId),
    title: text(data.title),
    summary: text(data.summary),
    date: toIsoDate(data.date),
    views: typeof data.views === 'number' ? data.views : 0,
  };
}

export function toArticle(id: string, data: DocumentData): PressArticle {
  return { ...toSummary(id, data), content: text(data.content) };
}
