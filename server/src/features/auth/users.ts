import type { Database } from 'better-sqlite3';
import type { UserRole } from '@gagyeong/contracts/auth';
import { statement } from '../../db/statements';

export interface UserRow {
  readonly id: number;
  readonly email: string;
  readonly password_hash: string;
  readonly role: UserRole;
}

export function findUserByEmail(db: Database, email: string): UserRow | undefined {
  return statement<[string], UserRow>(db, 'SELECT id, email, password_hash, role FROM users WHERE email = ?').get(
    email,
  );
}

/**
 * Creates the user or, if the email exists, sets its password and role. Returns whether it was
 * created. Changing a password signs the user out everywhere (their sessions are deleted).
 */
export function upsertUser(
  db: Database,
  user: { email: string; passwordHash: string; role: UserRole },
  now: number,
): { created: boolean } {
  const run = db.transaction(() => {
    const existing = findUserByEmail(db, user.email);
    if (existing) {
      statement<[string, string, number, number]>(
        db,
        'UPDATE users SET password_hash = ?, role = ?, updated_at = ? WHERE id = ?',
      ).run(user.passwordHash, user.role, now, existing.id);
      statement<[number]>(db, 'DELETE FROM sessions WHERE user_id = ?').run(existing.id);
      return { created: false };
    }
    statement<[string, string, string, number, number]>(
      db,
      'INSERT INTO users (email, password_hash, role, created_at, updated_at) VALUES (?, ?, ?, ?, ?)',
    ).run(user.email, user.passwordHash, user.role, now, now);
    return { created: true };
  });
  return run.immediate();
}
