import { REMOTE_NAMES, type RemoteName, type RemotesMap } from '@gagyeong/contracts';
import { VERSION_PATTERN, isRemoteUrl, type LiveEntry, type LiveMap } from '@gagyeong/contracts/live-map';
import type { LiveMapStore } from './live-map-store';
import { ReleaseError } from './release-error';

/**
 * What deploy and rollback do to one remote's entry of the live map, whichever store holds it
 * (docs/decisions/0060-remote-releases-and-live-map.md, 0061-one-live-map-for-the-fleet.md).
 */

export type { DeployLogEntry, Deployment, LiveEntry, LiveMap } from '@gagyeong/contracts/live-map';

/** The configured map with the live entries over it. */
export function applyLiveMap(base: RemotesMap, live: LiveMap): RemotesMap {
  const map = { ...base };
  for (const name of REMOTE_NAMES) {
    const entry = live[name];
    if (entry) map[name] = entry.url;
  }
  return map;
}

/** What to make live: a URL, and the release version it is (null when not a known release). */
export interface DeployTarget {
  readonly url: string;
  readonly version: string | null;
}

export interface DeployOptions {
  readonly remote: RemoteName;
  readonly target: DeployTarget;
  /** The URL the configured map gives this remote: what "previous" means before the first deploy. */
  readonly configuredUrl: string;
  readonly by: string;
  readonly now?: Date;
}

/** Makes a release (or a URL) live for one remote. */
export async function deploy(store: LiveMapStore, options: DeployOptions): Promise<LiveEntry> {
  const { remote, target } = options;
  if (!isRemoteUrl(target.url)) throw new ReleaseError(`--url ${target.url}: expected an http(s) URL or an absolute path`);
  if (target.version !== null && !VERSION_PATTERN.test(target.version)) {
    throw new ReleaseError(`version ${target.version}: unexpected characters`);
  }
  const at = (options.now ?? new Date()).toISOString();
  return store.change({
    remote,
    action: 'deploy',
    next: (current) => {
      if (current && current.url === target.url) {
        throw new ReleaseError(`${remote}: ${target.version ?? target.url} is already live`);
      }
      const previous = current
        ? { url: current.url, version: current.version, at: current.at, by: current.by, logId: current.logId ?? null }
        : { url: options.configuredUrl, version: null, at, by: 'configuration', logId: null };
      return { url: target.url, version: target.version, at, by: options.by, previous };
    },
  });
}

export interface RollbackOptions {
  readonly remote: RemoteName;
  readonly by: string;
  readonly now?: Date;
  /** Whether a release this host keeps is still there (local mode); a pruned one is refused. */
  readonly releaseKept?: (version: string, url: string) => boolean;
}

/** Makes the previously live version live again (the one rolled back from becomes "previous"). */
export async function rollback(store: LiveMapStore, options: RollbackOptions): Promise<LiveEntry> {
  const { remote } = options;
  const at = (options.now ?? new Date()).toISOString();
  return store.change({
    remote,
    action: 'rollback',
    next: (current) => {
      const previous = current?.previous;
      if (!current || !previous) {
        throw new ReleaseError(`${remote}: nothing to roll back to (no previous version recorded)`);
      }
      if (previous.version !== null && options.releaseKept && !options.releaseKept(previous.version, previous.url)) {
        throw new ReleaseError(`${remote}: the previous release ${previous.version} is no longer kept`);
      }
      return {
        url: previous.url,
        version: previous.version,
        at,
        by: options.by,
        previous: { url: current.url, version: current.version, at: current.at, by: current.by, logId: current.logId ?? null },
      };
    },
  });
}
