import { createHash, randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { SessionUser } from '@gagyeong/contracts/auth';
import { statement } from '../../db/statements';

/** Only this digest is stored, so a leaked database holds no usable session tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Creates a session and returns the random token for the cookie (256 bits, base64url). */
export function createSession(db: Database, userId: number, now: number, ttlMs: number): string {
  const token = randomBytes(32).toString('base64url');
  statement<[string, number, number, number]>(
    db,
    'INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
  ).run(hashToken(token), userId, now, now + ttlMs);
  return token;
}

export function findSessionUser(db: Database, token: string, now: number): SessionUser | undefined {
  return statement<[string, number], SessionUser>(
    db,
    `SELECT users.email AS email, users.role AS role
       FROM sessions JOIN users ON users.id = sessions.user_id
      WHERE sessions.token_hash = ? AND sessions.expires_at > ?`,
  ).get(hashToken(token), now);
}

export function deleteSession(db: Database, token: string): void {
  statement<[string]>(db, 'DELETE FROM sessions WHERE token_hash = ?').run(hashToken(token));
}

export function deleteExpiredSessions(db: Database, now: number): void {
  statement<[number]>(db, 'DELETE FROM sessions WHERE expires_at <= ?').run(now);
}
