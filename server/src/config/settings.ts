import fs from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { channelConfigFromEnv, NotifyConfigError } from '@gagyeong/notify';
import { CanaryPolicySchema, DEFAULT_CANARY_POLICY, type CanaryPolicy } from '@gagyeong/contracts/remote-health';
import { DEFAULT_TELEMETRY_POLICY, TELEMETRY_RATE_PER_MINUTE } from '@gagyeong/contracts/telemetry';
import {
  DEFAULT_CANARY_JUDGE_INTERVAL_MS,
  DEFAULT_LIVE_MAP_WAIT_MS,
  DEFAULT_SESSION_IDLE_MS,
  DEFAULT_SESSION_TTL_MS,
  DEFAULT_SSR_TIMEOUT_MS,
  DEFAULT_TELEMETRY_FLUSH_MS,
  type AppOptions,
} from './app-options';
import { DEFAULT_BACKUP_DIR, DEFAULT_DATA_DIR, DEFAULT_RELEASES_DIR, REPO_ROOT } from '../paths';
import { ACCESS_ANCHOR_FILE } from '../features/access/access-anchor';
import { DEFAULT_DRAIN_DELAY_MS } from '../features/health/drain';
import { ConfigError, resolveRemotesMap, resolveSiteConfig } from './site-config';
import { parseTrustProxy, type TrustProxy } from './trust-proxy';
import { PREVIEW_SECRET_MIN } from '../features/delivery/preview-key';

export interface ServerSettings {
  readonly port: number;
  readonly host: string;
  /** On SIGTERM, how long the host answers (not ready) before it closes (features/health/drain.ts). */
  readonly drainDelayMs: number;
  readonly app: AppOptions;
}

type Env = Readonly<Record<string, string | undefined>>;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name}=${raw}: expected an integer from ${min} to ${max}`);
  }
  return value;
}

function readJsonFile(name: string, file: string): { source: string; value: unknown } {
  const source = `${name}=${file}`;
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new ConfigError(`${source}: cannot read (${(error as Error).message})`);
  }
  try {
    return { source, value: JSON.parse(text) as unknown };
  } catch (error) {
    throw new ConfigError(`${source}: not valid JSON (${(error as Error).message})`);
  }
}

function trustProxy(raw: string | undefined): TrustProxy | undefined {
  const parsed = parseTrustProxy(raw);
  if (parsed !== undefined && 'error' in parsed) throw new ConfigError(parsed.error);
  return parsed;
}

/** FLEET_HOSTS: the fleet's hosts, comma-separated origins (`https://a.example,https://b.example`). */
export function fleetHosts(raw: string | undefined): string[] {
  const hosts = (raw ?? '')
    .split(',')
    .map((host) => host.trim().replace(/\/+$/, ''))
    .filter((host) => host !== '');
  for (const host of hosts) {
    let url: URL | undefined;
    try {
      url = new URL(host);
    } catch {
      url = undefined;
    }
    if (!url || !/^https?:$/.test(url.protocol) || url.origin !== host) {
      throw new ConfigError(`FLEET_HOSTS: ${host} is not an http(s) origin (like https://host.example)`);
    }
  }
  return hosts;
}

/**
 * PREVIEW_SECRET, VISITOR_SECRET: long enough to sign previews and visitors
 * (docs/decisions/0062-preview-in-one-browser.md, 0125-signed-visitors-and-the-canary-judge.md).
 */
function previewSecret(raw: string, name: string): string {
  if (raw.length < PREVIEW_SECRET_MIN) {
    throw new ConfigError(`${name}: at least ${PREVIEW_SECRET_MIN} characters (e.g. \`openssl rand -base64 32\`)`);
  }
  return raw;
}

/**
 * CANARY_JUDGE_RATIO, _MIN_PERCENT, _MIN_VIEWS, _MIN_NETWORKS and _WINDOW_MINUTES: the canary judge's policy over
 * the contracts' defaults (docs/decisions/0064-errors-per-version-and-the-canary-judge.md), read
 * by the host (local mode) and the deploy command (firebase mode) alike.
 */
