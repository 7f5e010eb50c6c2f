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

// jsdom lacks the browsers' rule that renders nothing of a closed <details> but its summary, so
// role queries would find what a visitor cannot see there; the same rule, in every document.
if (typeof document !== 'undefined') {
  const closedDetails = document.createElement('style');
  closedDetails.textContent = 'details:not([open]) > :not(summary:first-of-type) { display: none; }';
  document.head.append(closedDetails);
}
