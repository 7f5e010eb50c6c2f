import { createHash, randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { SessionUser } from '@gagyeong/contracts/auth';
import { statement } from '../../db/statements';

/** Only this digest is stored, so a leaked database holds no usable session tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface NewSession {
  readonly userId: number;
  /** The browser's id from the device cookie: its earlier sessions end with this sign-in. */
  readonly deviceId: string;
  readonly ip: string;
  readonly userAgent: string;
}

/**
 * Creates a session and returns the random token for the cookie (256 bits, base64url). The
 * account's other sessions on the same device are deleted in the same transaction, so signing in
 * again never leaves an older token valid (docs/decisions/0095-safeguards-for-personal-data.md).
 */
export function createSession(db: Database, session: NewSession, now: number, ttlMs: number): string {
  const token = randomBytes(32).toString('base64url');
  db.transaction(() => {
    statement<[number, string]>(db, 'DELETE FROM sessions WHERE user_id = ? AND device_id = ?').run(
      session.userId,
      session.deviceId,
    );
    statement<[string, number, number, number, string, number, string, string]>(
      db,
      `INSERT INTO sessions (token_hash, user_id, created_at, expires_at, device_id, last_seen_at, ip, user_agent)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      hashToken(token),
      session.userId,
      now,
      now + ttlMs,
      session.deviceId,
      now,
      session.ip,
      session.userAgent.slice(0, 300),
    );
  }).immediate();
  return token;
}

export interface SessionLookup {
  readonly now: number;
  /** Sessions unused this long are over (SESSION_IDLE_MS). */
  readonly idleMs: number;
  /** Record this request as activity (false for the page's own background check). */
  readonly touch: boolean;
}

export interface ActiveSession {
  readonly user: SessionUser & { readonly id: number };
  readonly tokenHash: string;
}

/**
 * The session of `token` if it is neither past its lifetime nor idle too long, and its account
 * is not disabled. A use moves `last_seen_at` (written at most every idleMs/30, at most once a
 * minute, so a busy page does not write on every request).
 */
export function findSession(db: Database, token: string, lookup: SessionLookup): ActiveSession | undefined {
  const tokenHash = hashToken(token);
  const row = statement<
    [string, number, number],
    { id: number; email: string; role: SessionUser['role']; last_seen_at: number }
  >(
    db,
    `SELECT users.id AS id, users.email AS email, users.role AS role, sessions.last_seen_at AS last_seen_at
       FROM sessions JOIN users ON users.id = sessions.user_id
      WHERE sessions.token_hash = ? AND sessions.expires_at > ? AND sessions.last_seen_at > ?
        AND users.disabled_at IS NULL`,
  ).get(tokenHash, lookup.now, lookup.now - lookup.idleMs);
  if (!row) return undefined;
  const granularity = Math.min(60_000, Math.floor(lookup.idleMs / 30));
  if (lookup.touch && lookup.now - row.last_seen_at >= granularity) {
    statement<[number, string]>(db, 'UPDATE sessions SET last_seen_at = ? WHERE token_hash = ?').run(
      lookup.now,
      tokenHash,
    );
  }
  return { user: { id: row.id, email: row.email, role: row.role }, tokenHash };
}

export function deleteSession(db: Database, token: string): void {
  statement<[string]>(db, 'DELETE FROM sessions WHERE token_hash = ?').run(hashToken(token));
}

/** Ends every session of the account ("sign out everywhere"); returns how many. */
export function deleteUserSessions(db: Database, userId: number): number {
  return statement<[number]>(db, 'DELETE FROM sessions WHERE user_id = ?').run(userId).changes;
}

export function deleteExpiredSessions(db: Database, now: number, idleMs: number): void {
  statement<[number, number]>(db, 'DELETE FROM sessions WHERE expires_at <= ? OR last_seen_at <= ?').run(
    now,
    now - idleMs,
  );
}

export interface SessionRow {
  readonly token_hash: string;
  readonly created_at: number;
  readonly last_seen_at: number;
  readonly ip: string;
  readonly user_agent: string;
}

/** The account's sessions still open at `now`, most recently used first. */
export function listUserSessions(db: Database, userId: number, now: number, idleMs: number): SessionRow[] {
  return statement<[number, number, number], SessionRow>(
    db,
    `SELECT token_hash, created_at, last_seen_at, ip, user_agent FROM sessions
      WHERE user_id = ? AND expires_at > ? AND last_seen_at > ?
      ORDER BY last_seen_at DESC`,
  ).all(userId, now, now - idleMs);
}
