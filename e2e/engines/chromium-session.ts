import type { Browser } from '@playwright/test';
import { pageReady, waitFor, type EngineSession, type KeyName } from './session';

const KEYS: Record<KeyName, string> = { Tab: 'Tab', 'Shift+Tab': 'Shift+Tab', Escape: 'Escape', Enter: 'Enter' };

/** Chromium through Playwright (the suite's own browser, launched for the session and closed with it). */
export async function chromiumSession(browser: Browser, origin: string): Promise<EngineSession> {
  const context = await browser.newContext({ locale: 'ko-KR' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  const evaluate = <A extends unknown[], R>(fn: (...args: A) => R | Promise<R>, ...args: A) =>
    page.evaluate<R>(`(${fn.toString()}).apply(null, ${JSON.stringify(args)})`);

  return {
    engine: 'chromium',
    setViewport: (viewport) => page.setViewportSize(viewport),
    async goto(path, landsAt = path) {
      await page.goto(origin + path);
      await waitFor(() => evaluate(pageReady, landsAt), `${landsAt} to be interactive`);
    },
    evaluate,
    hover: ({ x, y }) => page.mouse.move(x, y),
    click: ({ x, y }) => page.mouse.click(x, y),
    press: (key) => page.keyboard.press(KEYS[key]),
    type: (text) => page.keyboard.type(text),
    async back() {
      await page.goBack({ waitUntil: 'commit' });
    },
    takeErrors: () => Promise.resolve(errors.splice(0)),
    close: () => browser.close(),
  };
}
