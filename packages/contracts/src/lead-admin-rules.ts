import * as v from 'valibot';
import { ATTRIBUTION_LIMITS } from './attribution';
import { refused, type Checked } from './checks';
import { NOT_AN_OBJECT_MESSAGE } from './request-body';
import { addKoreanYears, DAY_MS, koreanDayOf, koreanDayStart, startOfKoreanDay } from './korea-time';
import {
  isLeadForm,
  isLeadStatus,
  LEAD_MEMO_MAX,
  LEAD_RETENTION,
  LEAD_STATS_DEFAULT_DAYS,
  LEAD_STATS_MAX_DAYS,
  LEAD_STATS_MESSAGES,
  LEAD_UPDATE_MESSAGES,
  LEADS_QUERY_MESSAGES,
  type LeadStatus,
} from './leads';

/**
 * The administrator's rules of leads, which every inbox adapter calls (docs/decisions/0078): the
 * embedded server's SQLite store and the Firestore inbox in the browser (and, for retention, the
 * Firestore purge command). The adapters only read and write; what a filter, a period, an update,
 * a deletion and the retention mean is decided here, once.
 */

// --- The inbox's filter -----------------------------------------------------------------------

/** Stored fields a filter compares for equality (the source is the stored `channel`). */
export type LeadFilterField = 'form' | 'status' | 'channel' | 'utmMedium' | 'utmCampaign';

export interface LeadFilter {
  readonly equal: Readonly<Partial<Record<LeadFilterField, string>>>;
  /** Inclusive lower bound of the creation time, ms (the start of a Korean day). */
  readonly fromMs?: number;
  /** Exclusive upper bound of the creation time, ms (the start of the Korean day after `to`). */
  readonly toMs?: number;
}

/** The query parameters of the filter, as an administrator's request names them. */
export const LEAD_FILTER_PARAMETERS = ['form', 'status', 'source', 'medium', 'campaign', 'from', 'to'] as const;

type Query = Readonly<Record<string, unknown>>;

function recordOf(query: unknown): Query {
  return typeof query === 'object' && query !== null ? (query as Query) : {};
}

/** A query value: absent (missing or ''), one string, or wrong (a repeated parameter, `?a=1&a=2`). */
function single(query: Query, key: string): string | undefined | null {
  const value = query[key];
  if (value === undefined || value === '') return undefined;
  return typeof value === 'string' ? value : null;
}

/**
 * `?form=&status=&source=&medium=&campaign=&from=&to=` of the inbox, its CSV and the Firestore
 * inbox's filter (whose '' means any): `from` and `to` are Korean calendar days, both inclusive.
 */
export function parseLeadFilter(query: unknown): Checked<LeadFilter> {
  const record = recordOf(query);
  const equal: Partial<Record<LeadFilterField, string>> = {};
  const form = single(record, 'form');
  if (form === null || (form !== undefined && !isLeadForm(form))) return refused(LEADS_QUERY_MESSAGES.form);
  if (form !== undefined) equal.form = form;
  const status = single(record, 'status');
  if (status === null || (status !== undefined && !isLeadStatus(status))) return refused(LEADS_QUERY_MESSAGES.status);
  if (status !== undefined) equal.status = status;
  const campaign = { channel: 'source', utmMedium: 'medium', utmCampaign: 'campaign' } as const;
  for (const [field, key] of Object.entries(campaign) as [LeadFilterField, string][]) {
    const value = single(record, key);
    if (value === null || (value !== undefined && value.length > ATTRIBUTION_LIMITS.utmSource)) {
      return refused(LEADS_QUERY_MESSAGES.attribution);
    }
    if (value !== undefined) equal[field] = value;
  }
  const from = dayBound(record, 'from', 0);
  const to = dayBound(record, 'to', DAY_MS);
  if (from === null || to === null) return refused(LEADS_QUERY_MESSAGES.date);
  if (from !== undefined && to !== undefined && from >= to) return refused(LEADS_QUERY_MESSAGES.range);
  return { ok: true, value: { equal, fromMs: from, toMs: to } };
}

/** The start of the query's Korean day `key`, plus `shift`; undefined when absent, null when not a day. */
function dayBound(query: Query, key: string, shift: number): number | undefined | null {
  const day = single(query, key);
  if (day === undefined || day === null) return day;
  const start = startOfKoreanDay(day);
  return start === undefined ? null : start + shift;
}

