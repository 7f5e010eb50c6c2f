/**
 * When the first view is interactive: the root has committed and every remote region it shows
 * (including regions a remote's module renders, such as the home page's visit-form slot) has its
 * module rendered, or its failure shown. The shell marks that moment on `<html>`
 * (`data-gg-interactive`) and in the performance timeline (`gg-interactive`), so
 * `npm run bench:size` counts exactly the JavaScript fetched before it, and code fetched later
 * (what a signed-in state or a click needs) is not first-load JavaScript
 * (docs/decisions/0055-browser-containers-on-webpack-federation.md).
 */
export const INTERACTIVE_ATTRIBUTE = 'data-gg-interactive';
export const INTERACTIVE_MARK = 'gg-interactive';

/**
 * On `<html>` once the shell's own tree has hydrated and its effects have run (the header's
 * buttons work), while regions may still wait for their code: tests type into a region's
 * server HTML in that window (e2e/hydration.spec.ts).
 */
export const SHELL_READY_ATTRIBUTE = 'data-gg-shell-ready';

/** The root's first effects have run: everything of the shell's own is interactive. */
export function shellReady(): void {
  document.documentElement.setAttribute(SHELL_READY_ATTRIBUTE, '');
}

const waiting = new Set<string>();
const settled = new Set<string>();
let rootCommitted = false;
let interactive = false;
let listeners: (() => void)[] = [];

function check(): void {
  if (interactive || !rootCommitted || waiting.size > 0) return;
  interactive = true;
  document.documentElement.setAttribute(INTERACTIVE_ATTRIBUTE, '');
  // (jsdom has no performance marks)
  if (typeof performance.mark === 'function') performance.mark(INTERACTIVE_MARK);
  const waitingForIt = listeners;
  listeners = [];
  for (const listener of waitingForIt) listener();
}

/**
 * Runs `listener` once the first view is interactive (at once if it is): what the first view
 * does not need, such as measuring it, starts then.
 */
export function whenFirstViewInteractive(listener: () => void): void {
  if (interactive) listener();
  else listeners.push(listener);
}

/**
 * A region is on screen and waits for its module. Layout effects run children first, so a region
 * whose module rendered in the same commit has settled already: it is not waited for.
 */
export function regionMounted(id: string): void {
  if (!interactive && !settled.has(id)) waiting.add(id);
}

/** A region shows its module, or its failure. */
export function regionSettled(id: string): void {
  settled.add(id);
  waiting.delete(id);
  check();
}

/** The root's first commit: every region of the first view outside a remote's own tree is mounted. */
export function firstViewCommitted(): void {
  rootCommitted = true;
  check();
}

/** For tests: a fresh page. */
export function resetFirstView(): void {
  waiting.clear();
  settled.clear();
  rootCommitted = false;
  interactive = false;
  listeners = [];
  document.documentElement.removeAttribute(INTERACTIVE_ATTRIBUTE);
  document.documentElement.removeAttribute(SHELL_READY_ATTRIBUTE);
}
