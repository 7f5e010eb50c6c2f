import {
  bucketCount,
  dailyBoundOf,
  foldEvent,
  INTAKE_DROPPED,
  NETWORK_SLOTS,
  storedMinute,
  type AggregateKind,
  type AggregateRow,
  type Beacon,
  type TelemetryIncrement,
  type TelemetryPolicy,
} from '@gagyeong/contracts/telemetry';
import { createHash } from 'node:crypto';
import type { RemoteName } from '@gagyeong/contracts';
import type { TelemetryStore } from './telemetry-store';

/** Who sent a beacon, as far as counting goes: a signed bucket's id and the client's network. */
export interface BeaconSender {
  readonly bucket: string;
  readonly network: string;
}

export interface TelemetryRecorderOptions {
  readonly store: TelemetryStore;
  readonly now: () => number;
  /** Counters added in memory are written to the store this often (and on close, and on demand). */
  readonly flushMs: number;
  readonly policy: TelemetryPolicy;
  /** Whether a remote's version may be counted for this bucket (features/delivery/version-check.ts). */
  readonly versionFits?: (remote: RemoteName, version: string, bucket: string) => boolean;
  /** Rows the store already holds from this (UTC) day's first minute on, per daily bound (local mode). */
  readonly rowsSince?: (minute: number) => DailyRows;
  /**
   * What a new row is, for the bounds: `rows` (SQLite) keeps one row per counter and bucket, added
   * to in place, so a row is new once a day; `documents` (Firestore) writes every counter a flush
   * touched as a new entry of a new document, so a counter is a new entry once per flush.
   */
  readonly storage?: 'rows' | 'documents';
  /** What the host remembers for deduplication, at most (entries of visitors and of networks). */
  readonly maxRemembered?: number;
  readonly warn: (message: string, error?: unknown) => void;
}

export type RecordOutcome = 'counted' | 'repeated' | 'dropped';

/** Rows per daily bound (contracts' dailyBoundOf). */
export interface DailyRows {
  readonly remote: number;
  readonly vitals: number;
}

const DAY_MINUTES = 24 * 60;

/** A network's slot in the networks sketch (contracts' NETWORK_SLOTS): 6 bits of a hash. */
function slotOf(network: string): number {
  return createHash('sha256').update(network).digest()[0]! % NETWORK_SLOTS;
}

/**
 * Folds beacons into counters in memory and writes them to the store in batches
 * (docs/decisions/0057-telemetry-beacons.md, 0125-signed-visitors-and-the-canary-judge.md,
 * 0126-bounded-telemetry-storage-and-reports.md):
 * - a signed bucket counts each thing (`once`) at most once in any `windowMinutes` (the last time
 *   it counted is remembered), a network at most `perNetwork` times; a network marks its slot of
 *   the networks sketch once a minute;
 * - a beacon whose new counters would pass `rowsPerMinute` or `rowsPerDay` new rows is dropped
 *   whole and counted (`intake` `[dropped]`, written whatever the bound: one row a day);
 * - memory is bounded: past `maxRemembered` live entries, beacons are dropped rather than
 *   forgetting someone early (which would count them twice).
 */
