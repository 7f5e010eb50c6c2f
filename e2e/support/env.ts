import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PlaywrightTestConfig } from '@playwright/test';

/**
 * Loopback ports used only by the e2e run (E2E_PORT_BASE moves them, e.g. for two runs at once).
 * base + 10 … 13 belong to the firebase-mode run (firebase/emulators.ts) and, once it has ended,
 * to the site of the run beside the main one: `npm test` runs those two in turn, beside the main.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 8180);
/**
 * The run beside the main one (playwright.beside.config.ts; `npm run e2e:beside` sets E2E_SUITE)
 * has a site of its own, on base + 10 with its own data.
 */
const BESIDE = process.env.E2E_SUITE === 'beside';
export const PORTS = {
  site: base + (BESIDE ? 10 : 1),
  remoteOrigin: base + 2,
  secondHost: base + 3,
  outage: base + 4,
  /** A host a test starts and kills itself (hardening.spec.ts). */
  ownHost: base + 5,
  /** mf-leads with a server entry the tests break and mend (server-rendering.spec.ts). */
  switchable: base + 6,
  /** A host with lead notifications configured, started and killed by notifications.spec.ts. */
  notifyHost: base + 7,
  /** The idle-timeout test's host, with a short idle bound (safeguards.spec.ts). */
  idleHost: base + 8,
  /** A team's own origin serving releases to preview and canary (delivery.spec.ts). */
  releaseOrigin: base + 9,
  /** A host whose canary judge runs often, under synthetic load (delivery.spec.ts). */
  judgeHost: base + 14,
  /** A host that measures every page view's vitals (vitals.spec.ts starts and stops it). */
  vitalsHost: base + 15,
} as const;

export const ORIGINS = {
  site: `http://127.0.0.1:${PORTS.site}`,
  // `localhost` vs `127.0.0.1`: a different origin, so CORS and publicPath 'auto' are exercised.
  remoteOrigin: `http://localhost:${PORTS.remoteOrigin}`,
  secondHost: `http://127.0.0.1:${PORTS.secondHost}`,
  /** Where the second host expects mf-press: nothing listens until a test starts it. */
  outage: `http://localhost:${PORTS.outage}`,
  /** mf-leads, whose server entry the tests break and mend (support/serve-switchable-remote.mjs). */
  switchable: `http://127.0.0.1:${PORTS.switchable}`,
} as const;

export const DATA_DIR = join(tmpdir(), `gagyeong-e2e-data-${base}${BESIDE ? '-beside' : ''}`);
/** The site server's kept releases and live remotes map (never the repository's releases/). */
export const RELEASES_DIR = `${DATA_DIR}-releases`;
export const ADMIN_EMAIL = 'admin@e2e.gagyeong.test';

/**
 * The e2e administrator's password: random per run, never in the repo. Set once in the runner's
 * environment so the web server and every worker see the same value.
 */
export function adminPassword(): string {
  process.env.E2E_ADMIN_PASSWORD ??= randomBytes(18).toString('base64url');
  return process.env.E2E_ADMIN_PASSWORD;
}

/** Chromium on this machine: Debian's build, no sandbox (root), no background networking. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * What every Playwright config here runs with: one worker, in order (the tests share their site),
 * one retry under CI, the list reporter.
 */
export const RUN_SETTINGS: Pick<
  PlaywrightTestConfig,
  'fullyParallel' | 'workers' | 'retries' | 'timeout' | 'reporter'
> = {
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: [['list']],
};

/** Debian's Chromium with CHROMIUM_ARGS, as every config launches it. */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
};
