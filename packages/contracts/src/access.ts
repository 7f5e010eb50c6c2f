import * as v from 'valibot';
import { csvCell, formatKoreanTime } from './leads-csv';

/**
 * 접속기록 (access records) and their monthly review (docs/decisions/0095-safeguards-for-personal-data.md):
 * every handling of leads by an administrator, with who, when, from where, what and whose data.
 * One vocabulary for the embedded server, the Firestore adapter and the review page.
 */

/** What was done, in the words of the PIPC notice (열람, 검색, 변경, 삭제, 다운로드). */
export const ACCESS_ACTIONS = ['list', 'search', 'update', 'delete', 'export', 'dashboard'] as const;
export type AccessAction = (typeof ACCESS_ACTIONS)[number];

export const ACCESS_ACTION_LABELS: Readonly<Record<AccessAction, string>> = {
  list: '목록 열람',
  search: '검색',
  update: '변경',
  delete: '삭제',
  export: '다운로드',
  dashboard: '통계 열람',
};

export function isAccessAction(value: unknown): value is AccessAction {
  return typeof value === 'string' && (ACCESS_ACTIONS as readonly string[]).includes(value);
}

/** How long records are kept: 2 years (the notice's bound for 50,000 or more subjects). */
export const ACCESS_RECORD_RETENTION = { years: 2, rule: 'access-records-2y' } as const;

/**
 * Records made before this instant are due for the retention purge at `now` (2 years of 365
 * days): one bound for the embedded server's purge and the Firestore operator command.
 */
export function accessRecordPurgeBefore(now: number): number {
  return now - ACCESS_RECORD_RETENTION.years * 365 * 24 * 60 * 60 * 1000;
}
/** Account changes (grants, changes, revocations) are kept 3 years. */
export const ACCOUNT_CHANGE_RETENTION = { years: 3 } as const;

/** Records per page of the review list. */
export const ACCESS_PAGE_SIZE = 100;

/** Bounds of what a record carries (also in firestore.rules' accessRecords block). */
export const ACCESS_LIMITS = { reason: 200, note: 1000, subjects: 100, account: 254 } as const;

/**
 * An account's day is unusual from these counts on (the review flags it): more leads seen than a
 * sales team follows up in a day, or several downloads.
 */
export const UNUSUAL_DAY = { leadViews: 1000, exports: 3 } as const;

export const ACCESS_MESSAGES = {
  reasonRequired: '내려받는 사유를 입력해 주세요.',
  reasonTooLong: `사유는 ${ACCESS_LIMITS.reason}자 이내로 입력해 주세요.`,
  month: '검토할 달은 YYYY-MM 형식이어야 합니다.',
  futureMonth: '끝나지 않은 달은 검토 완료로 표시할 수 없습니다.',
  noteRequired: '검토 내용을 입력해 주세요.',
  noteTooLong: `검토 내용은 ${ACCESS_LIMITS.note}자 이내로 입력해 주세요.`,
  alreadyReviewed: '이 달은 이미 검토 완료로 표시되었습니다.',
  action: '알 수 없는 작업 종류입니다.',
} as const;

/** One record as the API and the review page show it. */
export interface AccessRecordView {
  readonly id: string;
  readonly at: string;
  readonly account: string;
  readonly ip: string;
  readonly action: AccessAction;
  /** The leads handled (ids); empty for an export or the dashboard. */
  readonly subjects: readonly string[];
  readonly subjectCount: number;
  /** Filter, period, changed fields, an export's reason. */
  readonly detail: Readonly<Record<string, unknown>>;
}

export interface AccessRecordPage {
  readonly items: readonly AccessRecordView[];
  readonly nextCursor: string | null;
}

/** Per account and Korean day: how many leads it saw, changed, deleted and downloaded. */
export interface AccessDay {
  readonly day: string;
  readonly account: string;
  readonly leadViews: number;
  readonly changes: number;
  readonly deletions: number;
  readonly exports: number;
  readonly unusual: boolean;
}

export interface AccessReview {
  readonly month: string;
  readonly reviewedAt: string;
  readonly reviewer: string;
  readonly note: string;
  /** Whether the records' chain verified when the month was marked. */
  readonly chainOk: boolean;
}

/** `GET /api/access/reviews`: the reviews, and the month that still needs one ('' when none). */
export interface AccessReviewsResponse {
  readonly reviews: readonly AccessReview[];
  readonly due: string;
}

