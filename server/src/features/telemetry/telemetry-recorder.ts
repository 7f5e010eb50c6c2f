import {
  bucketCount,
  foldEvent,
  type AggregateKind,
  type AggregateRow,
  type Beacon,
} from '@gagyeong/contracts/telemetry';
import type { TelemetryStore } from './telemetry-store';

export interface TelemetryRecorderOptions {
  readonly store: TelemetryStore;
  readonly now: () => number;
  /** Counters added in memory are written to the store this often (and on close, and on demand). */
  readonly flushMs: number;
  /** Distinct counters held between two flushes; past it new ones are dropped (a flood's bound). */
  readonly maxCounters?: number;
  /** Page views remembered for deduplication. */
  readonly maxViews?: number;
  readonly warn: (message: string, error?: unknown) => void;
}

/** How long a page view's events are remembered: a visit's page stays open a while. */
const VIEW_TTL_MS = 30 * 60 * 1000;

/**
 * Folds beacons into per-minute counters in memory and writes them to the store in batches
 * (docs/decisions/0057-telemetry-beacons.md): one write per flush instead of one per beacon, which
 * matters for Firestore. Each page view counts each event once (the same vital sent again when a
 * page is hidden twice, a retried beacon), and a count marked `once` once whichever event brings it
 * (a remote's failed page view). Memory is bounded: views and counters have caps.
 */
export function createTelemetryRecorder(options: TelemetryRecorderOptions) {
  const { store, now, flushMs, warn } = options;
  const maxCounters = options.maxCounters ?? 20_000;
  const maxViews = options.maxViews ?? 50_000;
  let pending = new Map<string, { minute: number; kind: AggregateKind; key: readonly string[]; buckets: number[] }>();
  const views = new Map<string, { readonly at: number; readonly seen: Set<string> }>();
  let dropped = 0;
  let timer: NodeJS.Timeout | undefined;

  function viewOf(id: string, at: number) {
    let view = views.get(id);
    if (view && at - view.at > VIEW_TTL_MS) {
      views.delete(id);
      view = undefined;
    }
    if (!view) {
      view = { at, seen: new Set() };
      views.set(id, view);
      // Oldest first out (a Map keeps insertion order).
      for (const [oldest] of views) {
        if (views.size <= maxViews) break;
        views.delete(oldest);
      }
    }
    return view;
  }

  async function flush(): Promise<void> {
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    const rows: AggregateRow[] = [...batch.values()];
    if (dropped > 0) {
      warn(`telemetry: ${dropped} counts dropped (more than ${maxCounters} counters in one flush)`);
      dropped = 0;
    }
    try {
      await store.add(rows);
    } catch (error) {
      // Counters are statistics: a failed write loses one batch, never the host.
      warn(`telemetry: ${rows.length} counters not stored`, error);
    }
  }

  return {
    /** Counts a valid beacon; returns how many of its events were new for its page view. */
    record(beacon: Beacon): number {
      const at = now();
      const minute = Math.floor(at / 60_000);
      const view = viewOf(beacon.view, at);
      let counted = 0;
      for (const event of beacon.events) {
        const { key: dedupe, increments } = foldEvent(event, beacon.page);
        if (view.seen.has(dedupe)) continue;
        view.seen.add(dedupe);
        counted += 1;
        for (const { kind, key, bucket, once } of increments) {
          if (once !== undefined) {
            if (view.seen.has(once)) continue;
            view.seen.add(once);
          }
          const id = `${minute}\n${kind}\n${JSON.stringify(key)}`;
          let counter = pending.get(id);
          if (!counter) {
            if (pending.size >= maxCounters) {
              dropped += 1;
              continue;
            }
            counter = { minute, kind, key, buckets: new Array<number>(bucketCount(kind, key)).fill(0) };
            pending.set(id, counter);
          }
          counter.buckets[bucket] = (counter.buckets[bucket] ?? 0) + 1;
        }
      }
      return counted;
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
