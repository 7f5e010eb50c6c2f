import * as v from 'valibot';

/**
 * Press articles (docs/product.md §3, docs/architecture.md §7): the shapes the embedded server
 * answers with and the validation both the server and mf-press's write form use, so the messages
 * match. What only the backend adapters call is in press-rules.ts.
 */

// The write side (limits, input schemas) lives in press-input.ts: a visitor's press list checks
// answers only, so its first load never carries the text rules (re-exports are dropped unused).
export * from './press-input';
export interface PressArticle {
  readonly id: string;
  readonly siteId: string;
  readonly title: string;
  readonly summary: string;
  /** Plain text; line breaks separate paragraphs. Never rendered as HTML. */
  readonly content: string;
  /** ISO 8601 timestamp set by the server when the article is created. */
  readonly date: string;
  readonly views: number;
}

export type PressArticleSummary = Omit<PressArticle, 'content'>;

/** `GET /api/press?site=…&cursor=…` answer. `nextCursor` is opaque; null on the last page. */
export interface PressPage {
  readonly items: readonly PressArticleSummary[];
  readonly nextCursor: string | null;
}

/** `POST /api/press/:id/views` answer. */
export interface PressViews {
  readonly views: number;
}

const summaryEntries = {
  id: v.string(),
  siteId: v.string(),
  title: v.string(),
  summary: v.string(),
  date: v.string(),
  views: v.number(),
};

/** Response schemas: the answers above as the browser checks them (unknown keys are dropped). */
export const PressArticleSummarySchema: v.GenericSchema<unknown, PressArticleSummary> = v.object(summaryEntries);

/** `GET /api/press/:id`, and the `POST`/`PUT` answers of the write and edit forms. */
export const PressArticleSchema: v.GenericSchema<unknown, PressArticle> = v.object({
  ...summaryEntries,
  content: v.string(),
});

export const PressPageSchema: v.GenericSchema<unknown, PressPage> = v.object({
  items: v.array(PressArticleSummarySchema),
  nextCursor: v.nullable(v.string()),
});

export const PressViewsSchema: v.GenericSchema<unknown, PressViews> = v.object({ views: v.number() });

export const PRESS_PAGE_SIZE = 10;

/** The list's numbered pages (`?page=N`, docs/product.md §2): 1 … PRESS_MAX_PAGE (10,000 articles). */
export const PRESS_MAX_PAGE = 1000;

/** The page a `page` parameter names (a whole number 1 … PRESS_MAX_PAGE, no sign or zeros in front), else undefined. */
export function pressPageNumber(value: string | null | undefined): number | undefined {
  if (!value || !/^[1-9]\d{0,3}$/u.test(value)) return undefined;
  const page = Number(value);
  return page <= PRESS_MAX_PAGE ? page : undefined;
}
