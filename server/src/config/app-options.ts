import type { FastifyServerOptions } from 'fastify';
import type { RemotesMap, SiteConfig } from '@gagyeong/contracts';
import type { CanaryPolicy } from '@gagyeong/contracts/remote-health';
import type { TelemetryPolicy } from '@gagyeong/contracts/telemetry';
import type { AuthOptions } from '../features/auth';
import type { LeadNotificationOptions } from '../features/lead-notifications';
import type { ViewThrottleOptions } from '../features/press/view-throttle';
import type { TrustProxy } from './trust-proxy';

/** What `buildApp` takes, and the defaults it fills in; settings.ts reads the same from the environment. */

export const DEFAULT_SESSION_TTL_MS = 12 * 60 * 60 * 1000;

/** Sessions end after this long without a request (docs/decisions/0095-safeguards-for-personal-data.md). */
export { DEFAULT_IDLE_TIMEOUT_MS as DEFAULT_SESSION_IDLE_MS } from '@gagyeong/contracts/auth';

export const DEFAULT_LOGIN_LIMITS: AuthOptions['loginLimits'] = {
  maxFailures: 5,
  windowMs: 15 * 60 * 1000,
  maxPerIp: 30,
};

/** Default request body bound; routes that need more (press create) raise it for themselves. */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

/**
 * How long a client may take (docs/decisions/0024), so slow or stalled clients cannot hold
 * sockets open: the whole request (headers and body; the largest, a 512 KB press article, needs
 * 17 KB/s), its headers alone, and a connection with nothing moving either way.
 */
export const DEFAULT_TIME_LIMITS: TimeLimits = {
  requestMs: 30_000,
  headersMs: 10_000,
  idleMs: 30_000,
};

export interface TimeLimits {
  readonly requestMs: number;
  readonly headersMs: number;
  readonly idleMs: number;
}

export interface AppOptions {
  /** Runtime config (validated again here, so tests cannot start with an invalid one). */
  readonly config: SiteConfig;
  readonly remotes?: RemotesMap;
  /** Folder holding shell/ and the mf-* packages with their dist/; the repository root by default. */
  readonly distRoot?: string;
  /**
   * Kept releases of the remotes and the live remotes map (`live.json`) over `remotes`; followed
   * while the server runs. `<repository>/releases` by default.
   */
  readonly releasesDir?: string;
  /** Where site.db lives; created if missing. Never opened in firebase mode (the host keeps no data). */
  readonly dataDir: string;
  /**
   * The access records' anchor, beside the backups (BACKUP_DIR/access-anchor.log); by default
   * `backups/` beside the data folder (docs/personal-data-safeguards.md).
   */
  readonly accessAnchorFile?: string;
  readonly sessionTtlMs?: number;
  /** A session unused this long is over (30 minutes by default). */
  readonly sessionIdleMs?: number;
  readonly loginLimits?: Partial<AuthOptions['loginLimits']>;
  readonly accountThrottle?: Partial<AuthOptions['accountThrottle']>;
  readonly hashQueue?: Partial<AuthOptions['hashQueue']>;
  readonly viewThrottle?: ViewThrottleOptions;
  readonly timeLimits?: Partial<TimeLimits>;
  /**
   * Behind reverse proxies: how many, or their addresses (trust-proxy.ts). Their X-Forwarded-For
   * gives the client address for per-address limits, X-Forwarded-Proto marks cookies Secure.
   */
  readonly trustProxy?: TrustProxy;
  readonly logger?: FastifyServerOptions['logger'];
  /** Clock in ms; tests inject one to expire sessions and rate-limit windows. */
  readonly now?: () => number;
  /** Server rendering through the federation (on by default); `false` leaves every page to the browser. */
  readonly ssr?: false | { readonly timeoutMs?: number; readonly cacheEntries?: number; readonly remoteTtlMs?: number };
  /** Time between lead retention purges after the one at start-up (a day by default). */
  readonly leadPurgeIntervalMs?: number;
  /**
   * Lead notifications (local mode): channels from SMTP_URL, NOTIFY_EMAIL_TO, NOTIFY_WEBHOOK_URL…;
   * none by default (nothing queued). `siteUrl` defaults to the config's.
   */
  readonly notify?: Omit<LeadNotificationOptions, 'channels'> & {
    readonly channels: Omit<LeadNotificationOptions['channels'], 'siteUrl'>;
  };
  /**
   * How long start-up waits for the shared live remotes map (Firestore) before serving the
   * configured one (docs/decisions/0061-one-live-map-for-the-fleet.md).
   */
  readonly liveMapWaitMs?: number;
  /** The fleet's hosts (public origins) whose served versions /admin/remotes shows. */
  readonly fleetHosts?: readonly string[];
  /**
   * The key that signs previews (PREVIEW_SECRET, at least 32 characters): the same on every host
   * of a fleet. Local mode makes its own in the data folder when unset; firebase mode has no
   * previews without it (docs/decisions/0062-preview-in-one-browser.md).
   */
  readonly previewSecret?: string;
  /**
   * The key that signs visitors' buckets (VISITOR_SECRET, at least 32 characters): the same on
   * every host of a fleet. Local mode makes its own in the data folder when unset
   * (docs/decisions/0125-signed-visitors-and-the-canary-judge.md).
   */
  readonly visitorSecret?: string;
  /**
   * Telemetry beacons (docs/decisions/0057-telemetry-beacons.md): how often counters are stored,
   * the per-address limit, and what is admitted and kept (0126-bounded-telemetry-storage-and-reports.md;
   * its window is always the canary judge's).
   */
  readonly telemetry?: {
    readonly flushMs?: number;
    readonly rateLimit?: { readonly max: number; readonly timeWindowMs: number };
    readonly policy?: Partial<Omit<TelemetryPolicy, 'windowMinutes'>>;
  };
  /**
   * Local mode's canary judge (docs/decisions/0064-errors-per-version-and-the-canary-judge.md):
   * how often it judges (0: never) and its policy over the contracts' defaults.
   */
  readonly canaryJudge?: {
    readonly intervalMs?: number;
    readonly policy?: Partial<CanaryPolicy>;
  };
}

/** The host's canary judge looks at the running canaries this often (CANARY_JUDGE_INTERVAL_MS). */
export const DEFAULT_CANARY_JUDGE_INTERVAL_MS = 15_000;

/** Bound on waiting for the shared live map at start-up. */
export const DEFAULT_LIVE_MAP_WAIT_MS = 5000;

/** Counters of telemetry beacons go to the store once a minute (TELEMETRY_FLUSH_MS). */
export const DEFAULT_TELEMETRY_FLUSH_MS = 60_000;

/** Bound on one server render; past it the page's remote regions render in the browser. */
export const DEFAULT_SSR_TIMEOUT_MS = 2000;
