import { createHash, randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { statement } from '../../db/statements';

/** How many one-time recovery codes an enrolment hands out. */
export const RECOVERY_CODE_COUNT = 8;
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/**
 * 16 characters of a 31-letter alphabet (≈79 bits) in groups of four: guessing one is hopeless,
 * so a plain SHA-256 is enough to keep them from a stolen database file.
 */
function newCode(): string {
  const bytes = randomBytes(16);
  const chars = [...bytes].map((byte) => ALPHABET[byte % ALPHABET.length] ?? 'a').join('');
  return chars.match(/.{4}/g)?.join('-') ?? chars;
}

/** What was typed, as stored: lower case, no dashes or spaces. */
export function normalizeRecoveryCode(typed: string): string {
  return typed.toLowerCase().replace(/[\s-]/g, '');
}

function digest(code: string): string {
  return createHash('sha256')
    .update(`gg-recovery\n${normalizeRecoveryCode(code)}`)
    .digest('hex');
}

/** Replaces the account's codes with new ones; returns them (shown once, never stored in clear). */
export function issueRecoveryCodes(db: Database, userId: number): string[] {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  statement<[number]>(db, 'DELETE FROM recovery_codes WHERE user_id = ?').run(userId);
  const insert = statement<[number, string]>(db, 'INSERT INTO recovery_codes (user_id, code_hash) VALUES (?, ?)');
  for (const code of codes) insert.run(userId, digest(code));
  return codes;
}

/** Uses up `typed` if it is one of the account's unused codes; true when it was. */
export function redeemRecoveryCode(db: Database, userId: number, typed: string, now: number): boolean {
  const { changes } = statement<[number, number, string]>(
    db,
    'UPDATE recovery_codes SET used_at = ? WHERE user_id = ? AND code_hash = ? AND used_at IS NULL',
  ).run(now, userId, digest(typed));
  return changes === 1;
}

export function unusedRecoveryCodes(db: Database, userId: number): number {
  return (
    statement<[number], { n: number }>(
      db,
      'SELECT count(*) AS n FROM recovery_codes WHERE user_id = ? AND used_at IS NULL',
    ).get(userId)?.n ?? 0
  );
}
