import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { Builder, Key, Origin, type WebDriver } from 'selenium-webdriver';
import { startScriptGate } from './script-gate';
import { pageReady, takeWatched, waitFor, watchPage, WATCH_KEY, type EngineSession, type KeyName } from './session';

/** Debian's WebKitGTK MiniBrowser (libwebkit2gtk-4.1-0); MINIBROWSER_PATH names another. */
const MINIBROWSER = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
/** The largest viewport the tests use must fit on the virtual screen. */
const SCREEN = '1920x1080x24';

/** Starts `command` and resolves once it wrote its first line to file descriptor 3 (Xvfb's display). */
function startXvfb(): Promise<{ process: ChildProcess; display: string }> {
  // -displayfd: Xvfb takes the first free display itself, so parallel runs never collide.
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', SCREEN, '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    xvfb.once('error', (error) => reject(new Error(`Xvfb did not start (apt-get install xvfb): ${error.message}`)));
    xvfb.stdio[3]?.once('data', (data: Buffer) => resolve({ process: xvfb, display: `:${String(data).trim()}` }));
  });
}

/** A loopback port free now, as the OS picks it (WebKitWebDriver takes a port number, not 0). */
function freePort(): Promise<number> {
  const probe = createServer();
  return new Promise((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        address !== null && typeof address !== 'string' ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Resolves once something listens at `url` (within 15 s). */
async function listening(url: string): Promise<void> {
  await waitFor(
    () =>
      fetch(url)
        .then(() => true)
        .catch(() => false),
    `WebKitWebDriver at ${url}`,
  );
}

const KEYS: Record<KeyName, string[]> = {
  Tab: [Key.TAB],
  'Shift+Tab': [Key.SHIFT, Key.TAB],
  Escape: [Key.ESCAPE],
  Enter: [Key.ENTER],
};

/**
 * WebKitGTK (Safari's engine) through WebKitWebDriver, driving MiniBrowser on a private Xvfb
 * display (it has no headless mode): `--full-screen`, or its toolbar takes 38 px and forces a
 * 447 px minimum width. Its driver reports no console and runs no preload script, so each new
 * document gets the page's own watch from outside as soon as it exists, while a proxy holds the
 * page's scripts (script-gate.ts). Pages load with `pageLoadStrategy: 'none'`, then the session
 * polls for the document. Only the first wheel action of a session is delivered, so the smoke
 * tests use none.
 */
export async function webkitSession(origin: string): Promise<EngineSession> {
  if (!existsSync(MINIBROWSER)) {
    throw new Error(`MiniBrowser not found at ${MINIBROWSER}: apt-get install webkit2gtk-driver libwebkit2gtk-4.1-0`);
  }
  const gate = await startScriptGate();
  const xvfb = await startXvfb();
  const driverPort = await freePort();
  const driverProcess = spawn('WebKitWebDriver', [`--port=${driverPort}`, '--host=127.0.0.1'], {
    stdio: 'ignore',
    env: { ...process.env, DISPLAY: xvfb.display, LANGUAGE: 'ko' },
  });
  const stop = async () => {
    driverProcess.kill();
    xvfb.process.kill();
    await gate.stop();
  };
  let driver: WebDriver;
  try {
    await listening(`http://127.0.0.1:${driverPort}/status`);
    driver = await new Builder()
      .usingServer(`http://127.0.0.1:${driverPort}`)
      .withCapabilities({
        browserName: 'MiniBrowser',
        pageLoadStrategy: 'none',
        'webkitgtk:browserOptions': {
          binary: MINIBROWSER,
          args: ['--automation', '--full-screen', `--proxy=${gate.url}`],
        },
      })
      .build();
    await driver.manage().setTimeouts({ script: 60_000 });
  } catch (error) {
    await stop();
    throw error;
  }
  const evaluate = <A extends unknown[], R>(fn: (...args: A) => R | Promise<R>, ...args: A) =>
    driver.executeScript<R>(fn, ...args);
  let loads = 0;
  const watch = `(${watchPage.toString()})(${JSON.stringify({ console: true, failedLoads: true, refused: true })}, ${JSON.stringify(WATCH_KEY)})`;

  return {
    engine: 'webkit',
    async setViewport({ width, height }) {
      await driver.manage().window().setRect({ width, height });
    },
    async goto(path, landsAt = path) {
      // The old document carries a mark: the new one is the first document seen without it.
      loads += 1;
      await driver.executeScript(`window.__ggEngineLoad = ${loads}`);
      gate.close();
      try {
        await driver.get(origin + path);
        await waitFor(
          () =>
            driver
              .executeScript<boolean | null>(`return window.__ggEngineLoad === ${loads} ? null : (${watch}, true)`)
              .catch(() => null), // the old document is going away
          `${path} to start loading`,
        );
      } finally {
        gate.open();
      }
      await waitFor(() => evaluate(pageReady, landsAt), `${landsAt} to be interactive`);
    },
    evaluate,
    async hover({ x, y }) {
      await driver
        .actions({ async: true })
        .move({ x: Math.round(x), y: Math.round(y), origin: Origin.VIEWPORT })
        .perform();
    },
    async click({ x, y }) {
      await driver
        .actions({ async: true })
        .move({ x: Math.round(x), y: Math.round(y), origin: Origin.VIEWPORT })
        .click()
        .perform();
    },
    async press(key) {
      const keys = KEYS[key];
      let actions = driver.actions({ async: true });
      for (const down of keys) actions = actions.keyDown(down);
      for (const up of [...keys].reverse()) actions = actions.keyUp(up);
      await actions.perform();
    },
    async type(text) {
      await driver.actions({ async: true }).sendKeys(text).perform();
    },
    async back() {
      await driver.navigate().back();
    },
    async takeErrors() {
      return evaluate(takeWatched, WATCH_KEY);
    },
    async close() {
      try {
        await driver.quit();
      } finally {
        await stop();
      }
    },
  };
}