export function createTelemetryRecorder(options: TelemetryRecorderOptions) {
  const { store, now, flushMs, warn, policy } = options;
  const windowMs = policy.windowMinutes * 60_000;
  const maxRemembered = options.maxRemembered ?? 300_000;
  let pending = new Map<string, { minute: number; kind: AggregateKind; key: readonly string[]; buckets: number[] }>();
  /** visitor + name → when it last counted. */
  const visitors = new Map<string, number>();
  /** network + name → when it counted, within the window (at most perNetwork). */
  const networks = new Map<string, number[]>();
  /** network + name: the networks sketch's slots already added this minute. */
  const slotsThisMinute = new Set<string>();
  /** Rows made today (UTC day) by this process: their ids, and how many there were before it. */
  const documents = options.storage === 'documents';
  let day = -1;
  /** Rows (entries) made today, this process's and the store's before it; and those already made. */
  let rowsToday: { remote: number; vitals: number } = { remote: 0, vitals: 0 };
  const known = new Set<string>();
  let minuteNow = -1;
  let rowsThisMinute = 0;
  let dropped = 0;
  let droppedSinceWarning = 0;
  let timer: NodeJS.Timeout | undefined;

  /** Forgets what is older than the window (a Map iterates oldest first: entries are re-set when they count). */
  function expire(at: number): void {
    for (const [id, when] of visitors) {
      if (at - when < windowMs) break;
      visitors.delete(id);
    }
    for (const [id, times] of networks) {
      if (at - times[times.length - 1]! < windowMs) break;
      networks.delete(id);
    }
  }

  function rowId(minute: number, increment: TelemetryIncrement): string {
    const counter = `${minute}\n${increment.kind}\n${JSON.stringify(increment.key)}`;
    return documents ? counter : `${counter}\n${increment.bucket}`;
  }

  function add(minute: number, increment: Pick<TelemetryIncrement, 'kind' | 'key' | 'bucket'>, count = 1): void {
    const id = `${minute}\n${increment.kind}\n${JSON.stringify(increment.key)}`;
    let counter = pending.get(id);
    if (!counter) {
      counter = {
        minute,
        kind: increment.kind,
        key: increment.key,
        buckets: new Array<number>(bucketCount(increment.kind, increment.key)).fill(0),
      };
      pending.set(id, counter);
    }
    counter.buckets[increment.bucket] = (counter.buckets[increment.bucket] ?? 0) + count;
  }

  function drop(): RecordOutcome {
    dropped += 1;
    droppedSinceWarning += 1;
    return 'dropped';
  }

  async function flush(): Promise<void> {
    if (dropped > 0) {
      // Outside the bound: one row a day, whatever is dropped.
      add(
        storedMinute('intake', Math.floor(now() / 60_000)),
        { kind: 'intake', key: [INTAKE_DROPPED], bucket: 0 },
        dropped,
      );
      dropped = 0;
    }
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    // Each flush writes new documents: what it wrote is made again by the next.
    if (documents) known.clear();
    const rows: AggregateRow[] = [...batch.values()];
    if (droppedSinceWarning > 0) {
      warn(`telemetry: ${droppedSinceWarning} beacons dropped at the storage bound (docs/decisions/0126)`);
      droppedSinceWarning = 0;
    }
    try {
      await store.add(rows);
    } catch (error) {
      // Counters are statistics: a failed write loses one batch, never the host.
      warn(`telemetry: ${rows.length} counters not stored`, error);
    }
  }

  return {
    /** Counts a valid beacon from a signed bucket; says whether anything counted, or why not. */
    record(beacon: Beacon, sender: BeaconSender): RecordOutcome {
      const at = now();
      const minute = Math.floor(at / 60_000);
      expire(at);
      if (Math.floor(minute / DAY_MINUTES) !== day) {
        day = Math.floor(minute / DAY_MINUTES);
        known.clear();
        rowsToday = { ...(options.rowsSince?.(day * DAY_MINUTES) ?? { remote: 0, vitals: 0 }) };
      }
      if (minute !== minuteNow) {
        minuteNow = minute;
        rowsThisMinute = 0;
        slotsThisMinute.clear();
      }

      // 1. What would count: each increment of an event the live map allows, new for its visitor
      //    and within its network's share, each name once in this beacon.
      const admitted: { increment: TelemetryIncrement; minute: number }[] = [];
      const names = new Set<string>();
      for (const event of beacon.events) {
        if (
          event.kind !== 'vital' &&
          options.versionFits &&
          !options.versionFits(event.remote, event.version, sender.bucket)
        ) {
          continue;
        }
        for (const folded of foldEvent(event, beacon.page)) {
          const network = `${sender.network}\n${folded.per ?? 'visitor'}\n${folded.once}`;
          const visitor = `${sender.bucket}\n${folded.once}`;
          if (names.has(folded.per === 'network' ? network : visitor)) continue;
          if (folded.per === 'network') {
            // Once a minute into its slot, so the networks of a window are the slots it used.
            if (slotsThisMinute.has(network)) continue;
          } else {
            const last = visitors.get(visitor);
            if (last !== undefined && at - last < windowMs) continue;
            const share = dailyBoundOf(folded.kind) === 'vitals' ? policy.vitalsPerNetwork : policy.perNetwork;
            if ((networks.get(network)?.filter((time) => at - time < windowMs).length ?? 0) >= share) continue;
          }
          names.add(folded.per === 'network' ? network : visitor);
          const increment = folded.per === 'network' ? { ...folded, bucket: slotOf(sender.network) } : folded;
          admitted.push({ increment, minute: storedMinute(increment.kind, minute) });
        }
      }
      if (admitted.length === 0) return 'repeated';

      // 2. The storage bound: new rows this minute and today.
      const fresh = { remote: new Set<string>(), vitals: new Set<string>() };
      for (const { increment, minute: stored } of admitted) {
        const bound = dailyBoundOf(increment.kind);
        const id = rowId(stored, increment);
        if (bound && !known.has(id)) fresh[bound].add(id);
      }
      const within = (bound: keyof DailyRows, most: number) => rowsToday[bound] + fresh[bound].size <= most;
      if (
        rowsThisMinute + fresh.remote.size + fresh.vitals.size > policy.rowsPerMinute ||
        !within('remote', policy.remoteRowsPerDay) ||
        !within('vitals', policy.vitalsRowsPerDay) ||
        visitors.size + networks.size + slotsThisMinute.size + admitted.length > maxRemembered
      ) {
        return drop();
      }

      // 3. Count, and remember who counted.
      rowsThisMinute += fresh.remote.size + fresh.vitals.size;
      for (const bound of ['remote', 'vitals'] as const) {
        rowsToday[bound] += fresh[bound].size;
        for (const id of fresh[bound]) known.add(id);
      }
      for (const { increment, minute: stored } of admitted) {
        const network = `${sender.network}\n${increment.per ?? 'visitor'}\n${increment.once}`;
        if (increment.per === 'network') {
          slotsThisMinute.add(network);
        } else {
          const times = (networks.get(network) ?? []).filter((time) => at - time < windowMs);
          networks.delete(network);
          networks.set(network, [...times, at]);
          const visitor = `${sender.bucket}\n${increment.once}`;
          visitors.delete(visitor);
          visitors.set(visitor, at);
        }
        add(stored, increment);
      }
      return 'counted';
    },
    flush,
    start(): void {
      timer = setInterval(() => void flush(), flushMs);
      timer.unref();
    },
    async stop(): Promise<void> {
      clearInterval(timer);
      await flush();
    },
  };
}

export type TelemetryRecorder = ReturnType<typeof createTelemetryRecorder>;
