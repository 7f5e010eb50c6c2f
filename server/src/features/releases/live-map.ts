import fs from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { REMOTE_NAMES, type RemoteName, type RemotesMap } from '@gagyeong/contracts';
import { ReleaseError, VERSION_PATTERN, listReleases, releaseManifestUrl } from './release-store';

/**
 * The live remotes map (`<releasesDir>/live.json`): per remote, which release (or URL) is live,
 * since when, by whom, and what was live before. Only the remotes named there differ from the
 * host's configured map. Every change rewrites the file whole (write, then rename) under a lock,
 * so the host never reads half a map. See docs/decisions/0060-remote-releases-and-live-map.md.
 */

export const LIVE_MAP_FILE = 'live.json';
export const DEPLOY_LOG_FILE = 'deploy-log.jsonl';

const Deployment = v.object({
  /** What the browser and the host load: a manifest (or entry) URL. */
  url: v.pipe(v.string(), v.minLength(1)),
  /** The release version, or null for a URL that is not a release of this host (the built dist/, another origin). */
  version: v.nullable(v.string()),
  at: v.string(),
  by: v.string(),
});
export type Deployment = v.InferOutput<typeof Deployment>;

const LiveEntry = v.object({ ...Deployment.entries, previous: v.optional(Deployment) });
export type LiveEntry = v.InferOutput<typeof LiveEntry>;

const LiveMapSchema = v.strictObject(
  Object.fromEntries(REMOTE_NAMES.map((name) => [name, v.optional(LiveEntry)])) as Record<
    RemoteName,
    v.OptionalSchema<typeof LiveEntry, undefined>
  >,
);
export type LiveMap = Partial<Record<RemoteName, LiveEntry>>;

export interface DeployLogEntry {
  readonly at: string;
  readonly by: string;
  readonly action: 'deploy' | 'rollback';
  readonly remote: RemoteName;
  readonly version: string | null;
  readonly url: string;
  readonly from: string | null;
}

export function parseLiveMap(text: string, source: string): LiveMap {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ReleaseError(`${source}: not valid JSON (${(error as Error).message})`);
  }
  const result = v.safeParse(LiveMapSchema, value);
  if (!result.success) {
    const issue = result.issues[0];
    throw new ReleaseError(`${source}: ${v.getDotPath(issue) ?? ''} ${issue.message}`);
  }
  return result.output;
}

export function readLiveMap(releasesDir: string): LiveMap {
  const file = path.join(releasesDir, LIVE_MAP_FILE);
  if (!fs.existsSync(file)) return {};
  return parseLiveMap(fs.readFileSync(file, 'utf8'), file);
}

/** The configured map with the live entries over it. */
export function applyLiveMap(base: RemotesMap, live: LiveMap): RemotesMap {
  const map = { ...base };
  for (const name of REMOTE_NAMES) {
    const entry = live[name];
    if (entry) map[name] = entry.url;
  }
  return map;
}

/** Writes a file whole: a temporary file beside it, then a rename (atomic on one file system). */
export function writeFileAtomic(file: string, text: string): void {
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  try {
    fs.writeFileSync(temporary, text);
    fs.renameSync(temporary, file);
  } catch (error) {
    fs.rmSync(temporary, { force: true });
    throw error;
  }
}

const LOCK_WAIT_MS = 5000;
const LOCK_STALE_MS = 30_000;

