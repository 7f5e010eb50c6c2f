import { REMOTE_NAMES, type RemoteName, type RemotesMap } from '@gagyeong/contracts';
import { LIVE_MAP_ERROR_CODES } from '@gagyeong/contracts/error-codes';
import { describeDeployment, parseLiveEntry, type LiveEntry, type LiveMap, type ServedRemotes } from '@gagyeong/contracts/live-map';
import { validateRemotesMap } from '../../config/site-config';
import { applyLiveMap } from './live-map';
import type { LiveMapFollower, LiveMapStore, StoredLiveMap } from './live-map-store';

const { invalid: LIVE, store: STORE } = LIVE_MAP_ERROR_CODES;

export interface LiveRemotesOptions {
  /** The configured map (defaults, REMOTES_FILE): what applies to a remote the live map does not name. */
  readonly base: RemotesMap;
  readonly store: LiveMapStore;
  /** Checks an entry before this host uses it (remote-check.ts): a problem, or undefined. */
  readonly check: (remote: RemoteName, url: string, version: string | null) => Promise<string | undefined>;
  readonly log: { warn(message: string): void; info(message: string): void };
  /** How soon an entry refused by the check is checked again (an origin may come back). */
  readonly recheckMs?: number;
}

/** The map one request renders with: the remotes map and the live entries behind it. */
export interface LiveSnapshot {
  readonly remotes: RemotesMap;
  readonly live: LiveMap;
}

export type FollowState = 'waiting' | 'following' | 'unavailable';

export interface LiveRemotes {
  /** The map for one request: a change the file store shows now is checked and applied first. */
  current(): Promise<LiveSnapshot>;
  /** The map as last applied, without looking for a change. */
  peek(): LiveSnapshot;
  /** Starts following; resolves once the store's map is applied, or after `waitMs` without an answer. */
  start(waitMs: number): Promise<void>;
  /** What this host serves now, and whether it follows the store (health, status). */
  served(): { readonly remotes: ServedRemotes; readonly store: LiveMapStore['kind']; readonly state: FollowState };
  stop(): Promise<void>;
}

/**
 * A host's view of the live map (docs/decisions/0061-one-live-map-for-the-fleet.md). It follows
 * the store (a stat per request for the file, a listener for Firestore), checks each changed entry
 * as the deploy command does, and keeps the last good entry of a remote whose new one is invalid,
 * and the whole last good map while the store cannot be read or reached; each problem is logged
 * once. A request reads one snapshot, so a page never mixes two versions.
 */
