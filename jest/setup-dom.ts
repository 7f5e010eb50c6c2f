import '@testing-library/jest-dom';
import { toHaveNoViolations } from 'jest-axe';
import { mockMatchMedia } from './match-media';

expect.extend(toHaveNoViolations);

// A test file may opt into the plain Node environment (`@jest-environment node`), e.g. to prove
// that pages render on a server: there is no window to patch then.
if (typeof window !== 'undefined' && !window.matchMedia) {
  // jsdom has no matchMedia: every query answers false unless a test says otherwise.
  mockMatchMedia();
}
