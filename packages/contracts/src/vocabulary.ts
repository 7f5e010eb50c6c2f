/**
 * The guard of a closed vocabulary (a lead form, a status, an action, a channel): whether `value`
 * is one of `words`. Requests and stored documents are checked with it before their words are used.
 */
export function isOneOf<T extends string>(words: readonly T[]): (value: unknown) => value is T {
  return (value: unknown): value is T => typeof value === 'string' && (words as readonly string[]).includes(value);
}
