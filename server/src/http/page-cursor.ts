/**
 * Keyset paging's cursor, shared by every list the API pages (press, leads): the position after
 * the last item of a page as its sort key (a number, e.g. a date in ms) and its id. Opaque to
 * clients: base64url of `[sortKey, id]`.
 */
export interface PageCursor {
  readonly sortKey: number;
  readonly id: string;
}

export function encodePageCursor(cursor: PageCursor): string {
  return Buffer.from(JSON.stringify([cursor.sortKey, cursor.id])).toString('base64url');
}

/** The cursor, or undefined when the string was not made by encodePageCursor or `isId` refuses its id. */
export function decodePageCursor(value: string, isId: (id: string) => boolean): PageCursor | undefined {
  if (value.length > 200 || !/^[A-Za-z0-9_-]+$/.test(value)) return undefined;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed.length !== 2) return undefined;
    const [sortKey, id] = parsed as unknown[];
    if (typeof sortKey !== 'number' || !Number.isSafeInteger(sortKey) || typeof id !== 'string' || !isId(id)) {
      return undefined;
    }
    return { sortKey, id };
  } catch {
    return undefined;
  }
}
