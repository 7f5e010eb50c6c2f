import * as v from 'valibot';
import {
  ATTRIBUTION_CONSENT_NOTE,
  ATTRIBUTION_ENTRIES,
  ATTRIBUTION_FIELDS,
  EMPTY_ATTRIBUTION,
  type Attribution,
  type AttributionField,
} from './attribution';
import { NOT_AN_OBJECT_MESSAGE } from './request-body';
import { textField } from './text-rules';
import { formatCount } from './number-format';

/**
 * Leads (docs/product.md §2, §5, §7, §8; docs/architecture.md §7–§8): the one schema the lead forms and the embedded server
 * both validate with, so a visitor sees the same Korean message whichever side rejects the input.
 */

export const LEAD_FORMS = ['popup', 'visit', 'customer'] as const;
export type LeadForm = (typeof LEAD_FORMS)[number];

/** How the administrator's inbox and CSV name each form. */
export const LEAD_FORM_LABELS: Readonly<Record<LeadForm, string>> = {
  popup: '관심고객 등록',
  visit: '방문예약',
  customer: '고객상담',
};

export function isLeadForm(value: unknown): value is LeadForm {
  return typeof value === 'string' && (LEAD_FORMS as readonly string[]).includes(value);
}

/**
 * Upper bounds in characters (UTF-16 code units, as `String.length` and HTML `maxlength` count),
 * counted after NFC normalisation (text-rules.ts).
 */
export const LEAD_LIMITS = { name: 50, phone: 30, message: 2000 } as const;

/**
 * docs/product.md §5, home visit form: 01 + one digit, optional dash or space, 3–4 digits, optional separator,
 * 4 digits. Written for the HTML `pattern` attribute, which browsers compile with the `v` flag
 * (where a bare `-` inside a class is a syntax error, hence `\-`) and anchor themselves.
 */
export const VISIT_PHONE_PATTERN = String.raw`01\d[\-\s]?\d{3,4}[\-\s]?\d{4}`;
export const VISIT_PHONE_REGEX = new RegExp(`^(?:${VISIT_PHONE_PATTERN})$`, 'u');
export const VISIT_PHONE_HINT = '예: 01012345678 또는 010-1234-5678';

export const LEAD_MESSAGES = {
  notObject: NOT_AN_OBJECT_MESSAGE,
  id: '신청 식별자(id) 형식이 올바르지 않습니다.',
  form: '신청서 종류가 올바르지 않습니다.',
  nameType: '이름은 문자열이어야 합니다.',
  nameRequired: '이름을 입력해 주세요.',
  nameTooLong: `이름은 ${LEAD_LIMITS.name}자 이하로 입력해 주세요.`,
  phoneType: '연락처는 문자열이어야 합니다.',
  phoneRequired: '연락처를 입력해 주세요.',
  phoneTooLong: `연락처는 ${LEAD_LIMITS.phone}자 이하로 입력해 주세요.`,
  phoneFormat: `연락처 형식이 올바르지 않습니다. ${VISIT_PHONE_HINT}`,
  messageType: '문의내용은 문자열이어야 합니다.',
  messageTooLong: `문의내용은 ${formatCount(LEAD_LIMITS.message)}자 이하로 입력해 주세요.`,
  consentRequired: '개인정보 수집·이용에 동의해 주세요.',
  honeypotType: '요청 형식이 올바르지 않습니다.',
} as const;

/**
 * docs/product.md §8, shown where the form was: success (two lines in the popup, one line on the customer
 * page), a non-ok answer, and a request that never got an answer.
 */
export const LEAD_RESULT_MESSAGES = {
  successTitle: '등록이 완료되었습니다.',
  successDetail: '전문상담원이 곧 연락드립니다.',
  failure: '등록에 실패했습니다. 다시 시도해주세요.',
  networkError: '오류가 발생했습니다. 나중에 다시 시도해주세요.',
} as const;

/**
 * How long a lead is kept (개인정보 보호법 §21): the one rule both the consent text below and the
 * purges read (leadPurgeDueAt in lead-admin-rules.ts) (docs/decisions/0030-lead-retention.md). A lead is destroyed `years` after
 * its consultation ended (status `closed`), or `years` after it arrived if it was never closed;
 * at once when the visitor withdraws consent.
 */
export const LEAD_RETENTION = {
  /** Recorded with every purge, so an audit says which rule destroyed the leads. */
  rule: 'closed-or-received+1y',
  years: 1,
} as const;

