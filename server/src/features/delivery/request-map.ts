import { REMOTE_NAMES, type RemoteName, type RemotesMap } from '@gagyeong/contracts';
import type { Preview } from '@gagyeong/contracts/delivery';
import { versionLabel } from '@gagyeong/contracts/live-map';
import type { LiveSnapshot } from '../releases/live-remotes';
import { getsCanary } from './visitor-bucket';

/**
 * The map one request renders with (docs/decisions/0062-preview-in-one-browser.md,
 * 0063-canary-share-per-visitor.md): the live map, with the canaries this visitor's bucket gets,
 * and the release this browser previews. Its CSP, server render, preload hints, boot data and page
 * cache key all come from it, so a page never mixes versions and no visitor gets another group's page.
 */
export interface RequestMap extends LiveSnapshot {
  /** The version each remote goes by on this page (telemetry, the boot data). */
  readonly versions: Readonly<Record<RemoteName, string>>;
  /** Remotes whose canary this request renders. */
  readonly canaries: readonly RemoteName[];
  /** Some remote runs a canary: pages differ between visitors, so no shared cache keeps them. */
  readonly canaryLive: boolean;
  /** The release this browser previews (its page is kept by no cache). */
  readonly preview?: Preview;
}

function stableVersions(snapshot: LiveSnapshot): Record<RemoteName, string> {
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => [
      name,
      versionLabel(snapshot.live[name] ?? { url: snapshot.remotes[name], version: null }),
    ]),
  ) as Record<RemoteName, string>;
}

/**
 * Request maps for visitors: one object per (live map, set of canaries), so what is computed per
 * map (the CSP) is computed once per group; a preview's map is its browser's own.
 */
export function createRequestMaps() {
  const groups = new WeakMap<LiveSnapshot, Map<string, RequestMap>>();

  function groupMap(snapshot: LiveSnapshot, canaries: readonly RemoteName[]): RequestMap {
    let byGroup = groups.get(snapshot);
    if (!byGroup) {
      byGroup = new Map();
      groups.set(snapshot, byGroup);
    }
    const key = canaries.join(',');
    let map = byGroup.get(key);
    if (!map) {
      const remotes: RemotesMap = { ...snapshot.remotes };
      const versions = stableVersions(snapshot);
      for (const name of canaries) {
        const canary = snapshot.live[name]?.canary;
        if (!canary) continue;
        remotes[name] = canary.url;
        versions[name] = versionLabel(canary);
      }
      map = {
        remotes,
        live: snapshot.live,
        versions,
        canaries,
        canaryLive: REMOTE_NAMES.some((name) => snapshot.live[name]?.canary),
      };
      byGroup.set(key, map);
    }
    return map;
  }

  return function requestMap(snapshot: LiveSnapshot, bucket: string, preview?: Preview): RequestMap {
    const canaries = REMOTE_NAMES.filter((name) => {
      const canary = snapshot.live[name]?.canary;
      return canary && name !== preview?.remote && getsCanary(bucket, name, canary);
    });
    const map = groupMap(snapshot, canaries);
    if (!preview) return map;
    return {
      ...map,
      remotes: { ...map.remotes, [preview.remote]: preview.url },
      versions: { ...map.versions, [preview.remote]: versionLabel(preview) },
      preview,
    };
  };
}
