import { defineConfig } from '@playwright/test';
import type { EngineName } from './engines/session';
import { CHROMIUM_ARGS, ORIGINS } from './support/env';
import { siteServer } from './support/site-server';

// Its site's port and data are the engine run's own (support/env.ts): only through npm run e2e:engines.
if (process.env.E2E_SUITE !== 'engines') {
  throw new Error('Run the engine smoke set with `npm run e2e:engines -w e2e` (it sets E2E_SUITE=engines).');
}

/**
 * The smoke set in three engines (docs/testing.md, "Browser tests in three engines"): Debian's
 * Chromium, Firefox ESR and WebKitGTK, each through its own driver (engines/*-session.ts), against
 * a site of its own, so that `npm test` runs it beside the main Chromium run.
 */
export default defineConfig<object, { engine: EngineName }>({
  testDir: './engines',
  testMatch: '*.engine.ts',
  outputDir: 'test-results/engines',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    // Chromium's session is launched by the engine fixture, as the other two are.
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    baseURL: ORIGINS.site,
  },
  projects: [
    { name: 'chromium', use: { engine: 'chromium' } },
    { name: 'firefox', use: { engine: 'firefox' } },
    { name: 'webkit', use: { engine: 'webkit' } },
  ],
  webServer: [siteServer()],
});
