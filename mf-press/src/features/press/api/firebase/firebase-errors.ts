import { SecondFactorError } from '@gagyeong/ui/firebase-second-factor';
import { PRESS_ERRORS } from '../../../../content/press-text';
import { PressApiError } from '../press-backend';

/** Firebase error code → Korean message (Auth codes are `auth/…`, Firestore codes bare). */
const MESSAGES: Readonly<Record<string, string>> = {
  'auth/invalid-credential': PRESS_ERRORS.invalidCredentials,
  'auth/invalid-login-credentials': PRESS_ERRORS.invalidCredentials,
  'auth/wrong-password': PRESS_ERRORS.invalidCredentials,
  'auth/user-not-found': PRESS_ERRORS.invalidCredentials,
  'auth/missing-password': PRESS_ERRORS.invalidCredentials,
  'auth/invalid-email': PRESS_ERRORS.invalidEmail,
  'auth/missing-email': PRESS_ERRORS.invalidEmail,
  'auth/too-many-requests': PRESS_ERRORS.tooManyAttempts,
  'auth/user-disabled': PRESS_ERRORS.userDisabled,
  'auth/network-request-failed': PRESS_ERRORS.network,
  'permission-denied': PRESS_ERRORS.forbidden,
  unauthenticated: PRESS_ERRORS.unauthenticated,
  unavailable: PRESS_ERRORS.unavailable,
  'deadline-exceeded': PRESS_ERRORS.network,
};

function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/** Any SDK failure as a PressApiError with a Korean message (the SDK's own are English). */
export function toPressError(error: unknown): PressApiError {
  if (error instanceof PressApiError) return error;
  if (error instanceof SecondFactorError) return new PressApiError(error.message, error.code);
  const code = errorCode(error) ?? 'unknown';
  return new PressApiError(MESSAGES[code] ?? PRESS_ERRORS.unexpected, code);
}

export function isNotFound(error: unknown): boolean {
  return errorCode(error) === 'not-found';
}

export function isPermissionDenied(error: unknown): boolean {
  return errorCode(error) === 'permission-denied';
}
