import type { Database } from 'better-sqlite3';
import type { UserRole } from '@gagyeong/contracts/auth';
import { statement } from '../../db/statements';
import { recordAccountChange } from './account-changes';
import { newTotpSecret } from './totp';

export interface UserRow {
  readonly id: number;
  readonly email: string;
  readonly name: string;
  readonly password_hash: string;
  readonly role: UserRole;
  readonly disabled_at: number | null;
  /** The TOTP key; pending until `totp_confirmed_at` is set by the first accepted code. */
  readonly totp_secret: string | null;
  readonly totp_confirmed_at: number | null;
  readonly totp_last_step: number;
}

const USER_COLUMNS =
  'id, email, name, password_hash, role, disabled_at, totp_secret, totp_confirmed_at, totp_last_step';

export function findUserByEmail(db: Database, email: string): UserRow | undefined {
  return statement<[string], UserRow>(db, `SELECT ${USER_COLUMNS} FROM users WHERE email = ?`).get(email);
}

export function listUsers(db: Database): UserRow[] {
  return statement<[], UserRow>(db, `SELECT ${USER_COLUMNS} FROM users ORDER BY email`).all();
}

function deleteSessionsOf(db: Database, userId: number): void {
  statement<[number]>(db, 'DELETE FROM sessions WHERE user_id = ?').run(userId);
}

/**
 * Creates the user (with a pending TOTP key) or, if the email exists, sets its password, role
 * and (when given) name. Changing a password signs the user out everywhere. Each change is
 * recorded with `actor`. Returns whether it was created, and the pending key if enrolment is
 * still to be done (so create-admin can print it).
 */
export function upsertUser(
  db: Database,
  user: { email: string; passwordHash: string; role: UserRole; name?: string },
  now: number,
  actor = 'system',
): { created: boolean; pendingSecret?: string } {
  const run = db.transaction(() => {
    const existing = findUserByEmail(db, user.email);
    const change = (kind: Parameters<typeof recordAccountChange>[1]['change'], detail = '') =>
      recordAccountChange(db, { at: now, account: user.email, change: kind, actor, detail });
    if (existing) {
      statement<[string, string, string, number, number]>(
        db,
        'UPDATE users SET password_hash = ?, role = ?, name = ?, updated_at = ? WHERE id = ?',
      ).run(user.passwordHash, user.role, user.name ?? existing.name, now, existing.id);
      deleteSessionsOf(db, existing.id);
      change('password_set');
      if (existing.role !== user.role) change('role_set', user.role);
      if (user.name !== undefined && user.name !== existing.name) change('name_set', user.name);
      const pending = existing.totp_confirmed_at === null ? (existing.totp_secret ?? undefined) : undefined;
      if (existing.totp_secret === null) return { created: false, pendingSecret: resetTotp(db, existing.id) };
      return { created: false, pendingSecret: pending };
    }
    const secret = newTotpSecret();
    statement<[string, string, string, string, string, number, number]>(
      db,
      `INSERT INTO users (email, name, password_hash, role, totp_secret, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).run(user.email, user.name ?? '', user.passwordHash, user.role, secret, now, now);
    change('created', user.role);
    return { created: true, pendingSecret: secret };
  });
  return run.immediate();
}

function resetTotp(db: Database, userId: number): string {
  const secret = newTotpSecret();
  statement<[string, number]>(
    db,
    'UPDATE users SET totp_secret = ?, totp_confirmed_at = NULL, totp_last_step = 0 WHERE id = ?',
  ).run(secret, userId);
  statement<[number]>(db, 'DELETE FROM recovery_codes WHERE user_id = ?').run(userId);
  return secret;
}

/**
 * A new, pending TOTP key for the account (lost phone): its recovery codes and sessions are
 * gone; the next sign-in enrols again. Returns the key, or undefined for an unknown email.
 */
export function resetSecondFactor(db: Database, email: string, now: number, actor: string): string | undefined {
  return db
    .transaction(() => {
      const user = findUserByEmail(db, email);
      if (!user) return undefined;
      const secret = resetTotp(db, user.id);
      deleteSessionsOf(db, user.id);
      recordAccountChange(db, { at: now, account: user.email, change: 'totp_reset', actor, detail: '' });
      return secret;
    })
    .immediate();
}

/** Disables (signing it out everywhere) or enables an account; false for an unknown email. */
export function setAccountDisabled(db: Database, email: string, disabled: boolean, now: number, actor: string) {
  return db
    .transaction(() => {
      const user = findUserByEmail(db, email);
      if (!user) return false;
      statement<[number | null, number, number]>(
        db,
        'UPDATE users SET disabled_at = ?, updated_at = ? WHERE id = ?',
      ).run(disabled ? now : null, now, user.id);
      if (disabled) deleteSessionsOf(db, user.id);
      recordAccountChange(db, {
        at: now,
        account: user.email,
        change: disabled ? 'disabled' : 'enabled',
        actor,
        detail: '',
      });
      return true;
    })
    .immediate();
}

/**
 * Remembers the last accepted time step (the first also confirms the enrolment). False when
 * another request took this step or a later one meanwhile: the code is then refused too.
 */
export function acceptTotpStep(db: Database, user: UserRow, step: number, now: number): boolean {
  return db
    .transaction(() => {
      const { changes } = statement<[number, number, number, number]>(
        db,
        `UPDATE users SET totp_last_step = ?, totp_confirmed_at = coalesce(totp_confirmed_at, ?)
          WHERE id = ? AND totp_last_step < ?`,
      ).run(step, now, user.id, step);
      if (changes === 0) return false;
      if (user.totp_confirmed_at === null) {
        recordAccountChange(db, {
          at: now,
          account: user.email,
          change: 'totp_enrolled',
          actor: user.email,
          detail: '',
        });
      }
      return true;
    })
    .immediate();
}
