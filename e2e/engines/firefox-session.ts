import { existsSync } from 'node:fs';
import puppeteer from 'puppeteer-core';
import { pageReady, takeWatched, waitFor, watchPage, WATCH_KEY, type EngineSession, type KeyName } from './session';

/** Debian's Firefox ESR (`apt-get install firefox-esr`); FIREFOX_PATH names another build. */
const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/**
 * Firefox ESR through puppeteer-core over WebDriver BiDi (no geckodriver), headless. Its console
 * and uncaught errors come from the protocol; what the CSP refused from the page's own watch,
 * installed as a preload script in every document. (Failed loads are left to what they break:
 * Firefox fires `error` at a script preload whose script then runs fine.)
 */
export async function firefoxSession(origin: string): Promise<EngineSession> {
  if (!existsSync(FIREFOX)) throw new Error(`Firefox ESR not found at ${FIREFOX}: apt-get install firefox-esr`);
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    extraPrefsFirefox: { 'intl.accept_languages': 'ko-KR, ko' },
  });
  const page = await browser.newPage();
  await page.evaluateOnNewDocument(
    `(${watchPage.toString()})(${JSON.stringify({ console: false, failedLoads: false, refused: true })}, ${JSON.stringify(WATCH_KEY)})`,
  );
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error instanceof Error ? error.message : String(error)}`));
  const evaluate = <A extends unknown[], R>(fn: (...args: A) => R | Promise<R>, ...args: A) =>
    page.evaluate(`(${fn.toString()}).apply(null, ${JSON.stringify(args)})`) as Promise<R>;
  const KEYS: Record<Exclude<KeyName, 'Shift+Tab'>, 'Tab' | 'Escape' | 'Enter'> = {
    Tab: 'Tab',
    Escape: 'Escape',
    Enter: 'Enter',
  };

  return {
    engine: 'firefox',
    setViewport: (viewport) => page.setViewport(viewport),
    async goto(path, landsAt = path) {
      await page.goto(origin + path, { waitUntil: 'load' });
      await waitFor(() => evaluate(pageReady, landsAt), `${landsAt} to be interactive`);
    },
    evaluate,
    hover: ({ x, y }) => page.mouse.move(x, y),
    click: ({ x, y }) => page.mouse.click(x, y),
    async press(key) {
      if (key === 'Shift+Tab') {
        await page.keyboard.down('Shift');
        await page.keyboard.press('Tab');
        await page.keyboard.up('Shift');
      } else {
        await page.keyboard.press(KEYS[key]);
      }
    },
    type: (text) => page.keyboard.type(text),
    async back() {
      await page.goBack();
    },
    async takeErrors() {
      return [...errors.splice(0), ...(await evaluate(takeWatched, WATCH_KEY))];
    },
    close: () => browser.close(),
  };
}
