import { REMOTE_NAMES, type RemoteName, type RemotesMap } from '@gagyeong/contracts';
import {
  CANARY_SHARE_MAX,
  CANARY_SHARE_MIN,
  VERSION_PATTERN,
  describeDeployment,
  isRemoteUrl,
  type Deployment,
  type LiveEntry,
  type LiveMap,
} from '@gagyeong/contracts/live-map';
import type { LiveMapStore } from './live-map-store';
import { ReleaseError } from './release-error';

/**
 * What deploy, rollback, canary and promote do to one remote's entry of the live map, whichever
 * store holds it (docs/decisions/0060-remote-releases-and-live-map.md,
 * 0061-one-live-map-for-the-fleet.md, 0063-canary-share-per-visitor.md).
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

function checkTarget(target: DeployTarget) {
  if (!isRemoteUrl(target.url)) throw new ReleaseError(`--url ${target.url}: expected an http(s) URL or an absolute path`);
  if (target.version !== null && !VERSION_PATTERN.test(target.version)) {
    throw new ReleaseError(`version ${target.version}: unexpected characters`);
  }
}

/** A deployment as "previous" (or the stable part kept by a canary change): its own fields only. */
function deploymentOf(entry: Deployment): Deployment {
  return { url: entry.url, version: entry.version, at: entry.at, by: entry.by, logId: entry.logId ?? null };
}

/** The entry a remote has before its first change: the configured URL. */
function configuredEntry(configuredUrl: string, at: string): LiveEntry {
  return { url: configuredUrl, version: null, at, by: 'configuration', logId: null };
}

function refuseWhileCanary(remote: RemoteName, current: LiveEntry | undefined) {
  if (current?.canary) {
    throw new ReleaseError(
      `${remote}: canary ${describeDeployment(current.canary)} runs at ${current.canary.share} %: promote or roll it back first; nothing was changed`,
    );
  }
}

/** Makes a release (or a URL) live for one remote. */
export async function deploy(store: LiveMapStore, options: DeployOptions): Promise<LiveEntry> {
  const { remote, target } = options;
  checkTarget(target);
  const at = (options.now ?? new Date()).toISOString();
  return store.change({
    remote,
    action: 'deploy',
    by: options.by,
    at,
    next: (current) => {
      refuseWhileCanary(remote, current);
      if (current && current.url === target.url) {
        throw new ReleaseError(`${remote}: ${target.version ?? target.url} is already live`);
      }
      const previous = deploymentOf(current ?? configuredEntry(options.configuredUrl, at));
      return { url: target.url, version: target.version, at, by: options.by, previous };
    },
  });
}

export interface CanaryOptions extends DeployOptions {
  /** Percent of visitors, CANARY_SHARE_MIN to CANARY_SHARE_MAX. */
  readonly share: number;
}

/**
 * Serves a release (or a URL) to `share` percent of visitors beside the live one; the live one,
 * and what was live before it, stay. The same canary again changes its share only.
 */
export async function startCanary(store: LiveMapStore, options: CanaryOptions): Promise<LiveEntry> {
  const { remote, target, share } = options;
  checkTarget(target);
  if (!Number.isInteger(share) || share < CANARY_SHARE_MIN || share > CANARY_SHARE_MAX) {
    throw new ReleaseError(`--canary ${share}: expected a whole percent from ${CANARY_SHARE_MIN} to ${CANARY_SHARE_MAX}`);
  }
  const at = (options.now ?? new Date()).toISOString();
  return store.change({
    remote,
    action: 'canary',
    by: options.by,
    at,
    next: (current) => {
      const stable = current ?? configuredEntry(options.configuredUrl, at);
      if (stable.url === target.url) {
        throw new ReleaseError(`${remote}: ${target.version ?? target.url} is already live for everyone`);
      }
      const running = current?.canary;
      if (running && running.url !== target.url) refuseWhileCanary(remote, current);
      if (running && running.share === share) {
        throw new ReleaseError(`${remote}: canary ${describeDeployment(running)} already runs at ${share} %`);
      }
      const { canary: _canary, ...kept } = stable;
      return { ...kept, canary: { url: target.url, version: target.version, at, by: options.by, share } };
    },
  });
}

export interface PromoteOptions {
  readonly remote: RemoteName;
  readonly by: string;
  readonly now?: Date;
}

/** Makes the running canary live for everyone; the version it replaces becomes "previous". */
export async function promote(store: LiveMapStore, options: PromoteOptions): Promise<LiveEntry> {
  const { remote } = options;
  const at = (options.now ?? new Date()).toISOString();
  return store.change({
    remote,
    action: 'promote',
    by: options.by,
    at,
    next: (current) => {
      const canary = current?.canary;
      if (!current || !canary) throw new ReleaseError(`${remote}: no canary runs; nothing to promote`);
      return { url: canary.url, version: canary.version, at, by: options.by, previous: deploymentOf(current) };
    },
  });
}

export interface RollbackOptions {
  readonly remote: RemoteName;
  readonly by: string;
  readonly now?: Date;
  /** Whether a release this host keeps is still there (local mode); a pruned one is refused. */
  readonly releaseKept?: (version: string, url: string) => boolean;
  /** Why, recorded in the log (the canary judge's verdict). */
  readonly reason?: string;
  /** Only end a running canary, never roll the live version back (the judge: the canary may have ended meanwhile). */
  readonly canaryOnly?: { readonly url: string };
}

/**
 * Ends a running canary (the live version stays, for everyone), else makes the previously live
 * version live again (the one rolled back from becomes "previous").
 */
export async function rollback(store: LiveMapStore, options: RollbackOptions): Promise<LiveEntry> {
  const { remote } = options;
  const at = (options.now ?? new Date()).toISOString();
  return store.change({
    remote,
    action: 'rollback',
    by: options.by,
    at,
    ...(options.reason ? { reason: options.reason } : {}),
    next: (current) => {
      if (current?.canary) {
        if (options.canaryOnly && current.canary.url !== options.canaryOnly.url) {
          throw new ReleaseError(`${remote}: the canary ${describeDeployment(current.canary)} is another one; nothing was changed`);
        }
        const { canary: _canary, ...stable } = current;
        return { ...stable, canary: null };
      }
      if (options.canaryOnly) throw new ReleaseError(`${remote}: no canary runs any more; nothing was changed`);
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
        previous: deploymentOf(current),
      };
    },
  });
}
