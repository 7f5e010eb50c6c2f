import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_MODULE_KEYS, exposeOf, remoteOf, type RemoteName } from '@gagyeong/contracts';
import { remoteFolder } from '../../config/remotes';
import { checkExposesContract, type ExposeSources } from './contract-check';
import { ReleaseError } from './release-error';

/**
 * Releases of a remote: immutable copies of its browser and server builds under
 * `<releasesDir>/<folder>/<version>/` (docs/decisions/0060-remote-releases-and-live-map.md).
 */

/** The record written beside each release's files. */
export interface ReleaseRecord {
  readonly remote: RemoteName;
  readonly version: string;
  /** ISO time the release was made. */
  readonly createdAt: string;
  /** The git commit the build came from ('unknown' outside a repository). */
  readonly commit: string;
  /** Exposed names the release's manifest provides ('./PressList', …). */
  readonly exposes: readonly string[];
}

export const RELEASE_RECORD = 'release.json';
export const SERVER_ENTRY_FILE = path.join('server', 'remoteEntry.js');
/** Releases kept per remote unless configured otherwise (RELEASES_KEEP). */
export const DEFAULT_KEEP = 5;

/** URL path under which this host serves a kept release. */
export function releaseUrlPrefix(remote: RemoteName, version: string): string {
  return `/releases/${remoteFolder(remote)}/${encodeURIComponent(version)}/`;
}

export function releaseManifestUrl(remote: RemoteName, version: string): string {
  return `${releaseUrlPrefix(remote, version)}mf-manifest.json`;
}

export function releaseDir(releasesDir: string, remote: RemoteName, version: string): string {
  return path.join(releasesDir, remoteFolder(remote), version);
}

export { VERSION_PATTERN } from '@gagyeong/contracts/live-map';

export { ReleaseError };

function listFiles(root: string, dir = ''): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...listFiles(root, relative));
    else if (entry.isFile()) files.push(relative);
  }
  return files.sort();
}

/** Hash over every file's path and content: the same build gives the same version. */
export function contentHash(dist: string): string {
  const hash = createHash('sha256');
  for (const file of listFiles(dist)) {
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(dist, file)))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 10);
}

/** The exposes the contracts say this remote must provide ('./PressList', …). */
export function requiredExposes(remote: RemoteName): string[] {
  return REMOTE_MODULE_KEYS.filter((key) => remoteOf(key) === remote).map(exposeOf);
}

function manifestExposes(file: string): string[] {
  let manifest: unknown;
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ReleaseError(`${file}: cannot read the manifest (${(error as Error).message})`);
  }
  const exposes = (manifest as { exposes?: unknown }).exposes;
  if (!Array.isArray(exposes)) throw new ReleaseError(`${file}: not a Module Federation manifest (no exposes)`);
  return exposes.map((e: unknown) => String((e as { path?: unknown }).path));
}

/**
 * Checks a remote's dist/ before it becomes a release: a browser manifest and entry, a server
 * entry, and every expose the contracts require. Returns the exposes the manifest provides.
 */
export function checkBuild(remote: RemoteName, dist: string): string[] {
  for (const file of ['mf-manifest.json', 'remoteEntry.js', SERVER_ENTRY_FILE]) {
    if (!fs.existsSync(path.join(dist, file))) {
      throw new ReleaseError(`${remote}: ${path.join(dist, file)} is missing (build the remote first)`);
    }
  }
  const exposes = manifestExposes(path.join(dist, 'mf-manifest.json'));
  const missing = requiredExposes(remote).filter((expose) => !exposes.includes(expose));
  if (missing.length > 0) {
    throw new ReleaseError(
      `${remote}: release refused, the manifest lacks ${missing.join(', ')} required by packages/contracts (RemoteModuleProps); nothing was released`,
    );
  }
  return exposes;
}

export interface CreateReleaseOptions {
  readonly remote: RemoteName;
  /** The remote's built dist/ (browser build, server build in dist/server/). */
  readonly dist: string;
  readonly releasesDir: string;
  /** The remote's package version. */
  readonly packageVersion: string;
  readonly commit: string;
  readonly now?: Date;
  /**
   * The source file of each expose (see expose-sources.ts): when given, the exposed modules must
   * type-check against RemoteModuleProps before anything is copied.
   */
  readonly exposeSources?: ExposeSources;
  /**
   * Where the release goes, by version: `<releasesDir>/<folder>/<version>/` by default; a folder a
   * team uploads to its own origin with `release -- --out DIR` (DIR/<version>/).
   */
  readonly dirFor?: (version: string) => string;
}

/**
 * Copies a checked build into `<releasesDir>/<folder>/<version>/`. The same build twice gives the
 * same version, and an existing release is never overwritten (returned as it is, `created: false`).
 * The copy is made in a temporary folder and renamed into place, so a release is whole or absent.
 */
export function createRelease(options: CreateReleaseOptions): { record: ReleaseRecord; dir: string; created: boolean } {
  const { remote, dist, releasesDir } = options;
  const exposes = checkBuild(remote, dist);
  if (options.exposeSources) checkExposesContract({ remote, exposes: options.exposeSources });
  const version = `${options.packageVersion}-${contentHash(dist)}`;
  const dir = options.dirFor ? options.dirFor(version) : releaseDir(releasesDir, remote, version);
  if (fs.existsSync(path.join(dir, RELEASE_RECORD))) {
    return { record: readRelease(dir), dir, created: false };
  }
  const record: ReleaseRecord = {
    remote,
    version,
    createdAt: (options.now ?? new Date()).toISOString(),
    commit: options.commit,
    exposes,
  };
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const staging = fs.mkdtempSync(path.join(path.dirname(dir), `.staging-${version}-`));
  try {
    fs.cpSync(dist, staging, { recursive: true });
    fs.writeFileSync(path.join(staging, RELEASE_RECORD), `${JSON.stringify(record, null, 2)}\n`);
    fs.renameSync(staging, dir);
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  return { record, dir, created: true };
}

export function readRelease(dir: string): ReleaseRecord {
  return JSON.parse(fs.readFileSync(path.join(dir, RELEASE_RECORD), 'utf8')) as ReleaseRecord;
}

/** A remote's releases, oldest first (by creation time, then version). */
export function listReleases(releasesDir: string, remote: RemoteName): ReleaseRecord[] {
  const root = path.join(releasesDir, remoteFolder(remote));
  if (!fs.existsSync(root)) return [];
  const records: ReleaseRecord[] = [];
  for (const entry of fs.readdirSync(root, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const file = path.join(root, entry.name, RELEASE_RECORD);
    if (fs.existsSync(file)) records.push(readRelease(path.join(root, entry.name)));
  }
  return records.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.version.localeCompare(b.version));
}

/**
 * Deletes a remote's oldest releases beyond `keep`, never one named in `protect` (the live and the
 * previous version): pages opened before a deploy still load the chunks of the release they began
 * with. Returns the deleted versions.
 */
export function pruneReleases(
  releasesDir: string,
  remote: RemoteName,
  keep: number,
  protect: readonly (string | undefined)[],
): string[] {
  const releases = listReleases(releasesDir, remote);
  const kept = new Set(releases.slice(-Math.max(keep, 0)).map((r) => r.version));
  for (const version of protect) if (version !== undefined) kept.add(version);
  const deleted: string[] = [];
  for (const release of releases) {
    if (kept.has(release.version)) continue;
    fs.rmSync(releaseDir(releasesDir, remote, release.version), { recursive: true, force: true });
    deleted.push(release.version);
  }
  return deleted;
}
