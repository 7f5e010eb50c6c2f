import '@testing-library/jest-dom';
import { toHaveNoViolations } from 'jest-axe';

expect.extend(toHaveNoViolations);

// A test file may opt into the plain Node environment (`@jest-environment node`), e.g. to prove
// that pages render on a server: there is no window to patch then.
if (typeof window !== 'undefined' && !window.matchMedia) {
  // jsdom has no matchMedia; tests that care about the mobile layout override this.
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
