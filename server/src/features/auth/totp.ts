import { Secret, TOTP } from 'otpauth';
import { SITE } from '@gagyeong/contracts';

/**
 * The administrators' second factor: TOTP (RFC 6238) through `otpauth`, the parameters every
 * authenticator app reads from a QR code (SHA-1, 6 digits, 30 s).
 */
const PERIOD_S = 30;

function totpOf(secret: string, email = ''): TOTP {
  return new TOTP({
    issuer: SITE.name,
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_S,
    secret: Secret.fromBase32(secret),
  });
}

/** A new random key (160 bits, as RFC 4226 recommends), base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** `otpauth://totp/…`: what the QR code and create-admin show for enrolment. */
export function otpauthUri(email: string, secret: string): string {
  return totpOf(secret, email).toString();
}

/** The time step a moment falls in. */
export function totpStep(now: number): number {
  return Math.floor(now / 1000 / PERIOD_S);
}

/**
 * The time step `code` belongs to (this one or one either side, for clock drift), or undefined
 * when it matches none. Steps at or before `lastStep` are refused: a code is accepted once
 * (RFC 6238 §5.2).
 */
export function acceptTotp(secret: string, code: string, now: number, lastStep: number): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return undefined;
  const step = totpStep(now) + delta;
  return step > lastStep ? step : undefined;
}

/** The code of a moment (tests and the e2e helper compute codes the way an app does). */
export function totpCode(secret: string, now: number): string {
  return totpOf(secret).generate({ timestamp: now });
}
