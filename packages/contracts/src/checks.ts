import * as v from 'valibot';

/**
 * How a rule answers, the same to every backend adapter: the checked value, or the Korean
 * message(s) the embedded server answers 400 with. An adapter only turns a refusal into its own
 * error (the server's HttpError, the inbox's InboxError, the press's ApiError).
 */
export type Checked<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly message: string; readonly problems: readonly string[] };

export function refused(message: string): Checked<never> {
  return { ok: false, message, problems: [message] };
}

/** `input` checked with a contracts schema: its output, or each distinct message in order. */
export function checkWith<S extends v.GenericSchema>(schema: S, input: unknown): Checked<v.InferOutput<S>> {
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, value: result.output };
  const problems = [...new Set(result.issues.map((issue) => issue.message))];
  return { ok: false, message: problems[0] ?? '', problems };
}
