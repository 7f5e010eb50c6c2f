import { decodePageCursor, encodePageCursor } from '../../http/page-cursor';

/** Position after the last item of a page: its (created_at, id), the list's sort key. */
export interface LeadCursor {
  readonly createdAt: number;
  readonly id: string;
}

export function encodeLeadCursor(cursor: LeadCursor): string {
  return encodePageCursor({ sortKey: cursor.createdAt, id: cursor.id });
}

/** The cursor, or undefined when the string was not made by encodeLeadCursor. */
export function decodeLeadCursor(value: string): LeadCursor | undefined {
  const cursor = decodePageCursor(value, (id) => id.length <= 64);
  return cursor && { createdAt: cursor.sortKey, id: cursor.id };
}