/**
 * What the visitor agrees to (개인정보 보호법 §15, §22): items, purpose, retention, and the right to
 * refuse with its consequence. `version` is stored with each lead, so the wording it agreed to
 * can be found again after this text changes.
 */
export const LEAD_CONSENT = {
  version: '2026-11',
  title: '개인정보 수집·이용 동의',
  items: '이름, 연락처, 문의내용(입력한 경우)',
  /** Stored with the lead too, though not personal data on their own (attribution.ts). */
  alsoStored: ATTRIBUTION_CONSENT_NOTE,
  purpose: '분양·임대 상담 및 방문 안내',
  retention:
    `상담 종료 후 ${LEAD_RETENTION.years}년(상담이 종료되지 않은 경우 신청일로부터 ${LEAD_RETENTION.years}년) ` +
    '또는 동의 철회 시까지 보관 후 지체 없이 파기',
  refusal: '개인정보 수집·이용에 동의하지 않을 권리가 있습니다. 다만 동의하지 않으면 상담 신청이 제한됩니다.',
  checkbox: '위 내용을 확인했으며 개인정보 수집·이용에 동의합니다. (필수)',
} as const;

/** Honeypot field name, as form-collection services call it (docs/product.md §5). Humans never fill it. */
export const HONEYPOT_FIELD = '_gotcha';

/**
 * A lead's id: a lower-case UUID (the form's submission id, or the server's for a classic post).
 * firestore.rules checks the same pattern on the document id.
 */
export function isLeadId(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/u.test(value);
}

/** Classic form posts send a ticked checkbox as 'on' (or its value); JSON sends `true`. */
const CONSENT_TRUE = new Set<unknown>([true, 'true', 'on', 'yes', '1']);

/** Missing and blank count as "not given"; anything else must be a string. */
const optionalText = (typeMessage: string) =>
  v.pipe(
    // The default makes v.object run the pipe for a missing key too.
    v.optional(v.nullable(v.string(typeMessage)), ''),
    v.transform((value) => value ?? ''),
  );

/** One line a person types: the site's text rule (NFC, no control or direction characters, visible). */
const requiredText = (label: string, typeMessage: string, requiredMessage: string, max: number, maxMessage: string) =>
  v.pipe(
    optionalText(typeMessage),
    textField({ label, kind: 'line', max, requiredMessage, tooLongMessage: maxMessage }),
  );

export const LeadSchema = v.pipe(
  v.object(
    {
      /**
       * Client-generated UUID, so a retried submission is stored once. Optional: a classic form
       * post from a page without JavaScript has none, and the server assigns one.
       */
      id: v.pipe(
        optionalText(LEAD_MESSAGES.id),
        v.trim(),
        v.toLowerCase(),
        v.check((value) => value === '' || isLeadId(value), LEAD_MESSAGES.id),
        v.transform((value) => (value === '' ? undefined : value)),
      ),
      // Optional here only so a missing key gets this message instead of the object's.
      form: v.pipe(
        v.optional(v.string(LEAD_MESSAGES.form), ''),
        v.check((value: string) => isLeadForm(value), LEAD_MESSAGES.form),
        v.transform((value) => value as LeadForm),
      ),
      name: requiredText(
        '이름',
        LEAD_MESSAGES.nameType,
        LEAD_MESSAGES.nameRequired,
        LEAD_LIMITS.name,
        LEAD_MESSAGES.nameTooLong,
      ),
      phone: requiredText(
        '연락처',
        LEAD_MESSAGES.phoneType,
        LEAD_MESSAGES.phoneRequired,
        LEAD_LIMITS.phone,
        LEAD_MESSAGES.phoneTooLong,
      ),
      message: v.pipe(
        optionalText(LEAD_MESSAGES.messageType),
        textField({
          label: '문의내용',
          kind: 'multiline',
          max: LEAD_LIMITS.message,
          tooLongMessage: LEAD_MESSAGES.messageTooLong,
        }),
      ),
      consent: v.pipe(
        v.optional(v.unknown(), false),
        v.check((value) => CONSENT_TRUE.has(value), LEAD_MESSAGES.consentRequired),
        v.transform(() => true as const),
      ),
      [HONEYPOT_FIELD]: optionalText(LEAD_MESSAGES.honeypotType),
      ...ATTRIBUTION_ENTRIES,
    },
    LEAD_MESSAGES.notObject,
  ),
  // docs/product.md §5: only the home visit form restricts the phone format.
  v.forward(
    v.check((lead) => lead.form !== 'visit' || VISIT_PHONE_REGEX.test(lead.phone), LEAD_MESSAGES.phoneFormat),
    ['phone'],
  ),
);