export function isUnusualDay(day: Pick<AccessDay, 'leadViews' | 'exports'>): boolean {
  return day.leadViews >= UNUSUAL_DAY.leadViews || day.exports >= UNUSUAL_DAY.exports;
}

const KOREA_OFFSET_MS = 9 * 60 * 60 * 1000;

/** The Korean month (YYYY-MM) before the one `now` falls in: the month a review is due for. */
export function previousKoreanMonth(now: number): string {
  const korean = new Date(now + KOREA_OFFSET_MS);
  const previous = new Date(Date.UTC(korean.getUTCFullYear(), korean.getUTCMonth() - 1, 1));
  return previous.toISOString().slice(0, 7);
}

/** [start, end) in ms of a Korean month YYYY-MM; undefined for anything else. */
export function koreanMonthBounds(month: string): { fromMs: number; toMs: number } | undefined {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  if (!match) return undefined;
  const year = Number(match[1]);
  const index = Number(match[2]) - 1;
  return {
    fromMs: Date.UTC(year, index, 1) - KOREA_OFFSET_MS,
    toMs: Date.UTC(year, index + 1, 1) - KOREA_OFFSET_MS,
  };
}

/** The reason typed before a download: trimmed, required, bounded. */
export const ExportReasonSchema = v.pipe(
  v.optional(v.string(ACCESS_MESSAGES.reasonRequired), ''),
  v.trim(),
  v.nonEmpty(ACCESS_MESSAGES.reasonRequired),
  v.maxLength(ACCESS_LIMITS.reason, ACCESS_MESSAGES.reasonTooLong),
);

/** `POST /api/access/reviews`: a finished month and what the reviewer found. */
export const AccessReviewInputSchema = v.object(
  {
    month: v.pipe(
      v.optional(v.string(ACCESS_MESSAGES.month), ''),
      v.check((value) => koreanMonthBounds(value) !== undefined, ACCESS_MESSAGES.month),
    ),
    note: v.pipe(
      v.optional(v.string(ACCESS_MESSAGES.noteRequired), ''),
      v.trim(),
      v.nonEmpty(ACCESS_MESSAGES.noteRequired),
      v.maxLength(ACCESS_LIMITS.note, ACCESS_MESSAGES.noteTooLong),
    ),
  },
  '요청 본문은 JSON 객체여야 합니다.',
);

export type AccessReviewInput = v.InferOutput<typeof AccessReviewInputSchema>;

const AccessRecordViewSchema = v.object({
  id: v.string(),
  at: v.string(),
  account: v.string(),
  ip: v.string(),
  action: v.picklist(ACCESS_ACTIONS),
  subjects: v.array(v.string()),
  subjectCount: v.number(),
  detail: v.record(v.string(), v.unknown()),
});

export const AccessRecordPageSchema: v.GenericSchema<unknown, AccessRecordPage> = v.object({
  items: v.array(AccessRecordViewSchema),
  nextCursor: v.nullable(v.string()),
});

export const AccessDaysSchema: v.GenericSchema<unknown, { days: readonly AccessDay[] }> = v.object({
  days: v.array(
    v.object({
      day: v.string(),
      account: v.string(),
      leadViews: v.number(),
      changes: v.number(),
      deletions: v.number(),
      exports: v.number(),
      unusual: v.boolean(),
    }),
  ),
});

export const AccessReviewsResponseSchema: v.GenericSchema<unknown, AccessReviewsResponse> = v.object({
  reviews: v.array(
    v.object({
      month: v.string(),
      reviewedAt: v.string(),
      reviewer: v.string(),
      note: v.string(),
      chainOk: v.boolean(),
    }),
  ),
  due: v.string(),
});

/** The records as CSV for an auditor (Excel-ready, as the leads CSV), with each row's hashes. */
export function accessRecordsCsvHeader(): string {
  return [
    '번호',
    '일시',
    '계정',
    '접속지(IP)',
    '처리 내용',
    '대상 수',
    '대상(관심고객 ID)',
    '상세',
    '이전 해시',
    '해시',
  ]
    .map(csvCell)
    .join(',');
}

export function accessRecordCsvLine(record: AccessRecordView & { prevHash: string; hash: string }): string {
  return [
    record.id,
    formatKoreanTime(record.at),
    record.account,
    record.ip,
    ACCESS_ACTION_LABELS[record.action],
    String(record.subjectCount),
    record.subjects.join(' '),
    JSON.stringify(record.detail),
    record.prevHash,
    record.hash,
  ]
    .map(csvCell)
    .join(',');
}
