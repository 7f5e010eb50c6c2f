/** Position after the last item of a page: its (created_at, id), the list's sort key. */
export interface LeadCursor {
  readonly createdAt: number;
  readonly id: string;
}

/** Opaque to clients: base64url of `[createdAt, id]`. */
export function encodeLeadCursor(cursor: LeadCursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt, cursor.id])).toString('base64url');
}

/** The cursor, or undefined when the string was not made by encodeLeadCursor. */
export function decodeLeadCursor(value: string): LeadCursor | undefined {
  if (value.length > 200 || !/^[A-Za-z0-9_-]+$/.test(value)) return undefined;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed.length !== 2) return undefined;
    const [createdAt, id] = parsed as unknown[];
    if (!Number.isSafeInteger(createdAt) || typeof id !== 'string' || id.length > 64) return undefined;
    return { createdAt: createdAt as number, id };
  } catch {
    return undefined;
  }
}
