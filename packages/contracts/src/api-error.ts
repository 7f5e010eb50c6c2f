import * as v from 'valibot';

/**
 * Every JSON API error of the embedded server (press, auth, leads) has this shape; `code` is stable
 * snake_case for programs, `message` is Korean for people. A module of its own: the API client
 * reads it on every page with a form, which should not carry the sign-in's schemas and texts
 * (auth.ts) in its first-load JS.
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
