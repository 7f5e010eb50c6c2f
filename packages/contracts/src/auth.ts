import * as v from 'valibot';

/**
 * Sign-in contract between mf-press and the embedded server (docs/architecture.md §7). The server checks what the
 * administrator typed; there are no fixed credentials anywhere (docs/architecture.md §8).
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

/** Shown as the author of every press article (docs/product.md §9). */
export const AUTHOR_LABEL = '관리자';

/** Name of the httpOnly session cookie the embedded server sets. */
export const SESSION_COOKIE_NAME = 'gg_session';

export const ADMIN_PASSWORD_MIN_LENGTH = 10;

export const AUTH_LIMITS = { email: 254, password: 1024 } as const;

/** What the sign-in form sends. */
export interface LoginInput {
  readonly email: string;
  readonly password: string;
}

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
