import type { Checked } from '@gagyeong/contracts/checks';
import { LEADS_QUERY_MESSAGES } from '@gagyeong/contracts/leads';
import { ERROR_CODES, HttpError } from '../../http/errors';
import { decodeLeadCursor, type LeadCursor } from './lead-cursor';

/**
 * A rule's answer (the filters and the period are read by @gagyeong/contracts/lead-rules, as the
 * Firestore inbox reads them): its value, or 400 with its Korean message.
 */
export function orBadRequest<T>(checked: Checked<T>): T {
  if (checked.ok) return checked.value;
  throw new HttpError(400, ERROR_CODES.validationFailed, checked.message);
}

/** `?cursor=` of the inbox: this store's own position (lead-cursor.ts), or 400 `invalid_cursor`. */
export function parseLeadCursor(query: unknown): LeadCursor | undefined {
  const raw = typeof query === 'object' && query !== null ? (query as Record<string, unknown>).cursor : undefined;
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string') throw new HttpError(400, ERROR_CODES.validationFailed, LEADS_QUERY_MESSAGES.cursor);
  const cursor = decodeLeadCursor(raw);
  if (!cursor) throw new HttpError(400, ERROR_CODES.invalidCursor, LEADS_QUERY_MESSAGES.cursor);
  return cursor;
}
