import * as v from 'valibot';

/**
 * One rule for text people type into the site's forms (lead names and messages, press titles and
 * bodies), used by the forms and by the server, so both refuse the same input with the same Korean
 * message (docs/decisions/0023):
 * - text is normalised to NFC (a Hangul syllable typed as separate jamo counts as one) and trimmed,
 *   and lengths are counted after that;
 * - lone UTF-16 surrogates are refused (a database stores each as replacement characters, so a
 *   length check before storage would be meaningless);
 * - control characters are refused (tab and line breaks are allowed in multi-line text);
 * - bidirectional embeddings, overrides and isolates are refused (they reorder what an
 *   administrator reads, e.g. a name that displays differently from what was stored);
 * - a required field needs at least one visible character: spaces, zero-width characters, Hangul
 *   fillers and the blank Braille pattern alone are not a name or a title.
 */

export type TextKind = 'line' | 'multiline';

export interface TextRule {
  /** The field's Korean name, as in its label (이름, 제목…). */
  readonly label: string;
  readonly kind: TextKind;
  /** Longest text, in UTF-16 code units after normalisation (what `maxlength` counts). */
  readonly max: number;
  /** When set, the field needs a visible character; this is the message for an empty field. */
  readonly requiredMessage?: string;
  /** Message for text over `max`. */
  readonly tooLongMessage: string;
}

const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
/** C0 controls but tab, LF and CR; DEL; C1 controls. */
const CONTROL_MULTILINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;
const CONTROL_LINE = /[\u0000-\u001F\u007F-\u009F]/u;
/** LRE RLE PDF LRO RLO, LRI RLI FSI PDI. */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;
/** A letter, number, punctuation mark or symbol that is drawn (not default-ignorable, not U+2800). */
const VISIBLE = /(?![\p{Default_Ignorable_Code_Point}\u2800])[\p{L}\p{N}\p{P}\p{S}]/u;

export const TEXT_RULE_MESSAGES = {
  brokenCharacter: (label: string) => `${label}에 깨진 문자가 들어 있습니다. 다시 입력해 주세요.`,
  controlCharacter: (label: string) => `${label}에 입력할 수 없는 제어 문자가 들어 있습니다.`,
  bidiControl: (label: string) => `${label}에 글자 방향을 바꾸는 특수 문자는 쓸 수 없습니다.`,
  invisible: (label: string) => `${label}에 보이는 글자를 한 자 이상 입력해 주세요.`,
} as const;

/** NFC, then trimmed: the form in which text is checked, counted and stored. */
export function normalizeText(value: string): string {
  return value.normalize('NFC').trim();
}

/** Whether `value` has at least one visible character. */
export function hasVisibleCharacter(value: string): boolean {
  return VISIBLE.test(value);
}

/**
 * The Korean message for the first rule `value` breaks (checked as `normalizeText` leaves it), or
 * undefined when it is acceptable.
 */
export function textProblem(value: string, rule: TextRule): string | undefined {
  if (LONE_SURROGATE.test(value)) return TEXT_RULE_MESSAGES.brokenCharacter(rule.label);
  const control = rule.kind === 'line' ? CONTROL_LINE : CONTROL_MULTILINE;
  if (control.test(value)) return TEXT_RULE_MESSAGES.controlCharacter(rule.label);
  if (BIDI_CONTROL.test(value)) return TEXT_RULE_MESSAGES.bidiControl(rule.label);
  if (rule.requiredMessage !== undefined) {
    if (value === '') return rule.requiredMessage;
    if (!hasVisibleCharacter(value)) return TEXT_RULE_MESSAGES.invisible(rule.label);
  }
  if (value.length > rule.max) return rule.tooLongMessage;
  return undefined;
}

const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'gu');
const BIDI_CONTROLS = new RegExp(BIDI_CONTROL.source, 'gu');
const CONTROLS = { line: new RegExp(CONTROL_LINE.source, 'gu'), multiline: new RegExp(CONTROL_MULTILINE.source, 'gu') };

/**
 * The rule for text that arrives without anyone typing it on this site (campaign parameters of a
 * landing address): nobody can correct it, so instead of refusing, what the rule refuses is
 * removed, and the text is normalised and cut to `max` (never inside a surrogate pair). The result
 * always passes `textProblem` for the same kind and max.
 */
export function cleanText(value: string, rule: Pick<TextRule, 'kind' | 'max'>): string {
  const kept = normalizeText(
    value.replace(LONE_SURROGATES, '').normalize('NFC').replace(CONTROLS[rule.kind], '').replace(BIDI_CONTROLS, ''),
  );
  if (kept.length <= rule.max) return kept;
  const cut = kept.slice(0, rule.max);
  return normalizeText(/[\uD800-\uDBFF]$/u.test(cut) ? cut.slice(0, -1) : cut);
}

/**
 * The rule as a valibot action on a string: normalises (NFC, trimmed), then checks. Put it after
 * the type check in a field's pipe.
 */
export function textField(rule: TextRule) {
  return v.pipe(
    v.string(),
    v.transform(normalizeText),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const problem = textProblem(dataset.value, rule);
      if (problem !== undefined) addIssue({ message: problem });
    }),
  );
}
