import type { RemoteName } from '@gagyeong/contracts';
import {
  parseLiveEntry,
  type DeployLogEntry,
  type LiveEntry,
  type LiveMap,
  type MapAction,
} from '@gagyeong/contracts/live-map';

/**
 * The live remotes map behind one interface, with two stores: `releases/live.json` in local mode
 * (file-live-map-store.ts) and Firestore in firebase mode (firestore-live-map-store.ts). The
 * commands change it, every host follows it, status and /admin/remotes read it
 * (docs/decisions/0061-one-live-map-for-the-fleet.md).
 */

/** One remote's entry changed, with its log entry, or nothing at all. */
export interface LiveMapChange {
  readonly remote: RemoteName;
  readonly action: MapAction;
  /** Who changes it and when (the file log's; Firestore records the signed-in account and its own time). */
  readonly by: string;
  readonly at: string;
  /**
   * The new entry from the current one (undefined: the configured map applies). Throws a
   * ReleaseError to refuse; the store then writes nothing.
   */
  readonly next: (current: LiveEntry | undefined) => LiveEntry;
  /** Why, for the log (the canary judge's rollback). */
  readonly reason?: string;
}

/** The map as stored: per remote its value, not yet checked; or the whole map unreadable. */
export type StoredLiveMap =
  | { readonly ok: true; readonly entries: Readonly<Partial<Record<RemoteName, unknown>>> }
  | { readonly ok: false; readonly problem: string };

export interface DeployLogPage {
  /** Newest first. */
  readonly entries: DeployLogEntry[];
  /** Lines (or documents) that could not be read and were skipped, with where the first one is. */
  readonly unreadable: { readonly count: number; readonly first?: string };
}

export interface LiveMapListener {
  /** The map as stored now (Firestore: a snapshot from the server, never from a local cache). */
  map(stored: StoredLiveMap): void;
  /** The store cannot be reached (Firestore down, a network cut); the last map stays in use. */
  unavailable(detail: string): void;
}

export interface LiveMapFollower {
  /** Looks for a change now (the file store stats live.json); Firestore pushes on its own. */
  readonly poll?: () => void;
  stop(): Promise<void>;
}

export interface LiveMapStore {
  readonly kind: 'file' | 'firestore';
  /** Where the map lives, for messages. */
  readonly where: string;
  read(): Promise<StoredLiveMap>;
  /** Changes one remote's entry and appends the change to the deployment log, together. */
  change(change: LiveMapChange): Promise<LiveEntry>;
  /** The newest `limit` log entries; a line or document that cannot be read is skipped and counted. */
  readLog(limit: number): Promise<DeployLogPage>;
  follow(listener: LiveMapListener): LiveMapFollower;
  close(): Promise<void>;
}

/** The stored map's entries that pass the shape check, and a problem line for each that does not. */
export function checkStoredShape(stored: StoredLiveMap): { live: LiveMap; problems: string[] } {
  if (!stored.ok) return { live: {}, problems: [stored.problem] };
  const live: LiveMap = {};
  const problems: string[] = [];
  for (const [remote, value] of Object.entries(stored.entries) as [RemoteName, unknown][]) {
    const entry = parseLiveEntry(value);
    if (entry.ok) live[remote] = entry.value;
    else problems.push(`${remote}: ${entry.problem}`);
  }
  return { live, problems };
}
