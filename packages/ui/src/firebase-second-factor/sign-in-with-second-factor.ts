import {
  getIdTokenResult,
  getMultiFactorResolver,
  multiFactor,
  PhoneAuthProvider,
  PhoneMultiFactorGenerator,
  RecaptchaVerifier,
  signInWithEmailAndPassword,
  type Auth,
  type MultiFactorError,
  type User,
} from 'firebase/auth';
import type { SessionUser } from '@gagyeong/contracts/auth';
import { koreanMobileE164, SMS_SECOND_FACTOR_ERRORS } from '@gagyeong/contracts/second-factor-sms';
import type { SmsStep } from '../sign-in-form/sms-step';

/**
 * Firebase-mode administrator sign-in with Firebase Auth's multi-factor API, SMS as the factor
 * (docs/decisions/0096-firebase-second-factor.md). The Auth emulator supports SMS only; TOTP
 * (Identity Platform, production) would be one more step kind here: `TotpMultiFactorGenerator`
 * for enrolment (secret, QR) and `assertionForSignIn` for a hint whose factorId is 'totp'.
 * Loaded only by the firebase chunks, when someone signs in.
 */

/** A failure with a Korean message fit to show as it is (the SDK's own are English). */
export class SecondFactorError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'SecondFactorError';
  }
}

function errorCode(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : '';
}

function korean(error: unknown): SecondFactorError {
  if (error instanceof SecondFactorError) return error;
  const code = errorCode(error);
  const messages: Readonly<Record<string, string>> = SMS_SECOND_FACTOR_ERRORS;
  return new SecondFactorError(messages[code] ?? SMS_SECOND_FACTOR_ERRORS.unexpected, code || 'unexpected');
}

/**
 * Who the user is for the pages: an administrator (claim `admin: true`) only with an ID token
 * minted after a second factor, as firestore.rules demand; an administrator signed in with the
 * password alone (enrolment not finished) is nobody yet.
 */
export async function sessionUserOf(user: User): Promise<SessionUser | null> {
  const token = await getIdTokenResult(user);
  if (token.claims.admin !== true) return { email: user.email ?? '', role: 'member' };
  return token.signInSecondFactor ? { email: user.email ?? '', role: 'admin' } : null;
}

/**
 * reCAPTCHA for one SMS: invisible, in a container of its own. On the emulator the SDK swaps in
 * its mock (connectAuthEmulator sets `appVerificationDisabledForTesting`), so nothing is loaded.
 */
async function withVerifier<T>(auth: Auth, send: (verifier: RecaptchaVerifier) => Promise<T>): Promise<T> {
  const container = document.createElement('div');
  document.body.append(container);
  const verifier = new RecaptchaVerifier(auth, container, { size: 'invisible' });
  try {
    return await send(verifier);
  } finally {
    verifier.clear();
    container.remove();
  }
}

/** The phone number as the form shows where the code went: its last four digits. */
function masked(phoneNumber: string | null | undefined): string {
  const digits = (phoneNumber ?? '').replace(/\D/gu, '');
  return digits.length >= 4 ? `***-****-${digits.slice(-4)}` : '***';
}

/** The code step: `confirm` finishes with the verification id's code; a wrong code may be retyped. */
function codeStep(sentTo: string, confirm: (code: string) => Promise<void>): SmsStep {
  return {
    kind: 'code',
    sentTo: masked(sentTo),
    submit: async (code) => {
      const digits = code.replace(/\s/gu, '');
      if (!/^\d{6}$/u.test(digits)) {
        throw new SecondFactorError(SMS_SECOND_FACTOR_ERRORS.missingCode, 'auth/missing-verification-code');
      }
      try {
        await confirm(digits);
      } catch (error) {
        throw korean(error);
      }
      return undefined;
    },
  };
}

/** First sign-in of an administrator: the phone number, then the code sent to it, enrols it. */
function enrolmentStep(auth: Auth, user: User): SmsStep {
  return {
    kind: 'phone',
    sentTo: '',
    submit: async (phone) => {
      const phoneNumber = koreanMobileE164(phone);
      if (!phoneNumber) throw new SecondFactorError(SMS_SECOND_FACTOR_ERRORS.invalidPhone, 'auth/invalid-phone-number');
      try {
        const session = await multiFactor(user).getSession();
        const verificationId = await withVerifier(auth, (verifier) =>
          new PhoneAuthProvider(auth).verifyPhoneNumber({ phoneNumber, session }, verifier),
        );
        return codeStep(phoneNumber, async (code) => {
          const assertion = PhoneMultiFactorGenerator.assertion(PhoneAuthProvider.credential(verificationId, code));
          await multiFactor(user).enroll(assertion, '휴대전화');
          // The enrolment hands back a token minted with the second factor: the rules accept it.
          await user.getIdToken(true);
        });
      } catch (error) {
        throw korean(error);
      }
    },
  };
}

/** An account that already has the factor: the code sent to its phone finishes the sign-in. */
async function challengeStep(auth: Auth, error: MultiFactorError): Promise<SmsStep> {
  const resolver = getMultiFactorResolver(auth, error);
  const hint = resolver.hints.find(({ factorId }) => factorId === PhoneMultiFactorGenerator.FACTOR_ID);
  if (!hint) throw new SecondFactorError(SMS_SECOND_FACTOR_ERRORS.unsupportedFactor, 'unsupported');
  try {
    const verificationId = await withVerifier(auth, (verifier) =>
      new PhoneAuthProvider(auth).verifyPhoneNumber({ multiFactorHint: hint, session: resolver.session }, verifier),
    );
    const phoneNumber = 'phoneNumber' in hint && typeof hint.phoneNumber === 'string' ? hint.phoneNumber : '';
    return codeStep(phoneNumber, async (code) => {
      await resolver.resolveSignIn(
        PhoneMultiFactorGenerator.assertion(PhoneAuthProvider.credential(verificationId, code)),
      );
    });
  } catch (caught) {
    throw korean(caught);
  }
}

/**
 * Signs in with email and password; an administrator then goes on with an SMS step (enrolment on
 * the first sign-in, the code on later ones) and is signed in when its last step resolves.
 * Password failures are the SDK's errors, as before (each remote words them).
 */
export async function signInWithSecondFactor(
  auth: Auth,
  email: string,
  password: string,
): Promise<{ readonly user: SessionUser } | { readonly sms: SmsStep }> {
  try {
    const { user } = await signInWithEmailAndPassword(auth, email, password);
    const sessionUser = await sessionUserOf(user);
    return sessionUser ? { user: sessionUser } : { sms: enrolmentStep(auth, user) };
  } catch (error) {
    if (errorCode(error) !== 'auth/multi-factor-auth-required') throw error;
    return { sms: await challengeStep(auth, error as MultiFactorError) };
  }
}
