import { ATTRIBUTION_LIMITS } from '@gagyeong/contracts/attribution';
import {
  isLeadForm,
  isLeadStatus,
  LEAD_STATS_DEFAULT_DAYS,
  LEAD_STATS_MAX_DAYS,
  LEAD_STATS_MESSAGES,
  LEADS_QUERY_MESSAGES,
  LEADS_UTC_OFFSET,
} from '@gagyeong/contracts/leads';
import { ERROR_CODES, HttpError } from '../../http/errors';
import { decodeLeadCursor, type LeadCursor } from './lead-cursor';
import type { LeadFilter } from './list-leads';

const DAY_MS = 24 * 60 * 60 * 1000;

function badQuery(message: string, code: string = ERROR_CODES.validationFailed): HttpError {
  return new HttpError(400, code, message);
}

/** A query value: absent, or exactly one string (`?form=a&form=b` is an error). */
function single(query: Record<string, unknown>, key: string, message: string): string | undefined {
  const value = query[key];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw badQuery(message);
  return value;
}

/** Start of the Korean calendar day `YYYY-MM-DD`, in ms; throws on anything else. */
export function startOfDay(value: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const ms = match ? Date.parse(`${value}T00:00:00${LEADS_UTC_OFFSET}`) : Number.NaN;
  // Date.parse accepts 2025-02-30 as March 2nd; only real calendar days round-trip.
  const roundTrip = Number.isNaN(ms) ? '' : new Date(ms + 9 * 60 * 60 * 1000).toISOString().slice(0, 10);
  if (roundTrip !== value) throw badQuery(LEADS_QUERY_MESSAGES.date);
  return ms;
}

/** `?form=&status=&from=&to=` of the inbox and the CSV: both dates inclusive, Korean calendar days. */
export function parseLeadFilter(query: unknown): LeadFilter {
  const record = (typeof query === 'object' && query !== null ? query : {}) as Record<string, unknown>;
  const form = single(record, 'form', LEADS_QUERY_MESSAGES.form);
  if (form !== undefined && !isLeadForm(form)) throw badQuery(LEADS_QUERY_MESSAGES.form);
  const status = single(record, 'status', LEADS_QUERY_MESSAGES.status);
  if (status !== undefined && !isLeadStatus(status)) throw badQuery(LEADS_QUERY_MESSAGES.status);
  const source = single(record, 'source', LEADS_QUERY_MESSAGES.attribution);
  const medium = single(record, 'medium', LEADS_QUERY_MESSAGES.attribution);
  const campaign = single(record, 'campaign', LEADS_QUERY_MESSAGES.attribution);
  for (const value of [source, medium, campaign]) {
    if (value !== undefined && value.length > ATTRIBUTION_LIMITS.utmSource)
      throw badQuery(LEADS_QUERY_MESSAGES.attribution);
  }
  const from = single(record, 'from', LEADS_QUERY_MESSAGES.date);
  const to = single(record, 'to', LEADS_QUERY_MESSAGES.date);
  const fromMs = from === undefined ? undefined : startOfDay(from);
  const toMs = to === undefined ? undefined : startOfDay(to) + DAY_MS;
  if (fromMs !== undefined && toMs !== undefined && fromMs >= toMs) throw badQuery(LEADS_QUERY_MESSAGES.range);
  return { form, status, source, medium, campaign, fromMs, toMs };
}

export function parseLeadCursor(query: unknown): LeadCursor | undefined {
  const record = (typeof query === 'object' && query !== null ? query : {}) as Record<string, unknown>;
  const raw = single(record, 'cursor', LEADS_QUERY_MESSAGES.cursor);
  if (raw === undefined) return undefined;
  const cursor = decodeLeadCursor(raw);
  if (!cursor) throw badQuery(LEADS_QUERY_MESSAGES.cursor, ERROR_CODES.invalidCursor);
  return cursor;
}

/** Today's Korean calendar day, YYYY-MM-DD. */
function koreanToday(now: number): string {
  return new Date(now + 9 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/**
 * The dashboard's `?from=&to=` (Korean days, both inclusive); by default the last
 * LEAD_STATS_DEFAULT_DAYS days ending today. Returns the days as given and the ms bounds.
 */
export function parseStatsPeriod(
  query: unknown,
  now: number,
): { from: string; to: string; fromMs: number; toMs: number } {
  const record = (typeof query === 'object' && query !== null ? query : {}) as Record<string, unknown>;
  const to = single(record, 'to', LEADS_QUERY_MESSAGES.date) ?? koreanToday(now);
  const toMs = startOfDay(to) + DAY_MS;
  const fromGiven = single(record, 'from', LEADS_QUERY_MESSAGES.date);
  const fromMs = fromGiven === undefined ? toMs - LEAD_STATS_DEFAULT_DAYS * DAY_MS : startOfDay(fromGiven);
  if (fromMs >= toMs) throw badQuery(LEADS_QUERY_MESSAGES.range);
  if (toMs - fromMs > LEAD_STATS_MAX_DAYS * DAY_MS) throw badQuery(LEAD_STATS_MESSAGES.range);
  const from = fromGiven ?? koreanToday(fromMs);
  return { from, to, fromMs, toMs };
}