/** What a form sends (JSON, or the same fields form-encoded). */
/** Where the visit came from (captured on its first page, attribution.ts) rides along; all optional. */
export interface LeadInput extends Partial<Attribution> {
  readonly id?: string;
  readonly form: LeadForm;
  readonly name: string;
  readonly phone: string;
  readonly message?: string;
  readonly consent: boolean | string;
  readonly [HONEYPOT_FIELD]?: string;
}

/** After validation: text trimmed, message defaulted to '', consent known to be given. */
export type LeadData = v.InferOutput<typeof LeadSchema>;

/** A filled honeypot: the submission is answered like any other and dropped (docs/product.md §5). */
export function isHoneypotFilled(input: unknown): boolean {
  if (typeof input !== 'object' || input === null || !(HONEYPOT_FIELD in input)) return false;
  const value: unknown = (input as Record<string, unknown>)[HONEYPOT_FIELD];
  return value !== undefined && value !== null && value !== '';
}

/**
 * The first Korean message per field for `input`, or an empty object when it is valid. Forms use
 * it to point at the field the server would reject.
 */
export function leadFieldErrors(input: unknown): Partial<Record<keyof LeadInput | 'root', string>> {
  const result = v.safeParse(LeadSchema, input);
  if (result.success) return {};
  const errors: Partial<Record<keyof LeadInput | 'root', string>> = {};
  for (const issue of result.issues) {
    const key = (v.getDotPath(issue) ?? 'root') as keyof LeadInput | 'root';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** `POST /api/leads/:form` answer (201 the first time, 200 for a retry of the same id). */
export interface LeadAccepted {
  readonly ok: true;
  readonly id: string;
}

/** Where the sales team is with a lead; `closed` starts the retention clock (LEAD_RETENTION). */
export const LEAD_STATUSES = ['new', 'contacted', 'closed'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Readonly<Record<LeadStatus, string>> = {
  new: '신규',
  contacted: '연락 완료',
  closed: '상담 종료',
};

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === 'string' && (LEAD_STATUSES as readonly string[]).includes(value);
}

/** The administrator's note on a lead, in characters. */
export const LEAD_MEMO_MAX = 500;

export const LEAD_UPDATE_MESSAGES = {
  notObject: NOT_AN_OBJECT_MESSAGE,
  status: '상태는 신규, 연락 완료, 상담 종료 중 하나여야 합니다.',
  memoType: '메모는 문자열이어야 합니다.',
  memoTooLong: `메모는 ${LEAD_MEMO_MAX}자 이하로 입력해 주세요.`,
  empty: '바꿀 상태나 메모를 보내 주세요.',
  notFound: '관심고객 정보를 찾을 수 없습니다. 이미 삭제되었을 수 있습니다.',
} as const;

export interface LeadUpdateInput {
  readonly status?: LeadStatus;
  readonly memo?: string;
}

/** One stored lead as the administrator's inbox sees it. */
export interface LeadRecord {
  readonly id: string;
  readonly form: LeadForm;
  readonly status: LeadStatus;
  readonly memo: string;
  /** ISO 8601: when it was last marked 상담 종료; null while open. Starts the retention clock. */
  readonly closedAt: string | null;
  /**
   * Who last changed the status or memo (the account's email) and when (ISO 8601); null until
   * the first change (docs/decisions/0095-safeguards-for-personal-data.md).
   */
  readonly changedBy: string | null;
  readonly changedAt: string | null;
  readonly name: string;
  readonly phone: string;
  readonly message: string;
  readonly consent: boolean;
  /** ISO 8601: when the visitor ticked and sent the consent (the server's clock). */
  readonly consentAt: string;
  readonly consentVersion: string;
  readonly userAgent: string;
  /** Where the visit came from; '' for what was not known. */
  readonly attribution: Attribution;
  /** ISO 8601, the server's clock. */
  readonly createdAt: string;
}

/** `GET /api/leads?form=&from=&to=&cursor=` answer, newest first. */
export interface LeadPage {
  readonly items: readonly LeadRecord[];
  /** Opaque; null on the last page. */
  readonly nextCursor: string | null;
}

export const LEADS_PAGE_SIZE = 50;

export const LEADS_QUERY_MESSAGES = {
  form: '신청서 종류(form)가 올바르지 않습니다.',
  status: '상태(status)가 올바르지 않습니다.',
  attribution: '유입 경로 조건(source, medium, campaign)이 올바르지 않습니다.',
  date: '날짜는 YYYY-MM-DD 형식으로 입력해 주세요.',
  range: '시작일이 종료일보다 늦습니다.',
  cursor: '페이지 정보(cursor)가 올바르지 않습니다.',
} as const;

/** `GET /api/leads/stats?from=&to=` (administrators): the dashboard's figures for a period. */
export interface LeadStats {
  /** The period, Korean calendar days, both inclusive. */
  readonly from: string;
  readonly to: string;
  readonly total: number;
  /**
   * Leads per Korean day, source and form (days and groups without leads are left out). The
   * source is the campaign's utm_source, else the referring site's host, else '' (direct).
   */
  readonly daily: readonly {
    readonly day: string;
    readonly source: string;
    readonly form: LeadForm;
    readonly count: number;
  }[];
  /** Leads per campaign (source, medium, campaign), most first. */
  readonly campaigns: readonly {
    readonly source: string;
    readonly medium: string;
    readonly campaign: string;
    readonly count: number;
  }[];
}

/** The dashboard's default period, in days ending today; the longest period it accepts. */
export const LEAD_STATS_DEFAULT_DAYS = 30;
export const LEAD_STATS_MAX_DAYS = 366;

export const LEAD_STATS_MESSAGES = {
  range: `기간은 ${LEAD_STATS_MAX_DAYS}일 이내로 선택해 주세요.`,
} as const;

// Response schemas: the answers above as the browser checks them before use (unknown keys are
// dropped). Fields a server of an older version may not send yet are read leniently.

/** `POST /api/leads/:form` (the embedded server; a form-collection service answers its own way). */
export const LeadAcceptedSchema: v.GenericSchema<unknown, LeadAccepted> = v.object({
  ok: v.literal(true),
  id: v.string(),
});

/** A text the server may leave out: '' when missing or not text. */
const lenientText = () => v.optional(v.fallback(v.string(), ''), '');

/** A server without attribution answers none: every field unknown (''). */
const AttributionResponseSchema = v.optional(
  v.fallback(
    v.object(
      Object.fromEntries(ATTRIBUTION_FIELDS.map((field) => [field, lenientText()])) as Record<
        AttributionField,
        ReturnType<typeof lenientText>
      >,
    ),
    EMPTY_ATTRIBUTION,
  ),
  EMPTY_ATTRIBUTION,
);

export const LeadRecordSchema: v.GenericSchema<unknown, LeadRecord> = v.object({
  id: v.string(),
  form: v.picklist(LEAD_FORMS),
  status: v.picklist(LEAD_STATUSES),
  memo: v.string(),
  closedAt: v.nullable(v.string()),
  // Optional: a host from before these fields answers without them.
  changedBy: v.optional(v.nullable(v.string()), null),
  changedAt: v.optional(v.nullable(v.string()), null),
  name: v.string(),
  phone: v.string(),
  message: v.string(),
  consent: v.pipe(
    v.optional(v.unknown(), false),
    v.transform((value) => value === true),
  ),
  consentAt: v.string(),
  consentVersion: lenientText(),
  userAgent: lenientText(),
  attribution: AttributionResponseSchema,
  createdAt: v.string(),
});

/** `GET /api/leads`: one page of the inbox. */
export const LeadPageSchema: v.GenericSchema<unknown, LeadPage> = v.object({
  items: v.array(LeadRecordSchema),
  nextCursor: v.nullable(v.string()),
});

/** `GET /api/leads/stats`: the dashboard's figures. */
export const LeadStatsSchema: v.GenericSchema<unknown, LeadStats> = v.object({
  from: v.string(),
  to: v.string(),
  total: v.number(),
  daily: v.array(v.object({ day: v.string(), source: v.string(), form: v.picklist(LEAD_FORMS), count: v.number() })),
  campaigns: v.array(v.object({ source: v.string(), medium: v.string(), campaign: v.string(), count: v.number() })),
});
