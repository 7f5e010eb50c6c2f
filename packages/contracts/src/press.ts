import * as v from 'valibot';
import { NOT_AN_OBJECT_MESSAGE } from './request-body';
import { textField, type TextKind } from './text-rules';

/**
 * Press articles (docs/product.md §3, docs/architecture.md §7): the shapes the embedded server
 * answers with and the validation both the server and mf-press's write form use, so the messages
 * match. What only the backend adapters call is in press-rules.ts.
 */
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

/** Upper bounds in characters (UTF-16 code units, as `String.length` counts), after NFC (text-rules.ts). */
export const PRESS_LIMITS = { siteId: 100, title: 200, summary: 1000, content: 50_000 } as const;

/** docs/product.md §5: the alert shown when title or summary is missing. */
export const PRESS_REQUIRED_MESSAGE = '제목과 요약은 필수입니다!';

/** Title and summary: missing, null or blank all count as "not given"; then the site's text rule. */
const requiredText = (label: string, kind: TextKind, typeMessage: string, max: number, maxMessage: string) =>
  v.pipe(
    v.nullish(v.string(typeMessage), ''),
    textField({ label, kind, max, requiredMessage: PRESS_REQUIRED_MESSAGE, tooLongMessage: maxMessage }),
  );

const titleSchema = requiredText(
  '제목',
  'line',
  '제목은 문자열이어야 합니다.',
  PRESS_LIMITS.title,
  `제목은 ${PRESS_LIMITS.title}자 이하로 입력해 주세요.`,
);
const summarySchema = requiredText(
  '요약',
  'multiline',
  '요약은 문자열이어야 합니다.',
  PRESS_LIMITS.summary,
  `요약은 ${PRESS_LIMITS.summary.toLocaleString('ko-KR')}자 이하로 입력해 주세요.`,
);
// The body is optional (only title and summary are required).
const contentSchema = v.pipe(
  v.nullish(v.string('본문은 문자열이어야 합니다.'), ''),
  textField({
    label: '본문',
    kind: 'multiline',
    max: PRESS_LIMITS.content,
    tooLongMessage: `본문은 ${PRESS_LIMITS.content.toLocaleString('ko-KR')}자 이하로 입력해 주세요.`,
  }),
);

/** The editable text fields as both create and edit validate them. */
export const PRESS_TEXT_FIELDS = { title: titleSchema, summary: summarySchema, content: contentSchema };

export const CreatePressSchema = v.object(
  {
    siteId: v.pipe(
      v.optional(v.string('사이트 식별자가 필요합니다.'), ''),
      v.nonEmpty('사이트 식별자가 필요합니다.'),
      textField({
        label: '사이트 식별자',
        kind: 'line',
        max: PRESS_LIMITS.siteId,
        tooLongMessage: `사이트 식별자는 ${PRESS_LIMITS.siteId}자 이하여야 합니다.`,
      }),
      // The slug is a single URL path segment (/{site}/press).
      v.regex(/^[^/?#\s]+$/u, '사이트 식별자 형식이 올바르지 않습니다.'),
    ),
    ...PRESS_TEXT_FIELDS,
  },
  NOT_AN_OBJECT_MESSAGE,
);

/** What the write form sends (`content` may be left out). */
export interface CreatePressInput {
  readonly siteId: string;
  readonly title: string;
  readonly summary: string;
  readonly content?: string;
}
/** After validation: title and summary trimmed, content defaulted to ''. */
export type CreatePressData = v.InferOutput<typeof CreatePressSchema>;

/** The first Korean message the server would answer for this input, or undefined when it is valid. */
export function pressInputProblem(input: CreatePressInput): string | undefined {
  const result = v.safeParse(CreatePressSchema, input);
  return result.success ? undefined : result.issues[0]?.message;
}

export interface UpdatePressInput {
  readonly title: string;
  readonly summary: string;
  readonly content?: string;
}