/** Runs `change` holding `<file>.lock`, so two deploys at once cannot lose one another's entry. */
function withLock<T>(file: string, change: () => T): T {
  const lock = `${file}.lock`;
  const started = Date.now();
  for (;;) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > LOCK_STALE_MS) fs.rmSync(lock, { force: true });
      else if (Date.now() - started > LOCK_WAIT_MS)
        throw new ReleaseError(`${lock} is held by another deploy; try again`);
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
    }
  }
  try {
    return change();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

/**
 * Changes one remote's entry of the live map, atomically, and appends the change to the deploy
 * log. `next` gets the current entry (undefined when the configured map applies) and returns the
 * new one.
 */
export function updateLiveEntry(
  releasesDir: string,
  remote: RemoteName,
  action: DeployLogEntry['action'],
  next: (current: LiveEntry | undefined) => LiveEntry,
): LiveEntry {
  fs.mkdirSync(releasesDir, { recursive: true });
  const file = path.join(releasesDir, LIVE_MAP_FILE);
  return withLock(file, () => {
    const live = readLiveMap(releasesDir);
    const current = live[remote];
    const entry = next(current);
    writeFileAtomic(file, `${JSON.stringify({ ...live, [remote]: entry }, null, 2)}\n`);
    const log: DeployLogEntry = {
      at: entry.at,
      by: entry.by,
      action,
      remote,
      version: entry.version,
      url: entry.url,
      from: current ? (current.version ?? current.url) : null,
    };
    fs.appendFileSync(path.join(releasesDir, DEPLOY_LOG_FILE), `${JSON.stringify(log)}\n`);
    return entry;
  });
}

export interface DeployOptions {
  readonly releasesDir: string;
  readonly remote: RemoteName;
  /** The release to make live; the newest by default. */
  readonly version?: string;
  /** A manifest URL instead of a release of this host (a remote released to another origin). */
  readonly url?: string;
  /** The URL the configured map gives this remote: what "previous" means before the first deploy. */
  readonly configuredUrl: string;
  readonly by: string;
  readonly now?: Date;
}

/** Makes a release (or a URL) live for one remote. */
export function deploy(options: DeployOptions): LiveEntry {
  const { releasesDir, remote } = options;
  let url: string;
  let version: string | null;
  if (options.url !== undefined) {
    if (!/^(https?:\/\/|\/)/i.test(options.url))
      throw new ReleaseError(`--url ${options.url}: expected an http(s) URL or an absolute path`);
    url = options.url;
    version = options.version ?? null;
  } else {
    const releases = listReleases(releasesDir, remote);
    const release =
      options.version === undefined ? releases.at(-1) : releases.find((r) => r.version === options.version);
    if (!release) {
      throw new ReleaseError(
        options.version === undefined
          ? `${remote}: no release to deploy (run \`npm run release\` first)`
          : `${remote}: no release ${options.version} (kept: ${releases.map((r) => r.version).join(', ') || 'none'})`,
      );
    }
    url = releaseManifestUrl(remote, release.version);
    version = release.version;
  }
  if (version !== null && !VERSION_PATTERN.test(version))
    throw new ReleaseError(`version ${version}: unexpected characters`);
  const at = (options.now ?? new Date()).toISOString();
  return updateLiveEntry(releasesDir, remote, 'deploy', (current) => {
    if (current && current.url === url) throw new ReleaseError(`${remote}: ${version ?? url} is already live`);
    const previous = current
      ? { url: current.url, version: current.version, at: current.at, by: current.by }
      : { url: options.configuredUrl, version: null, at, by: 'configuration' };
    return { url, version, at, by: options.by, previous };
  });
}

/** Makes the previously live version live again (the one rolled back from becomes "previous"). */
export function rollback(options: { releasesDir: string; remote: RemoteName; by: string; now?: Date }): LiveEntry {
  const { releasesDir, remote } = options;
  const at = (options.now ?? new Date()).toISOString();
  return updateLiveEntry(releasesDir, remote, 'rollback', (current) => {
    const previous = current?.previous;
    if (!current || !previous)
      throw new ReleaseError(`${remote}: nothing to roll back to (no previous version recorded)`);
    if (previous.version !== null && listReleases(releasesDir, remote).every((r) => r.version !== previous.version)) {
      throw new ReleaseError(`${remote}: the previous release ${previous.version} is no longer kept`);
    }
    return {
      url: previous.url,
      version: previous.version,
      at,
      by: options.by,
      previous: { url: current.url, version: current.version, at: current.at, by: current.by },
    };
  });
}

export function readDeployLog(releasesDir: string): DeployLogEntry[] {
  const file = path.join(releasesDir, DEPLOY_LOG_FILE);
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as DeployLogEntry);
}