export function canaryPolicy(env: Env): CanaryPolicy {
  const number = (name: string, fallback: number) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isFinite(value)) throw new ConfigError(`${name}=${raw}: expected a number`);
    return value;
  };
  const policy = {
    ratio: number('CANARY_JUDGE_RATIO', DEFAULT_CANARY_POLICY.ratio),
    minRate: number('CANARY_JUDGE_MIN_PERCENT', DEFAULT_CANARY_POLICY.minRate * 100) / 100,
    minViews: number('CANARY_JUDGE_MIN_VIEWS', DEFAULT_CANARY_POLICY.minViews),
    minNetworks: number('CANARY_JUDGE_MIN_NETWORKS', DEFAULT_CANARY_POLICY.minNetworks),
    windowMinutes: number('CANARY_JUDGE_WINDOW_MINUTES', DEFAULT_CANARY_POLICY.windowMinutes),
  };
  const checked = v.safeParse(CanaryPolicySchema, policy);
  if (!checked.success) {
    const issue = checked.issues[0];
    throw new ConfigError(
      `CANARY_JUDGE_*: ${v.getDotPath(issue) ?? 'policy'} ${issue.message} (ratio 1–100, percent 0–100, views ≥ 1, networks ≥ 1, window 1–1440 minutes)`,
    );
  }
  return checked.output;
}

/**
 * Server settings from the environment (see server/README.md). Config precedence:
 * DEFAULT_SITE_CONFIG < SITE_CONFIG_FILE < SITE_URL / REMOTE_LOAD_TIMEOUT_MS / *_SITE_VERIFICATION. Throws ConfigError.
 */
