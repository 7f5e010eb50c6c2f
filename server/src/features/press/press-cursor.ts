import { decodePageCursor, encodePageCursor } from '../../http/page-cursor';
import { isPressId } from './press-row';

/** Position after the last item of a page: its (date, id), the list's sort key. */
export interface PressCursor {
  readonly date: number;
  readonly id: string;
}

export function encodeCursor(cursor: PressCursor): string {
  return encodePageCursor({ sortKey: cursor.date, id: cursor.id });
}

/** The cursor, or undefined when the string was not made by encodeCursor. */
export function decodeCursor(value: string): PressCursor | undefined {
  const cursor = decodePageCursor(value, isPressId);
  return cursor && { date: cursor.sortKey, id: cursor.id };
}
