import type { PressArticle, PressArticleSummary } from '@gagyeong/contracts/press';

/** A `press` row as SQLite returns it (date in ms since the epoch). */
export interface PressRow {
  readonly id: string;
  readonly site_id: string;
  readonly title: string;
  readonly summary: string;
  readonly content: string;
  readonly date: number;
  readonly views: number;
}

export type PressSummaryRow = Omit<PressRow, 'content'>;

export const SUMMARY_COLUMNS = 'id, site_id, title, summary, date, views';
export const ARTICLE_COLUMNS = `${SUMMARY_COLUMNS}, content`;

export function toSummary(row: PressSummaryRow): PressArticleSummary {
  return {
    id: row.id,
    siteId: row.site_id,
    title: row.title,
    summary: row.summary,
    date: new Date(row.date).toISOString(),
    views: row.views,
  };
}

export function toArticle(row: PressRow): PressArticle {
  return { ...toSummary(row), content: row.content };
}

/** Ids are random base64url (see create-press.ts); anything else cannot exist. */
export function isPressId(value: string): boolean {
  return /^[A-Za-z0-9_-]{1,64}$/.test(value);
}