export function loadSettings(env: Env, cwd = process.cwd()): ServerSettings {
  const port = integer(env, 'PORT', 8080, 0, 65_535);
  const host = env.HOST || '127.0.0.1';
  const resolvePath = (p: string) => path.resolve(cwd, p);

  const overrides: { source: string; value: unknown }[] = [
    { source: 'defaults', value: { siteUrl: `http://127.0.0.1:${port}` } },
  ];
  if (env.SITE_CONFIG_FILE) overrides.push(readJsonFile('SITE_CONFIG_FILE', resolvePath(env.SITE_CONFIG_FILE)));
  if (env.SITE_URL) overrides.push({ source: 'SITE_URL', value: { siteUrl: env.SITE_URL.replace(/\/+$/, '') } });
  for (const [name, engine] of [
    ['NAVER_SITE_VERIFICATION', 'naver'],
    ['GOOGLE_SITE_VERIFICATION', 'google'],
  ] as const) {
    const token = env[name];
    if (token) overrides.push({ source: name, value: { siteVerification: { [engine]: token } } });
  }
  if (env.REMOTE_LOAD_TIMEOUT_MS) {
    const remoteLoadMs = integer(env, 'REMOTE_LOAD_TIMEOUT_MS', 0, 100, 600_000);
    overrides.push({ source: 'REMOTE_LOAD_TIMEOUT_MS', value: { timeouts: { remoteLoadMs } } });
  }
  const config = resolveSiteConfig(overrides);
  const remotes = resolveRemotesMap(
    env.REMOTES_FILE ? readJsonFile('REMOTES_FILE', resolvePath(env.REMOTES_FILE)) : undefined,
  );

  let channels;
  try {
    channels = channelConfigFromEnv(env, config.siteUrl);
  } catch (error) {
    if (error instanceof NotifyConfigError) throw new ConfigError(error.message);
    throw error;
  }
  const retryMs = (name: string, fallback: number | undefined) =>
    env[name] ? integer(env, name, 0, 10, 7 * 24 * 3600 * 1000) : fallback;

  return {
    port,
    host,
    // Within the drain's deadline, with room to finish what is in flight.
    drainDelayMs: integer(env, 'DRAIN_DELAY_MS', DEFAULT_DRAIN_DELAY_MS, 0, 5_000),
    app: {
      notify: {
        channels,
        // Shorter bounds for tests and drills; the defaults suit a sales office (DEFAULT_DELIVERY_POLICY).
        policy: Object.fromEntries(
          Object.entries({
            firstRetryMs: retryMs('NOTIFY_RETRY_FIRST_MS', undefined),
            maxRetryMs: retryMs('NOTIFY_RETRY_MAX_MS', undefined),
            giveUpAfterMs: retryMs('NOTIFY_GIVE_UP_MS', undefined),
          }).filter(([, value]) => value !== undefined),
        ),
      },
      config,
      remotes,
      distRoot: env.DIST_ROOT ? resolvePath(env.DIST_ROOT) : REPO_ROOT,
      releasesDir: env.RELEASES_DIR ? resolvePath(env.RELEASES_DIR) : DEFAULT_RELEASES_DIR,
      dataDir: env.DATA_DIR ? resolvePath(env.DATA_DIR) : DEFAULT_DATA_DIR,
      accessAnchorFile: path.join(
        env.BACKUP_DIR ? resolvePath(env.BACKUP_DIR) : DEFAULT_BACKUP_DIR,
        ACCESS_ANCHOR_FILE,
      ),
      sessionTtlMs: integer(env, 'SESSION_TTL_MS', DEFAULT_SESSION_TTL_MS, 1000, 365 * 24 * 3600 * 1000),
      sessionIdleMs: integer(env, 'SESSION_IDLE_MS', DEFAULT_SESSION_IDLE_MS, 1000, 24 * 3600 * 1000),
      ...(env.TRUST_PROXY ? { trustProxy: trustProxy(env.TRUST_PROXY) } : {}),
      liveMapWaitMs: integer(env, 'LIVE_MAP_WAIT_MS', DEFAULT_LIVE_MAP_WAIT_MS, 0, 120_000),
      fleetHosts: fleetHosts(env.FLEET_HOSTS),
      ...(env.PREVIEW_SECRET ? { previewSecret: previewSecret(env.PREVIEW_SECRET, 'PREVIEW_SECRET') } : {}),
      ...(env.VISITOR_SECRET ? { visitorSecret: previewSecret(env.VISITOR_SECRET, 'VISITOR_SECRET') } : {}),
      logger: { level: env.LOG_LEVEL || 'info' },
      ssr:
        env.SSR === 'off'
          ? false
          : {
              timeoutMs: integer(env, 'SSR_TIMEOUT_MS', DEFAULT_SSR_TIMEOUT_MS, 50, 60_000),
              cacheEntries: integer(env, 'SSR_CACHE_ENTRIES', 500, 0, 100_000),
              remoteTtlMs: integer(env, 'SSR_REMOTE_TTL_MS', 2000, 0, 3_600_000),
            },
      telemetry: {
        flushMs: integer(env, 'TELEMETRY_FLUSH_MS', DEFAULT_TELEMETRY_FLUSH_MS, 100, 3_600_000),
        // Per client address; behind one NAT (an office, a test run) many browsers share one.
        rateLimit: {
          max: integer(env, 'TELEMETRY_RATE_PER_MINUTE', TELEMETRY_RATE_PER_MINUTE, 1, 1_000_000),
          timeWindowMs: 60_000,
        },
        // What is admitted and kept (docs/decisions/0126-bounded-telemetry-storage-and-reports.md).
        policy: {
          perNetwork: integer(env, 'TELEMETRY_PER_NETWORK', DEFAULT_TELEMETRY_POLICY.perNetwork, 1, 1_000_000),
          vitalsPerNetwork: integer(
            env,
            'TELEMETRY_VITALS_PER_NETWORK',
            DEFAULT_TELEMETRY_POLICY.vitalsPerNetwork,
            1,
            1_000_000,
          ),
          rowsPerMinute: integer(
            env,
            'TELEMETRY_ROWS_PER_MINUTE',
            DEFAULT_TELEMETRY_POLICY.rowsPerMinute,
            1,
            1_000_000,
          ),
          remoteRowsPerDay: integer(
            env,
            'TELEMETRY_REMOTE_ROWS_PER_DAY',
            DEFAULT_TELEMETRY_POLICY.remoteRowsPerDay,
            1,
            100_000_000,
          ),
          vitalsRowsPerDay: integer(
            env,
            'TELEMETRY_VITALS_ROWS_PER_DAY',
            DEFAULT_TELEMETRY_POLICY.vitalsRowsPerDay,
            1,
            100_000_000,
          ),
        },
      },
      canaryJudge: {
        intervalMs: integer(env, 'CANARY_JUDGE_INTERVAL_MS', DEFAULT_CANARY_JUDGE_INTERVAL_MS, 0, 3_600_000),
        policy: canaryPolicy(env),
      },
    },
  };
}
