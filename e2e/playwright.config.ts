import { writeFileSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH, DATA_DIR, ORIGINS, PORTS, RUN_SETTINGS } from './support/env';
import { siteServer } from './support/site-server';

/**
 * The second host loads mf-marketing from another origin, mf-press from an origin that is down
 * until a test brings it up (a real outage and recovery), and mf-leads from an origin whose server
 * entry the tests break and mend.
 */
const secondOriginRemotes = `${DATA_DIR}-remotes.json`;
writeFileSync(
  secondOriginRemotes,
  JSON.stringify({
    mf_marketing: `${ORIGINS.remoteOrigin}/mf-manifest.json`,
    mf_press: `${ORIGINS.outage}/mf-manifest.json`,
    mf_leads: `${ORIGINS.switchable}/mf-manifest.json`,
  }),
);

const tsx = '../node_modules/.bin/tsx';

/**
 * Browser tests of the built, composed site (run `npm run build` first; `npm test` does).
 * Three servers, all on loopback: the site as `npm start` serves it, a remote served on its own
 * from a second origin, and a second host that loads that remote (short remote-load bound).
 */
/** A remote's dist/ served by `command` from an origin of its own (PORTS and ORIGINS under `name`). */
function remoteOrigin(command: string, name: 'remoteOrigin' | 'switchable') {
  return {
    command,
    env: { PORT: String(PORTS[name]) },
    url: `${ORIGINS[name]}/mf-manifest.json`,
    timeout: 30_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
  };
}

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // Runs beside this run, on a site of its own (playwright.beside.config.ts).
  testIgnore: 'contrast.spec.ts',
  // Its own folder: the firebase-mode run and the run beside go at the same time.
  outputDir: 'test-results/site',
  ...RUN_SETTINGS,
  expect: { timeout: 10_000 },
  use: {
    baseURL: ORIGINS.site,
    browserName: 'chromium',
    launchOptions: CHROMIUM_LAUNCH,
    locale: 'ko-KR',
    trace: 'off',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } }],
  webServer: [
    // The canary judge decides within a bounded load (delivery.spec.ts): every second, from 7
    // visitors (each counts once in the judge's window, three pages or one). Every browser of the
    // run shares one address and so one network, so a network counts any number of visitors and
    // one is enough (the network rule is the server tests': canary-judge.test.ts).
    siteServer({ CANARY_JUDGE_INTERVAL_MS: '1000', CANARY_JUDGE_MIN_VIEWS: '7', CANARY_JUDGE_MIN_NETWORKS: '1' }),
    remoteOrigin('node ../scripts/serve-static.mjs ../mf-marketing/dist', 'remoteOrigin'),
    remoteOrigin('node support/serve-switchable-remote.mjs ../mf-leads/dist', 'switchable'),
    {
      command: `${tsx} ../server/src/main.ts`,
      env: {
        PORT: String(PORTS.secondHost),
        DATA_DIR: `${DATA_DIR}-second-host`,
        RELEASES_DIR: `${DATA_DIR}-second-host-releases`,
        SITE_URL: ORIGINS.secondHost,
        REMOTES_FILE: secondOriginRemotes,
        REMOTE_LOAD_TIMEOUT_MS: '3000',
        // Server entries on other origins are fetched afresh on every render (the tests switch them),
        // within a short server render bound.
        SSR_REMOTE_TTL_MS: '0',
        SSR_TIMEOUT_MS: '1500',
      },
      url: `${ORIGINS.secondHost}/api/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
