/**
 * One browser, driven the same way in every engine (docs/testing.md, "Three engines"): Chromium
 * through Playwright, Firefox ESR through puppeteer-core over WebDriver BiDi, WebKitGTK through
 * WebKitWebDriver. The smoke tests speak only this interface, so each check is written once.
 */
export type EngineName = 'chromium' | 'firefox' | 'webkit';

export interface Viewport {
  readonly width: number;
  readonly height: number;
}

/** A point of the viewport, in CSS px. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** Keys the smoke tests press. */
export type KeyName = 'Tab' | 'Shift+Tab' | 'Escape' | 'Enter';

/** What the smoke tests need of a browser; one session per engine, reused across routes and widths. */
export interface EngineSession {
  readonly engine: EngineName;
  /** Sets the viewport; the next `goto` loads the page at that size. */
  setViewport(viewport: Viewport): Promise<void>;
  /**
   * Loads `path` of the site as a new document and waits until its first view is interactive at
   * `landsAt` (where a redirect ends; `path` itself by default).
   */
  goto(path: string, landsAt?: string): Promise<void>;
  /** Runs `fn` in the page (it must be self-contained) with JSON arguments; resolves to its JSON result. */
  evaluate<A extends unknown[], R>(fn: (...args: A) => R | Promise<R>, ...args: A): Promise<R>;
  /** Moves the real pointer to `point`. */
  hover(point: Point): Promise<void>;
  /** Clicks at `point` with the real pointer. */
  click(point: Point): Promise<void>;
  /** Presses a key on the real keyboard. */
  press(key: KeyName): Promise<void>;
  /** Types text into the focused element on the real keyboard. */
  type(text: string): Promise<void>;
  /** The browser's Back button. */
  back(): Promise<void>;
  /** Console errors, uncaught exceptions, refused or failed loads since the last call. */
  takeErrors(): Promise<string[]>;
  close(): Promise<void>;
}

/** Where an engine's own reports stop short, the page reports these itself (`watchPage`). */
export interface WatchOptions {
  /** `console.error` calls and uncaught exceptions (WebKit: its driver reports no console). */
  readonly console: boolean;
  /** Subresources that failed to load (Chromium's console says so itself). */
  readonly failedLoads: boolean;
  /** What the page's CSP refused (Chromium's console says so itself). */
  readonly refused: boolean;
}

/** The name under which the page keeps what `watchPage` saw. */
export const WATCH_KEY = '__ggEngineProblems';

/**
 * Installed in each new document before the page's scripts run (a preload script, or from outside
 * while WebKit's scripts are held): records what a console would show as an error.
 */
export function watchPage(options: WatchOptions, key: string): void {
  const page = window as unknown as Record<string, unknown>;
  if (Array.isArray(page[key])) return;
  const problems: string[] = [];
  page[key] = problems;
  if (options.console) {
    const original = console.error.bind(console);
    console.error = (...args: unknown[]) => {
      problems.push(args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' '));
      original(...args);
    };
    window.addEventListener('error', (event) => {
      if (!(event.target instanceof Element)) problems.push(`uncaught: ${event.message}`);
    });
    window.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
      const reason: unknown = event.reason;
      problems.push(`unhandled rejection: ${reason instanceof Error ? reason.message : String(reason)}`);
    });
  }
  if (options.failedLoads) {
    window.addEventListener(
      'error',
      (event) => {
        const target = event.target;
        if (target instanceof Element) {
          problems.push(
            `failed to load ${target.getAttribute('src') ?? target.getAttribute('href') ?? target.tagName}`,
          );
        }
      },
      true,
    );
  }
  if (options.refused) {
    document.addEventListener('securitypolicyviolation', (event) => {
      problems.push(`CSP refused ${event.effectiveDirective}: ${event.blockedURI || 'inline'}`);
    });
  }
}

/** Takes what `watchPage` recorded so far in this document. */
export function takeWatched(key: string): string[] {
  const problems = (window as unknown as Record<string, unknown>)[key];
  return Array.isArray(problems) ? (problems.splice(0) as string[]) : [];
}

/**
 * Whether the page at `path` is ready: parsed, scripts started, and its first view interactive
 * (as e2e/fixtures.ts's `firstViewReady` waits for), with no remote region still loading.
 */
export function pageReady(path: string): boolean {
  const at = decodeURIComponent(location.pathname + location.search);
  if (at !== decodeURIComponent(path)) return false;
  if (document.readyState !== 'complete') return false;
  const interactive =
    document.getElementById('gagyeong-after-paint') === null ||
    document.documentElement.hasAttribute('data-gg-interactive');
  return interactive && document.querySelector('[data-region-loading]') === null;
}

/** Polls `probe` until it returns a truthy value (within `timeout` ms); throws `what` otherwise. */
export async function waitFor<T>(probe: () => Promise<T>, what: string, timeout = 15_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const last = await probe();
    if (last) return last;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeout} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
