import * as v from 'valibot';
import { NOT_AN_OBJECT_MESSAGE } from './request-body';
import { textField, type TextKind } from './text-rules';
import { formatCount } from './number-format';

/**
 * What an administrator writes (docs/product.md §5): limits, the required-field message and the
 * input schemas that the server and mf-press's write form both apply. Re-exported by press.ts.
 */

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
  `요약은 ${formatCount(PRESS_LIMITS.summary)}자 이하로 입력해 주세요.`,
);
// The body is optional (only title and summary are required).
const contentSchema = v.pipe(
  v.nullish(v.string('본문은 문자열이어야 합니다.'), ''),
  textField({
    label: '본문',
    kind: 'multiline',
    max: PRESS_LIMITS.content,
    tooLongMessage: `본문은 ${formatCount(PRESS_LIMITS.content)}자 이하로 입력해 주세요.`,
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
