import type { Page } from '@playwright/test';

/**
 * The page's scripts, held back like a slow phone's network, and let through when the test says:
 * every JavaScript response waits until it is released. What a test does meanwhile happens before
 * (or, with part of them released, while) the page's scripts run, never by luck of timing.
 */
export interface HeldScripts {
  /** Lets through every script except those matching `keep`, now and later. */
  release(keep?: RegExp): void;
  /** Resolves once the page has asked for a script matching `pattern` (held or not). */
  requested(pattern: RegExp): Promise<void>;
}

export async function holdScripts(page: Page): Promise<HeldScripts> {
  let keep: RegExp | undefined = /./u;
  const asked: string[] = [];
  let changed: () => void = () => undefined;
  let change = new Promise<void>((resolve) => (changed = resolve));
  const notify = () => {
    changed();
    change = new Promise<void>((resolve) => (changed = resolve));
  };

  await page.route(/\.js(?:\?|$)/u, async (route) => {
    const url = route.request().url();
    asked.push(url);
    notify();
    while (keep?.test(url)) await change;
    await route.continue();
  });

  return {
    release(kept) {
      keep = kept;
      notify();
    },
    async requested(pattern) {
      while (!asked.some((url) => pattern.test(url))) await change;
    },
  };
}

/** Until the first view is interactive: the shell marks `<html>` once every region has hydrated. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-gg-interactive'));
}
