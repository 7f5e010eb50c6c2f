import type { Database } from 'better-sqlite3';
import type { TotpEnrolment } from '@gagyeong/contracts/auth';
import { statement } from '../../db/statements';
import { recordAccountChange } from './account-changes';
import { issueRecoveryCodes, redeemRecoveryCode } from './recovery-codes';
import { acceptTotp, newTotpSecret, otpauthUri } from './totp';
import { acceptTotpStep, type UserRow } from './users';

export type SecondFactorResult =
  /** Not enrolled and no code: show the key to enrol (no session yet). */
  | { readonly kind: 'enrol'; readonly enrolment: TotpEnrolment }
  /** Enrolled, no code typed. */
  | { readonly kind: 'required' }
  | { readonly kind: 'invalid' }
  /** A TOTP code; `recoveryCodes` when it completed the enrolment. */
  | { readonly kind: 'totp'; readonly recoveryCodes?: readonly string[] }
  | { readonly kind: 'recovery'; readonly recoveryCodes?: undefined };

/** An account made before the second factor existed gets its pending key on first use. */
function pendingSecret(db: Database, user: UserRow): string {
  if (user.totp_secret !== null) return user.totp_secret;
  const secret = newTotpSecret();
  statement<[string, number]>(db, 'UPDATE users SET totp_secret = ? WHERE id = ? AND totp_secret IS NULL').run(
    secret,
    user.id,
  );
  return (
    statement<[number], { totp_secret: string }>(db, 'SELECT totp_secret FROM users WHERE id = ?').get(user.id)
      ?.totp_secret ?? secret
  );
}

/**
 * The second step of a sign-in whose password was right. `code` is 6 digits from the
 * authenticator app (each time step accepted once) or, once enrolled, one of the recovery codes
 * (each accepted once). The first accepted code confirms a pending enrolment and issues the
 * recovery codes, returned here to be shown once.
 */
export function checkSecondFactor(db: Database, user: UserRow, code: string, now: number): SecondFactorResult {
  const secret = pendingSecret(db, user);
  const enrolled = user.totp_confirmed_at !== null;
  if (code === '') {
    return enrolled
      ? { kind: 'required' }
      : { kind: 'enrol', enrolment: { otpauthUri: otpauthUri(user.email, secret), secret } };
  }
  if (/^\d{6}$/.test(code)) {
    const step = acceptTotp(secret, code, now, user.totp_last_step);
    if (step === undefined || !acceptTotpStep(db, { ...user, totp_secret: secret }, step, now))
      return { kind: 'invalid' };
    return enrolled ? { kind: 'totp' } : { kind: 'totp', recoveryCodes: issueRecoveryCodes(db, user.id) };
  }
  if (enrolled && redeemRecoveryCode(db, user.id, code, now)) {
    recordAccountChange(db, {
      at: now,
      account: user.email,
      change: 'recovery_code_used',
      actor: user.email,
      detail: '',
    });
    return { kind: 'recovery' };
  }
  return { kind: 'invalid' };
}
