import * as v from 'valibot';
import { HTTP_ERROR_CODES } from './error-codes';

/**
 * Sign-in contract between mf-press and the embedded server (docs/architecture.md §7). The server checks what the
 * administrator typed; there are no fixed credentials anywhere (docs/architecture.md §8).
 */
export type UserRole = 'admin' | 'member';

export interface SessionUser {
  readonly email: string;
  readonly role: UserRole;
}

/**
 * `POST /api/auth/login` answer: the signed-in user, or (right password, second factor not yet
 * set up) the key to enrol in an authenticator app, as a URI for the QR code and as text.
 * `recoveryCodes` come once, with the sign-in that completes an enrolment.
 */
export type LoginResponse =
  { readonly user: SessionUser; readonly recoveryCodes?: readonly string[] } | { readonly enrolment: TotpEnrolment };

export interface TotpEnrolment {
  readonly otpauthUri: string;
  readonly secret: string;
}

/** `GET /api/auth/me` answer: null when signed out or the session expired. */
export interface MeResponse {
  readonly user: SessionUser | null;
  /** The session's inactivity bound (embedded server): the page signs out after it. */
  readonly idleTimeoutMs?: number;
}

/** Sessions end after this long without activity unless the server is configured otherwise. */
export const DEFAULT_IDLE_TIMEOUT_MS = 30 * 60 * 1000;

/** `GET /api/auth/sessions`: the signed-in account's open sessions, newest first. */
export interface SessionInfo {
  readonly createdAt: string;
  readonly lastSeenAt: string;
  readonly ip: string;
  readonly userAgent: string;
  /** The session this request was made with. */
  readonly current: boolean;
}

export interface SessionsResponse {
  readonly sessions: readonly SessionInfo[];
}

/** API error codes of the second factor, which sign-in forms tell apart. */
export const SECOND_FACTOR_CODES = {
  /** Right password; the code is missing. */
  required: HTTP_ERROR_CODES.secondFactorRequired,
  /** Wrong, expired or already used code. */
  invalid: HTTP_ERROR_CODES.secondFactorInvalid,
} as const;

/** Shown as the author of every press article (docs/product.md §9). */
export const AUTHOR_LABEL = '관리자';

/** Name of the httpOnly session cookie the embedded server sets. */
export const SESSION_COOKIE_NAME = 'gg_session';

export const ADMIN_PASSWORD_MIN_LENGTH = 10;

export const AUTH_LIMITS = { email: 254, password: 1024, code: 40 } as const;

/** What the sign-in form sends; `code` is the second factor (6 digits or a recovery code). */
export interface LoginInput {
  readonly email: string;
  readonly password: string;
  readonly code?: string;
}

export { ApiErrorBodySchema, isApiErrorBody, type ApiErrorBody } from './api-error';

// Response schemas: what the browser checks an answer against before using it, so a proxy's page
// or a server of another version fails as one clear error instead of breaking a component later.

export const SessionUserSchema: v.GenericSchema<unknown, SessionUser> = v.object({
  email: v.string(),
  role: v.picklist(['admin', 'member']),
});

/** `GET /api/auth/me`: `{ user }`, null when signed out or expired. */
export const MeResponseSchema: v.GenericSchema<unknown, MeResponse> = v.object({
  user: v.nullable(SessionUserSchema),
  idleTimeoutMs: v.optional(v.number()),
});

/** `POST /api/auth/login`: the signed-in user, or the enrolment of the second factor. */
export const LoginResponseSchema: v.GenericSchema<unknown, LoginResponse> = v.union([
  v.object({ user: SessionUserSchema, recoveryCodes: v.optional(v.array(v.string())) }),
  v.object({ enrolment: v.object({ otpauthUri: v.string(), secret: v.string() }) }),
]);

/** `GET /api/auth/sessions`. */
export const SessionsResponseSchema: v.GenericSchema<unknown, SessionsResponse> = v.object({
  sessions: v.array(
    v.object({
      createdAt: v.string(),
      lastSeenAt: v.string(),
      ip: v.string(),
      userAgent: v.string(),
      current: v.boolean(),
    }),
  ),
});

/** The words of the second factor in every sign-in form (mf-leads and mf-press). */
export const SECOND_FACTOR_TEXT = {
  code: '인증 코드',
  codeHint: '인증 앱의 6자리 코드, 또는 복구 코드',
  enrolTitle: '2단계 인증 등록',
  enrolIntro:
    '인증 앱(Google Authenticator, Microsoft Authenticator 등)으로 QR 코드를 스캔하거나 설정 키를 입력한 뒤, 앱에 표시된 6자리 코드를 입력해 주세요.',
  enrolElsewhere:
    '2단계 인증 등록은 관리자 홈(/admin)에서 QR 코드로 할 수 있습니다. 설정 키를 인증 앱에 직접 입력해도 됩니다.',
  qr: '2단계 인증 등록 QR 코드',
  key: '설정 키',
  recoveryTitle: '복구 코드',
  recoveryIntro:
    '휴대전화를 잃어버렸을 때 인증 코드 대신 쓸 수 있습니다. 각 코드는 한 번만 쓸 수 있고 지금 한 번만 표시되니, 안전한 곳에 적어 두세요.',
  recoveryDone: '복구 코드를 보관했습니다',
} as const;
