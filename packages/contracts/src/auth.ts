import * as v from 'valibot';

/**
 * Sign-in contract between mf-press and the embedded server (DESIGN §7). The server checks what the
 * administrator typed; there are no fixed credentials anywhere (DESIGN §8).
 */
export type UserRole = 'admin' | 'member';

export interface SessionUser {
  readonly email: string;
  readonly role: UserRole;
}

/** `POST /api/auth/login` answer. */
export interface LoginResponse {
  readonly user: SessionUser;
}

/** `GET /api/auth/me` answer: null when signed out or the session expired. */
export interface MeResponse {
  readonly user: SessionUser | null;
}

/** Shown as the author of every press article (SPEC §9). */
export const AUTHOR_LABEL = '관리자';

/** Name of the httpOnly session cookie the embedded server sets. */
export const SESSION_COOKIE_NAME = 'gg_session';

export const ADMIN_PASSWORD_MIN_LENGTH = 10;

export const AUTH_LIMITS = { email: 254, password: 1024 } as const;

export const LoginSchema = v.object(
  {
    // optional + nonEmpty: a missing field gets its own message, not the object's.
    email: v.pipe(
      v.optional(v.string('이메일을 입력해 주세요.'), ''),
      v.trim(),
      v.nonEmpty('이메일을 입력해 주세요.'),
      v.maxLength(AUTH_LIMITS.email, '이메일이 너무 깁니다.'),
      v.email('이메일 형식이 올바르지 않습니다.'),
      // Addresses compare case-insensitively, so one account cannot exist twice.
      v.toLowerCase(),
    ),
    password: v.pipe(
      v.optional(v.string('비밀번호를 입력해 주세요.'), ''),
      v.nonEmpty('비밀번호를 입력해 주세요.'),
      v.maxLength(AUTH_LIMITS.password, '비밀번호가 너무 깁니다.'),
    ),
  },
  '요청 본문은 JSON 객체여야 합니다.',
);

/** What the sign-in form sends. */
export interface LoginInput {
  readonly email: string;
  readonly password: string;
}
/** After validation: email trimmed and lower-cased. */
export type LoginData = v.InferOutput<typeof LoginSchema>;

/**
 * Every JSON API error of the embedded server (press, auth, leads) has this shape; `code` is stable
 * snake_case for programs, `message` is Korean for people.
 */
export interface ApiErrorBody {
  readonly error: { readonly code: string; readonly message: string };
}

export const ApiErrorBodySchema: v.GenericSchema<unknown, ApiErrorBody> = v.object({
  error: v.object({ code: v.string(), message: v.string() }),
});

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return v.is(ApiErrorBodySchema, value);
}

// Response schemas: what the browser checks an answer against before using it, so a proxy's page
// or a server of another version fails as one clear error instead of breaking a component later.

export const SessionUserSchema: v.GenericSchema<unknown, SessionUser> = v.object({
  email: v.string(),
  role: v.picklist(['admin', 'member']),
});

/** `GET /api/auth/me`: `{ user }`, null when signed out or expired. */
export const MeResponseSchema: v.GenericSchema<unknown, MeResponse> = v.object({ user: v.nullable(SessionUserSchema) });

/** `POST /api/auth/login`: the signed-in user. */
export const LoginResponseSchema: v.GenericSchema<unknown, LoginResponse> = v.object({ user: SessionUserSchema });
