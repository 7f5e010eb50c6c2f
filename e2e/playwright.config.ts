import { writeFileSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { ADMIN_EMAIL, adminPassword, CHROMIUM_ARGS, DATA_DIR, ORIGINS, PORTS, RELEASES_DIR } from './support/env';

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
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: ORIGINS.site,
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    locale: 'ko-KR',
    trace: 'off',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } }],
  webServer: [
    {
      // A fresh database every run, with one administrator made by the documented command.
      command:
        `rm -rf ${DATA_DIR} ${RELEASES_DIR} && ${tsx} ../server/src/cli/create-admin.ts --email ${ADMIN_EMAIL} ` +
        `&& ${tsx} ../server/src/main.ts`,
      env: {
        PORT: String(PORTS.site),
        DATA_DIR,
        RELEASES_DIR,
        ADMIN_PASSWORD: adminPassword(),
        SITE_URL: ORIGINS.site,
        // The canary judge decides within a bounded load (delivery.spec.ts): every second, from 7
        // visitors (each counts once in the judge's window, three pages or one); every browser of the run shares one address and so one network, so beacons are
        // not limited per address, a network counts any number of visitors, and one is enough
        // (the network rule is the server tests': canary-judge.test.ts).
        CANARY_JUDGE_INTERVAL_MS: '1000',
        CANARY_JUDGE_MIN_VIEWS: '7',
        CANARY_JUDGE_MIN_NETWORKS: '1',
        TELEMETRY_RATE_PER_MINUTE: '100000',
        TELEMETRY_PER_NETWORK: '100000',
        TELEMETRY_VITALS_PER_NETWORK: '100000',
      },
      url: `${ORIGINS.site}/api/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
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
