import { isPressId } from './press-row';

/** Position after the last item of a page: its (date, id), the list's sort key. */
export interface PressCursor {
  readonly date: number;
  readonly id: string;
}

/** Opaque to clients: base64url of `[date, id]`. */
export function encodeCursor(cursor: PressCursor): string {
  return Buffer.from(JSON.stringify([cursor.date, cursor.id])).toString('base64url');
}

/** The cursor, or undefined when the string was not made by encodeCursor. */
export function decodeCursor(value: string): PressCursor | undefined {
  if (value.length > 200 || !/^[A-Za-z0-9_-]+$/.test(value)) return undefined;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed.length !== 2) return undefined;
    const [date, id] = parsed as unknown[];
    if (!Number.isSafeInteger(date) || typeof id !== 'string' || !isPressId(id)) return undefined;
    return { date: date as number, id };
  } catch {
    return undefined;
  }
}
