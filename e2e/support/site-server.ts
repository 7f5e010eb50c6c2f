import { ADMIN_EMAIL, adminPassword, DATA_DIR, ORIGINS, PORTS, RELEASES_DIR } from './env';

const tsx = '../node_modules/.bin/tsx';

/**
 * The site as `npm start` serves it, for a Playwright config's `webServer`: a fresh database every
 * run, with one administrator made by the documented command. `env` adds settings for the run.
 */
export function siteServer(env: Record<string, string> = {}) {
  return {
    command:
      `rm -rf ${DATA_DIR} ${RELEASES_DIR} && ${tsx} ../server/src/cli/create-admin.ts --email ${ADMIN_EMAIL} ` +
      `&& ${tsx} ../server/src/main.ts`,
    env: {
      PORT: String(PORTS.site),
      DATA_DIR,
      RELEASES_DIR,
      ADMIN_PASSWORD: adminPassword(),
      SITE_URL: ORIGINS.site,
      // Every browser of the run shares one address and so one network: its beacons are not
      // limited per address or per network.
      TELEMETRY_RATE_PER_MINUTE: '100000',
      TELEMETRY_PER_NETWORK: '100000',
      TELEMETRY_VITALS_PER_NETWORK: '100000',
      ...env,
    },
    url: `${ORIGINS.site}/api/health`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  };
}