export interface StatsPeriod {
  /** The Korean days as given (or defaulted), both inclusive. */
  readonly from: string;
  readonly to: string;
  /** Inclusive start, ms (start of `from`); exclusive end, ms (start of the day after `to`). */
  readonly fromMs: number;
  readonly toMs: number;
}

/**
 * The dashboard's `?from=&to=` (Korean days, both inclusive); by default the last
 * LEAD_STATS_DEFAULT_DAYS days ending today, at most LEAD_STATS_MAX_DAYS.
 */
export function parseStatsPeriod(query: unknown, now: number): Checked<StatsPeriod> {
  const record = recordOf(query);
  const to = dayBound(record, 'to', DAY_MS);
  const from = dayBound(record, 'from', 0);
  if (to === null || from === null) return refused(LEADS_QUERY_MESSAGES.date);
  const toMs = to ?? koreanDayStart(now) + DAY_MS;
  const fromMs = from ?? toMs - LEAD_STATS_DEFAULT_DAYS * DAY_MS;
  if (fromMs >= toMs) return refused(LEADS_QUERY_MESSAGES.range);
  if (toMs - fromMs > LEAD_STATS_MAX_DAYS * DAY_MS) return refused(LEAD_STATS_MESSAGES.range);
  return { ok: true, value: { from: koreanDayOf(fromMs), to: koreanDayOf(toMs - DAY_MS), fromMs, toMs } };
}

// --- The administrator's follow-up --------------------------------------------------------------

/**
 * `PATCH /api/leads/:id` and the Firestore inbox's update: a new status, a new memo, or both (the
 * memo is trimmed; '' clears it).
 */
export const UpdateLeadSchema = v.pipe(
  v.object(
    {
      status: v.optional(
        v.pipe(
          v.unknown(),
          v.check((value) => isLeadStatus(value), LEAD_UPDATE_MESSAGES.status),
          v.transform((value) => value as LeadStatus),
        ),
      ),
      memo: v.optional(
        v.pipe(
          v.string(LEAD_UPDATE_MESSAGES.memoType),
          v.trim(),
          v.maxLength(LEAD_MEMO_MAX, LEAD_UPDATE_MESSAGES.memoTooLong),
        ),
      ),
    },
    NOT_AN_OBJECT_MESSAGE,
  ),
  v.check((update) => update.status !== undefined || update.memo !== undefined, LEAD_UPDATE_MESSAGES.empty),
);

export type LeadUpdate = v.InferOutput<typeof UpdateLeadSchema>;

/** Where the follow-up of a lead stands; `T` is the store's time (ms, or a server timestamp). */
export interface FollowUp<T> {
  readonly status: LeadStatus;
  readonly memo: string;
  readonly closedAt: T | null;
}

/** A follow-up as stored after a change: also who made it (the account's email) and when. */
export interface FollowUpChange<T> extends FollowUp<T> {
  readonly changedBy: string;
  readonly changedAt: T;
}

/**
 * The follow-up after `update` by the account `by` at `now`: marking a lead 상담 종료 records when
 * (the retention clock starts then), marking it closed again keeps the first time, reopening
 * clears it (it counts from arrival again); every change records who made it and when.
 * firestore.rules checks the same on every write.
 */
export function followUp<T>(before: FollowUp<T>, update: LeadUpdate, now: T, by: string): FollowUpChange<T> {
  const status = update.status ?? before.status;
  const closedAt = status !== 'closed' ? null : before.status === 'closed' ? before.closedAt : now;
  return { status, memo: update.memo ?? before.memo, closedAt, changedBy: by, changedAt: now };
}

/** The audit record of a deletion on the visitor's withdrawal of consent (one lead, at once). */
export const LEAD_WITHDRAWAL = { reason: 'withdrawn', rule: 'consent-withdrawn', count: 1 } as const;

// --- Retention ----------------------------------------------------------------------------------

/**
 * The moment a lead falls due (LEAD_RETENTION): the same Korean date and time `years` after it
 * closed, or after it arrived if it never closed (29 February moves to 1 March). Times in ms.
 */
export function leadPurgeDueAt(lead: { readonly createdAt: number; readonly closedAt: number | null }): number {
  return addKoreanYears(lead.closedAt ?? lead.createdAt, LEAD_RETENTION.years);
}

/**
 * A bound every purge may query by first: a year is at least 365 days and a lead closes after it
 * arrives, so every lead due at `now` arrived (and closed) before it. leadPurgeDueAt decides exactly.
 */
export function leadPurgeLooseBound(now: number): number {
  return now - LEAD_RETENTION.years * 365 * DAY_MS;
}
