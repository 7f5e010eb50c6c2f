import { PRESS_ERRORS } from '../../../../content/press-text';
import { PressApiError } from '../press-backend';
import { isNotFound, isPermissionDenied, toPressError } from './firebase-errors';

// The SDK's failures as the emulator tests cannot provoke them (outages, throttling); the ones it
// can (wrong password, refused write) are in create-firebase-backend.emulator.test.ts.
const failure = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe('toPressError', () => {
  it.each([
    ['auth/invalid-credential', PRESS_ERRORS.invalidCredentials],
    ['auth/user-not-found', PRESS_ERRORS.invalidCredentials],
    ['auth/invalid-email', PRESS_ERRORS.invalidEmail],
    ['auth/too-many-requests', PRESS_ERRORS.tooManyAttempts],
    ['auth/user-disabled', PRESS_ERRORS.userDisabled],
    ['auth/network-request-failed', PRESS_ERRORS.network],
    ['permission-denied', PRESS_ERRORS.forbidden],
    ['unauthenticated', PRESS_ERRORS.unauthenticated],
    ['unavailable', PRESS_ERRORS.unavailable],
    ['deadline-exceeded', PRESS_ERRORS.network],
  ])('turns %s into its Korean message, keeping the code', (code, message) => {
    const error = toPressError(failure(code));
    expect(error).toBeInstanceOf(PressApiError);
    expect(error).toMatchObject({ code, message, status: 0 });
  });

  it('answers anything else with the general message and never the English one', () => {
    expect(toPressError(failure('internal'))).toMatchObject({ code: 'internal', message: PRESS_ERRORS.unexpected });
    expect(toPressError(new Error('boom'))).toMatchObject({ code: 'unknown', message: PRESS_ERRORS.unexpected });
    expect(toPressError('text')).toMatchObject({ code: 'unknown' });
  });

  it('passes a PressApiError through as it is', () => {
    const original = new PressApiError(PRESS_ERRORS.missingCursor, 'invalid_cursor');
    expect(toPressError(original)).toBe(original);
  });

  it('recognises not-found and permission-denied', () => {
    expect(isNotFound(failure('not-found'))).toBe(true);
    expect(isNotFound(failure('permission-denied'))).toBe(false);
    expect(isPermissionDenied(failure('permission-denied'))).toBe(true);
    expect(isPermissionDenied({ code: 7 })).toBe(false);
  });
});
