import type { AggregateKind, AggregateRow } from '@gagyeong/contracts/telemetry';

/**
 * Where a host adds its telemetry counters: the SQLite file in local mode, Firestore in firebase
 * mode (docs/decisions/0057-telemetry-beacons.md). Adapters only do I/O; what is counted is the
 * contracts' rule (telemetry.ts) and the recorder's (telemetry-recorder.ts).
 */
export interface TelemetryStore {
  add(rows: readonly AggregateRow[]): Promise<void>;
}

/**
 * Local mode reads its counters back (the admin API, the host's canary judge); in firebase mode
 * the administrator's browser and the deploy command read Firestore.
 */
export interface TelemetryReader {
  /**
   * Counters of these kinds between two minutes (inclusive), summed over the period (each row's
   * minute: the period's first), or with `stepMinutes` per step of that many minutes from
   * `fromMinute` (each row's minute: its step's first).
   */
  read(
    kinds: readonly AggregateKind[],
    fromMinute: number,
    toMinute: number,
    stepMinutes?: number,
  ): Promise<AggregateRow[]>;
}