export function createLiveRemotes(options: LiveRemotesOptions): LiveRemotes {
  const { base, store, log } = options;
  const recheckMs = options.recheckMs ?? 10_000;
  let good: LiveMap = {};
  let snapshot: LiveSnapshot = { remotes: base, live: good };
  /** The stored value of each remote last looked at (JSON), so an unchanged entry is not checked again. */
  const seen = new Map<RemoteName, string>();
  const refused = new Map<RemoteName, { entry: LiveEntry; at: number }>();
  const warned = new Set<string>();
  let pending: Promise<void> = Promise.resolve();
  let state: FollowState = 'waiting';
  let follower: LiveMapFollower | undefined;
  let answered: () => void = () => {};
  const firstAnswer = new Promise<void>((resolve) => {
    answered = resolve;
  });

  function warnOnce(key: string, message: string) {
    if (warned.has(key)) return;
    warned.add(key);
    log.warn(message);
  }

  function stays(remote: RemoteName): string {
    const entry = good[remote];
    return entry ? `${describeDeployment(entry)} (${entry.url})` : `the configured ${base[remote]}`;
  }

  function publish(next: LiveMap) {
    good = next;
    snapshot = { remotes: validateRemotesMap(applyLiveMap(base, next)), live: next };
  }

  async function consider(remote: RemoteName, entry: LiveEntry, key: string): Promise<LiveEntry | undefined> {
    // Back to the configured URL (a rollback past the first deploy): what this host serves without any map.
    // A canary is checked as the live release is: either failing keeps the last good entry whole.
    const problem =
      (entry.url === base[remote] ? undefined : await options.check(remote, entry.url, entry.version)) ??
      (entry.canary ? await options.check(remote, entry.canary.url, entry.canary.version) : undefined);
    if (problem === undefined) {
      refused.delete(remote);
      return entry;
    }
    refused.set(remote, { entry, at: Date.now() });
    warnOnce(`${remote}:${key}`, `${LIVE} ${store.where}: ${remote} ${problem}; it stays on ${stays(remote)}`);
    return undefined;
  }

  async function apply(stored: StoredLiveMap) {
    if (!stored.ok) {
      warnOnce(`map:${stored.problem}`, `${LIVE} ${stored.problem}; the last good remotes map stays in use`);
      return;
    }
    const next: LiveMap = { ...good };
    let changed = false;
    for (const remote of REMOTE_NAMES) {
      const raw = stored.entries[remote];
      const key = raw === undefined ? 'none' : JSON.stringify(raw);
      if (seen.get(remote) === key) continue;
      seen.set(remote, key);
      if (raw === undefined) {
        refused.delete(remote);
        if (next[remote]) {
          delete next[remote];
          changed = true;
        }
        continue;
      }
      const parsed = parseLiveEntry(raw);
      if (!parsed.ok) {
        refused.delete(remote);
        warnOnce(`${remote}:${key}`, `${LIVE} ${store.where}: ${remote} ${parsed.problem}; it stays on ${stays(remote)}`);
        continue;
      }
      const entry = await consider(remote, parsed.value, key);
      if (entry) {
        next[remote] = entry;
        changed = true;
      }
    }
    if (changed) publish(next);
  }

  /** Entries refused a while ago are checked again: a remote's origin that was down may be back. */
  function recheck() {
    const due = [...refused].filter(([, { at }]) => Date.now() - at >= recheckMs);
    if (due.length === 0) return;
    for (const [remote] of due) refused.set(remote, { ...refused.get(remote)!, at: Date.now() });
    pending = pending.then(async () => {
      const next: LiveMap = { ...good };
      let changed = false;
      for (const [remote, { entry }] of due) {
        if (!refused.has(remote)) continue;
        const accepted = await consider(remote, entry, seen.get(remote) ?? '');
        if (accepted) {
          next[remote] = accepted;
          changed = true;
          log.info(`${LIVE} ${remote} ${describeDeployment(accepted)} passes its check now and is served`);
        }
      }
      if (changed) publish(next);
    });
  }

  function enqueue(stored: StoredLiveMap) {
    pending = pending.then(() => apply(stored)).catch((error: unknown) => {
      log.warn(`${LIVE} applying ${store.where} failed: ${(error as Error).message}`);
    });
    return pending;
  }

  return {
    async current() {
      const before = pending;
      follower?.poll?.();
      recheck();
      if (pending !== before) await pending;
      return snapshot;
    },
    peek: () => snapshot,
    async start(waitMs) {
      follower = store.follow({
        map(stored) {
          if (state === 'unavailable') log.info(`${STORE} ${store.where} answers again; following it`);
          state = 'following';
          void enqueue(stored).then(answered);
        },
        unavailable(detail) {
          if (state !== 'unavailable') {
            log.warn(`${STORE} ${detail}; serving the last good remotes map until it answers`);
          }
          state = 'unavailable';
        },
      });
      follower.poll?.();
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), waitMs);
      });
      const outcome = await Promise.race([firstAnswer, timedOut]);
      clearTimeout(timer);
      if (outcome === 'timeout') {
        warnOnce(
          'start',
          `${STORE} ${store.where} did not answer within ${waitMs} ms; serving the configured remotes map until it does`,
        );
      }
    },
    served() {
      const remotes = Object.fromEntries(
        REMOTE_NAMES.map((name) => {
          const canary = snapshot.live[name]?.canary;
          return [
            name,
            {
              url: snapshot.remotes[name],
              version: snapshot.live[name]?.version ?? null,
              ...(canary ? { canary: { url: canary.url, version: canary.version, share: canary.share } } : {}),
            },
          ];
        }),
      ) as ServedRemotes;
      return { remotes, store: store.kind, state };
    },
    async stop() {
      await follower?.stop();
      await store.close();
    },
  };
}
