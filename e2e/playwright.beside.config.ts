import { defineConfig, devices } from '@playwright/test';
import type { EngineName } from './engines/session';
import { CHROMIUM_LAUNCH, ORIGINS, RUN_SETTINGS } from './support/env';
import { siteServer } from './support/site-server';

// Its site's port and data are this run's own (support/env.ts): only through `npm run e2e:beside`.
if (process.env.E2E_SUITE !== 'beside') {
  throw new Error('Run these tests with `npm run e2e:beside -w e2e` (it sets E2E_SUITE=beside).');
}

/**
 * The browser tests that run beside the main run (`npm test`, docs/testing.md), against a site of
 * their own: the smoke set in three engines (Debian's Chromium, Firefox ESR and WebKitGTK, each
 * through its own driver: engines/*-session.ts), and the pixel contrast check of every page, which
 * only reads pages and is the suite's longest spec.
 */
export default defineConfig<object, { engine: EngineName }>({
  testDir: '.',
  outputDir: 'test-results/beside',
  ...RUN_SETTINGS,
  expect: { timeout: 10_000 },
  use: {
    baseURL: ORIGINS.site,
    browserName: 'chromium',
    launchOptions: CHROMIUM_LAUNCH,
    locale: 'ko-KR',
    trace: 'off',
  },
  projects: [
    {
      name: 'contrast',
      testMatch: 'contrast.spec.ts',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
    ...(['chromium', 'firefox', 'webkit'] as const).map((engine) => ({
      name: engine,
      testMatch: 'engines/*.engine.ts',
      use: { engine },
    })),
  ],
  webServer: [siteServer()],
});
