import * as v from 'valibot';

/**
 * Who is signed in: the session's user and `GET /api/auth/me`, which a press page checks on every
 * visit. Re-exported by auth.ts; signing in (auth.ts) is loaded only when someone signs in.
 */
export type UserRole = 'admin' | 'member';

export interface SessionUser {
  readonly email: string;
  readonly role: UserRole;
}

/** `GET /api/auth/me` answer: null when signed out or the session expired. */
export interface MeResponse {
  readonly user: SessionUser | null;
  /** The session's inactivity bound (embedded server): the page signs out after it. */
  readonly idleTimeoutMs?: number;
}

/** Shown as the author of every press article (docs/product.md §9). */
export const AUTHOR_LABEL = '관리자';

export const SessionUserSchema: v.GenericSchema<unknown, SessionUser> = v.object({
  email: v.string(),
  role: v.picklist(['admin', 'member']),
});

/** `GET /api/auth/me`: `{ user }`, null when signed out or expired. */
export const MeResponseSchema: v.GenericSchema<unknown, MeResponse> = v.object({
  user: v.nullable(SessionUserSchema),
  idleTimeoutMs: v.optional(v.number()),
});
