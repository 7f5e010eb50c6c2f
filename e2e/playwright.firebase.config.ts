import { writeFileSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, DATA_DIR } from './support/env';
import { FIREBASE_ORIGIN, FIREBASE_PORT, FIREBASE_PROJECT, firebaseEmulators } from './firebase/emulators';

/**
 * The site in firebase mode against the Firebase emulators (docs/firebase.md): press and leads on
 * Firestore, sign-in through the Auth emulator. Run through the emulator launcher, which names
 * them in FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST (`npm run e2e:firebase`); on
 * a machine without them there is nothing to run, and this says so. Its specs end in
 * `.firebase.ts`, so the default config (`*.spec.ts`) never runs them without the emulators.
 */
const emulators = firebaseEmulators();
if (!emulators) {
  console.warn('\n*** Firebase-mode browser tests SKIPPED: the Firebase emulators are not running (see docs/firebase.md).\n');
}

const siteConfigFile = `${DATA_DIR}-firebase-site.json`;
if (emulators) {
  writeFileSync(
    siteConfigFile,
    JSON.stringify({
      siteUrl: FIREBASE_ORIGIN,
      backend: {
        mode: 'firebase',
        firebase: {
          apiKey: 'demo-api-key',
          authDomain: `${FIREBASE_PROJECT}.firebaseapp.com`,
          projectId: FIREBASE_PROJECT,
          appId: '1:1:web:1',
          emulators,
        },
      },
    }),
  );
}

export default defineConfig({
  testDir: './firebase',
  testMatch: emulators ? '*.firebase.ts' : 'no-emulators-nothing-to-run',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: FIREBASE_ORIGIN,
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    locale: 'ko-KR',
    trace: 'off',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } }],
  webServer: emulators
    ? [
        {
          command: `rm -rf ${DATA_DIR}-firebase && ../node_modules/.bin/tsx ../server/src/main.ts`,
          env: {
            PORT: String(FIREBASE_PORT),
            DATA_DIR: `${DATA_DIR}-firebase`,
            SITE_URL: FIREBASE_ORIGIN,
            SITE_CONFIG_FILE: siteConfigFile,
          },
          url: `${FIREBASE_ORIGIN}/api/health`,
          timeout: 60_000,
          reuseExistingServer: false,
          stdout: 'ignore',
          stderr: 'pipe',
        },
      ]
    : [],
});
