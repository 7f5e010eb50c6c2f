import { act } from '@testing-library/react';

/**
 * A matchMedia whose answers a test sets and changes (jsdom has none). Every package's tests use
 * this one; `jest/setup-dom.ts` installs it with every query false.
 */
export function mockMatchMedia(initial: Readonly<Record<string, boolean>> = {}) {
  const original = window.matchMedia;
  const matches = new Map(Object.entries(initial));
  const listeners = new Map<string, Set<() => void>>();
  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return matches.get(query) ?? false;
      },
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: (_type: string, listener: () => void) => {
        listeners.set(query, (listeners.get(query) ?? new Set()).add(listener));
      },
      removeEventListener: (_type: string, listener: () => void) => {
        listeners.get(query)?.delete(listener);
      },
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
  return {
    set(query: string, value: boolean) {
      matches.set(query, value);
      act(() => listeners.get(query)?.forEach((listener) => listener()));
    },
    restore() {
      window.matchMedia = original;
    },
  };
}

/**
 * For every test of the enclosing `describe`: the given queries match and every other one does
 * not; the previous matchMedia comes back after each test.
 */
export function matchMediaInEachTest(...queries: readonly string[]) {
  let media: ReturnType<typeof mockMatchMedia> | undefined;
  beforeEach(() => {
    media = mockMatchMedia(Object.fromEntries(queries.map((query) => [query, true])));
  });
  afterEach(() => media?.restore());
}
