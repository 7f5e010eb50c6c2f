import fs from 'node:fs';
import path from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import {
  DEFAULT_SESSION_TTL_MS,
  DEFAULT_SSR_TIMEOUT_MS,
  DEFAULT_TELEMETRY_FLUSH_MS,
  type AppOptions,
} from './app-options';
import { DEFAULT_DATA_DIR, DEFAULT_RELEASES_DIR, REPO_ROOT } from '../paths';
import { ConfigError, resolveRemotesMap, resolveSiteConfig } from './site-config';

export interface ServerSettings {
  readonly port: number;
  readonly host: string;
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

/** TRUST_PROXY: 'true' (trust every hop) or a comma-separated list of proxy addresses/CIDRs. */
function trustProxy(raw: string | undefined): FastifyServerOptions['trustProxy'] {
  if (raw === undefined || raw === '' || raw === 'false' || raw === '0') return false;
  if (raw === 'true') return true;
  return raw;
}

/**
 * Server settings from the environment (see server/README.md). Config precedence:
 * DEFAULT_SITE_CONFIG < SITE_CONFIG_FILE < SITE_URL / REMOTE_LOAD_TIMEOUT_MS. Throws ConfigError.
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
  if (env.REMOTE_LOAD_TIMEOUT_MS) {
    const remoteLoadMs = integer(env, 'REMOTE_LOAD_TIMEOUT_MS', 0, 100, 600_000);
    overrides.push({ source: 'REMOTE_LOAD_TIMEOUT_MS', value: { timeouts: { remoteLoadMs } } });
  }
  const config = resolveSiteConfig(overrides);
  const remotes = resolveRemotesMap(
    env.REMOTES_FILE ? readJsonFile('REMOTES_FILE', resolvePath(env.REMOTES_FILE)) : undefined,
  );

  return {
    port,
    host,
    app: {
      config,
      remotes,
      distRoot: env.DIST_ROOT ? resolvePath(env.DIST_ROOT) : REPO_ROOT,
      releasesDir: env.RELEASES_DIR ? resolvePath(env.RELEASES_DIR) : DEFAULT_RELEASES_DIR,
      dataDir: env.DATA_DIR ? resolvePath(env.DATA_DIR) : DEFAULT_DATA_DIR,
      sessionTtlMs: integer(env, 'SESSION_TTL_MS', DEFAULT_SESSION_TTL_MS, 1000, 365 * 24 * 3600 * 1000),
      trustProxy: trustProxy(env.TRUST_PROXY),
      logger: { level: env.LOG_LEVEL || 'info' },
      ssr:
        env.SSR === 'off'
          ? false
          : {
              timeoutMs: integer(env, 'SSR_TIMEOUT_MS', DEFAULT_SSR_TIMEOUT_MS, 50, 60_000),
              cacheEntries: integer(env, 'SSR_CACHE_ENTRIES', 500, 0, 100_000),
              remoteTtlMs: integer(env, 'SSR_REMOTE_TTL_MS', 2000, 0, 3_600_000),
            },
      telemetry: { flushMs: integer(env, 'TELEMETRY_FLUSH_MS', DEFAULT_TELEMETRY_FLUSH_MS, 100, 3_600_000) },
    },
  };
}
