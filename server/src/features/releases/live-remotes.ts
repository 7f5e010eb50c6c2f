import fs from 'node:fs';
import path from 'node:path';
import type { RemotesMap } from '@gagyeong/contracts';
import { validateRemotesMap } from '../../config/site-config';
import { LIVE_MAP_FILE, applyLiveMap, parseLiveMap, type LiveMap } from './live-map';

export interface LiveRemotesOptions {
  /** The configured map (defaults, REMOTES_FILE): what applies to a remote the live map does not name. */
  readonly base: RemotesMap;
  readonly releasesDir: string;
  readonly warn: (message: string, error?: unknown) => void;
}

export interface LiveRemotes {
  /** The map as it is now: read again whenever live.json's modification time or size changed. */
  readonly current: () => RemotesMap;
  /** The live entries as last read (who deployed what, and what was live before). */
  readonly live: () => LiveMap;
}

/**
 * The host's view of the remotes map. A stat per call is cheap next to rendering a page, and unlike
 * a watcher it cannot miss a rename. An unreadable or invalid live map keeps the last good one
 * (a deploy writes the file whole, so that only happens when someone edits it by hand).
 */
export function createLiveRemotes(options: LiveRemotesOptions): LiveRemotes {
  const file = path.join(options.releasesDir, LIVE_MAP_FILE);
  let seen = '';
  let live: LiveMap = {};
  let map = options.base;

  function refresh() {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    const key = stat ? `${stat.mtimeMs}:${stat.size}:${stat.ino}` : 'none';
    if (key === seen) return;
    seen = key;
    if (!stat) {
      live = {};
      map = options.base;
      return;
    }
    try {
      const next = parseLiveMap(fs.readFileSync(file, 'utf8'), file);
      map = validateRemotesMap(applyLiveMap(options.base, next));
      live = next;
    } catch (error) {
      options.warn(`GG-REMOTES-LIVE ${file} is invalid; the previous remotes map stays in use`, error);
    }
  }

  return {
    current() {
      refresh();
      return map;
    },
    live() {
      refresh();
      return live;
    },
  };
}
