import { writeFileSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH, DATA_DIR, RUN_SETTINGS } from './support/env';
import {
  FIREBASE_ORIGIN,
  FIREBASE_PORT,
  FIREBASE_PROJECT,
  firebaseEmulators,
  SECOND_FIREBASE_ORIGIN,
  SECOND_FIREBASE_PORT,
  siteConfigFile,
} from './firebase/emulators';

/**
 * The site in firebase mode against the Firebase emulators (docs/firebase.md): press and leads on
 * Firestore, sign-in through the Auth emulator. Run through the emulator launcher, which names
 * them in FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST (`npm run e2e:firebase`); on
 * a machine without them there is nothing to run, and this says so. Its specs end in
 * `.firebase.ts`, so the default config (`*.spec.ts`) never runs them without the emulators.
 */
const emulators = firebaseEmulators();
// Under CI a run without the emulators fails rather than passing with nothing run
// (docs/decisions/0082-ci-requires-the-emulators.md).
if (!emulators && process.env.CI) {
  throw new Error('Firebase-mode browser tests need the Firebase emulators when CI is set (see docs/firebase.md).');
}
if (!emulators) {
  console.warn(
    '\n*** Firebase-mode browser tests SKIPPED: the Firebase emulators are not running (see docs/firebase.md).\n',
  );
}

/** Two hosts, each with its public origin, on the same Firebase project. */
const HOSTS = [
  { port: FIREBASE_PORT, origin: FIREBASE_ORIGIN, name: 'firebase' },
  { port: SECOND_FIREBASE_PORT, origin: SECOND_FIREBASE_ORIGIN, name: 'firebase-second' },
] as const;

for (const { origin, name } of emulators ? HOSTS : []) {
  writeFileSync(
    siteConfigFile(name),
    JSON.stringify({
      siteUrl: origin,
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
  // Its own folder: the main run (playwright.config.ts) may run at the same time.
  outputDir: 'test-results/firebase',
  ...RUN_SETTINGS,
  expect: { timeout: 15_000 },
  use: {
    baseURL: FIREBASE_ORIGIN,
    browserName: 'chromium',
    launchOptions: CHROMIUM_LAUNCH,
    locale: 'ko-KR',
    trace: 'off',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } }],
  // The data folder is named but must stay absent: a host in firebase mode opens no file.
  webServer: (emulators ? HOSTS : []).map(({ port, origin, name }) => ({
    command: `rm -rf ${DATA_DIR}-${name} && ../node_modules/.bin/tsx ../server/src/main.ts`,
    env: {
      PORT: String(port),
      DATA_DIR: `${DATA_DIR}-${name}`,
      SITE_URL: origin,
      SITE_CONFIG_FILE: siteConfigFile(name),
      // What /admin/remotes and remotes:status ask for each host's versions.
      FLEET_HOSTS: HOSTS.map((host) => host.origin).join(','),
      // Telemetry counters reach Firestore within a moment (a minute in production).
      TELEMETRY_FLUSH_MS: '200',
      // One fleet, one key for visitors' buckets; every browser here is one network (127.0.0.1).
      VISITOR_SECRET: 'e2e-visitor-secret-of-the-two-hosts-0123',
      TELEMETRY_VITALS_PER_NETWORK: '1000',
      // The first server render loads the Firestore SDK and waits for the emulator's first answer:
      // 2.8 s measured on a machine at load 25 (the default bound is 2 s; later renders 0.3 s).
      SSR_TIMEOUT_MS: '10000',
    },
    url: `${origin}/api/health`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
