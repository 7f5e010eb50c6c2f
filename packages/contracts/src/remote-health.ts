import * as v from 'valibot';
import { LOG_REASON_MAX, versionLabel, type LiveEntry } from './live-map';
import { REMOTE_NAMES, type RemoteName } from './remote-modules';
import {
  distinctNetworks,
  NETWORK_SLOTS,
  REMOTE_FAILED,
  REMOTE_FAILED_NETWORKS,
  REMOTE_FAILURES,
  REMOTE_VIEW,
  REMOTE_VIEW_NETWORKS,
  type AggregateRow,
  type RemoteFailure,
} from './telemetry';

/**
 * Each remote's health per version, from the page views and failures real browsers report
 * (telemetry kind `remote`), and the canary judge that reads it: one rule for the host's judge,
 * the deploy command's, /admin/remotes' chart and its verdict line, in both backends
 * (docs/decisions/0064-errors-per-version-and-the-canary-judge.md).
 */

/**
 * Visitors of one remote's version (signed buckets, each counted at most once per window: its
 * "page views") and how many of them saw it fail (each failure kind too), and the client networks
 * behind both (docs/decisions/0125-signed-visitors-and-the-canary-judge.md).
 */
export interface VersionCounts {
  readonly views: number;
  /** Visitors with at least one failure of the remote. */
  readonly failed: number;
  readonly failures: Readonly<Partial<Record<RemoteFailure, number>>>;
  /** Client networks (/24, /48) behind the views, and behind the failures. */
  readonly viewNetworks: number;
  readonly failedNetworks: number;
}

const NO_COUNTS: VersionCounts = { views: 0, failed: 0, failures: {}, viewNetworks: 0, failedNetworks: 0 };

/** Counts being summed: the network slots are kept until every row is in. */
interface Summing {
  views: number;
  failed: number;
  failures: Partial<Record<RemoteFailure, number>>;
  viewSlots: number[];
  failedSlots: number[];
}

/** Adds one counter to mutable counts (one pass over the rows: no copy per row). */
function add(counts: Summing, what: string, buckets: readonly number[]): void {
  const count = buckets[0] ?? 0;
  if (what === REMOTE_VIEW) counts.views += count;
  else if (what === REMOTE_FAILED) counts.failed += count;
  else if (what === REMOTE_VIEW_NETWORKS || what === REMOTE_FAILED_NETWORKS) {
    const slots = what === REMOTE_VIEW_NETWORKS ? counts.viewSlots : counts.failedSlots;
    buckets.slice(0, NETWORK_SLOTS).forEach((slot, index) => (slots[index] = (slots[index] ?? 0) + slot));
  } else if ((REMOTE_FAILURES as readonly string[]).includes(what)) {
    const failure = what as RemoteFailure;
    counts.failures[failure] = (counts.failures[failure] ?? 0) + count;
  }
}

/** Every remote's counts per version, in one pass over the rows given (any minutes, any hosts). */
function countsOfAll(rows: readonly AggregateRow[]): Map<string, Map<string, VersionCounts>> {
  const remotes = new Map<string, Map<string, Summing>>();
  for (const row of rows) {
    if (row.kind !== 'remote') continue;
    const [remote, version, what] = row.key;
    if (!remote || !version || !what) continue;
    let versions = remotes.get(remote);
    if (!versions) remotes.set(remote, (versions = new Map<string, Summing>()));
    let counts = versions.get(version);
    if (!counts)
      versions.set(version, (counts = { views: 0, failed: 0, failures: {}, viewSlots: [], failedSlots: [] }));
    add(counts, what, row.buckets);
  }
  const result = new Map<string, Map<string, VersionCounts>>();
  for (const [remote, versions] of remotes) {
    const summed = new Map<string, VersionCounts>();
    for (const [version, { viewSlots, failedSlots, ...counts }] of versions) {
      summed.set(version, {
        ...counts,
        viewNetworks: distinctNetworks(viewSlots),
        failedNetworks: distinctNetworks(failedSlots),
      });
    }
    result.set(remote, summed);
  }
  return result;
}

/** A remote's counts per version, summed over the rows given (any minutes, any hosts). */
export function countsByVersion(rows: readonly AggregateRow[], remote: RemoteName): Map<string, VersionCounts> {
  return countsOfAll(rows).get(remote) ?? new Map<string, VersionCounts>();
}

/** Share of the page views that failed (0–1), or null without page views. */
export function failureRate(counts: VersionCounts): number | null {
  if (counts.views === 0) return null;
  // Failures without their page view (a lost or forged beacon) never make a rate above 100 %.
  return Math.min(counts.failed, counts.views) / counts.views;
}

/**
 * When the judge rolls a canary back: at least `minViews` visitors of it in the window from at
 * least `minNetworks` client networks, a failure rate of at least `minRate` with the failures
 * from at least `minNetworks` networks too, and at least `ratio` times the stable version's rate
 * over the same minutes (the stable rate counts only with `minViews` visitors of its own; with
 * fewer, the canary is held to `minRate` alone). It only ever rolls back: it never promotes.
 * So no one address, and no one subnet, decides alone
 * (docs/decisions/0125-signed-visitors-and-the-canary-judge.md).
 */
export interface CanaryPolicy {
  readonly ratio: number;
  readonly minRate: number;
  readonly minViews: number;
  /** Distinct client networks (/24 IPv4, /48 IPv6) behind the views and behind the failures. */
  readonly minNetworks: number;
  /** The sliding window, in minutes (and never before the canary started). */
  readonly windowMinutes: number;
}

export const DEFAULT_CANARY_POLICY: CanaryPolicy = {
  ratio: 2,
  minRate: 0.01,
  minViews: 50,
  minNetworks: 5,
  windowMinutes: 10,
};

export const CanaryPolicySchema = v.object({
  ratio: v.pipe(v.number(), v.minValue(1), v.maxValue(100)),
  minRate: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
  minViews: v.pipe(v.number(), v.integer(), v.minValue(1)),
  minNetworks: v.pipe(v.number(), v.integer(), v.minValue(1)),
  windowMinutes: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(24 * 60)),
});

/** The minutes the judge reads for a canary started at `startedAt` (inclusive bounds). */
export function judgeWindow(startedAt: string, now: number, policy: CanaryPolicy): { from: number; to: number } {
  const to = Math.floor(now / 60_000);
  const started = Math.floor(Date.parse(startedAt) / 60_000);
  return { from: Math.max(Number.isFinite(started) ? started : to, to - policy.windowMinutes + 1), to };
}

export const CANARY_ACTIONS = ['wait', 'keep', 'rollback'] as const;
export type CanaryAction = (typeof CANARY_ACTIONS)[number];

export interface CanaryVerdict {
  /** `wait`: too few visitors or networks yet; `keep`: healthy so far; `rollback`: failing. */
  readonly action: CanaryAction;
  readonly canary: VersionCounts;
  readonly stable: VersionCounts;
}

export function judgeCanary(canary: VersionCounts, stable: VersionCounts, policy: CanaryPolicy): CanaryVerdict {
  if (canary.views < policy.minViews || canary.viewNetworks < policy.minNetworks) {
    return { action: 'wait', canary, stable };
  }
  const rate = failureRate(canary) ?? 0;
  const stableRate = stable.views >= policy.minViews ? (failureRate(stable) ?? 0) : 0;
  const failing =
    rate >= policy.minRate && rate >= policy.ratio * stableRate && canary.failedNetworks >= policy.minNetworks;
  return { action: failing ? 'rollback' : 'keep', canary, stable };
}

/** A rate as people read it: 12.5%. */
export function percent(rate: number | null): string {
  return rate === null ? '-' : `${(Math.round(rate * 1000) / 10).toFixed(1)}%`;
}

/** Why the judge rolled a canary back, for the deployment log (Korean: /admin/remotes shows it). */
export function rollbackReason(health: CanaryHealth, policy: CanaryPolicy): string {
  const { canaryCounts: canary, stableCounts: stable } = health;
  const reason =
    `자동 롤백(카나리 판정): ${health.remote} ${health.canary}의 최근 ${health.to - health.from + 1}분 오류율 ` +
    `${percent(failureRate(canary))} (${canary.views}회 중 ${canary.failed}회), 안정 버전 ${health.stable} ` +
    `${percent(failureRate(stable))} (${stable.views}회 중 ${stable.failed}회). 기준: 안정 버전의 ` +
    `${policy.ratio}배 이상, ${percent(policy.minRate)} 이상, 최소 ${policy.minViews}회, ` +
    `네트워크 ${policy.minNetworks}곳 이상(오류 ${canary.failedNetworks}곳)`;
  return reason.slice(0, LOG_REASON_MAX);
}

/** The versions a running canary is judged by: its own label and the stable deployment's. */
export function canaryVersions(entry: LiveEntry): { canary: string; stable: string } | undefined {
  if (!entry.canary) return undefined;
  return { canary: versionLabel(entry.canary), stable: versionLabel(entry) };
}

// ── The administrator's chart (/admin/remotes) ──

/** Periods the chart offers, in hours, and the minutes one point of each covers. */
export const HEALTH_PERIODS = [1, 24, 168] as const;
export type HealthPeriod = (typeof HEALTH_PERIODS)[number];
export const DEFAULT_HEALTH_PERIOD: HealthPeriod = 24;
export const HEALTH_STEP_MINUTES: Readonly<Record<HealthPeriod, number>> = { 1: 1, 24: 30, 168: 360 };

export function healthPeriodOf(value: unknown): HealthPeriod {
  const hours = Number(value);
  return (HEALTH_PERIODS as readonly number[]).includes(hours) ? (hours as HealthPeriod) : DEFAULT_HEALTH_PERIOD;
}

/** The minutes a period covers, ending at `now`, and its step: whole steps, the last one now. */
export function healthWindow(hours: HealthPeriod, now: number): { from: number; to: number; step: number } {
  const step = HEALTH_STEP_MINUTES[hours];
  const to = Math.floor(now / 60_000);
  const last = to - (to % step);
  return { from: last - (hours * 60 - step), to, step };
}

const CountsSchema = v.object({
  views: v.number(),
  failed: v.number(),
  failures: v.record(v.picklist(REMOTE_FAILURES), v.number()),
  viewNetworks: v.number(),
  failedNetworks: v.number(),
});

const VersionSeriesSchema = v.object({
  version: v.string(),
  totals: CountsSchema,
  /** One point per step with page views or failures: the step's first minute (minutes since the epoch). */
  points: v.array(v.object({ minute: v.number(), views: v.number(), failed: v.number() })),
});
export type VersionSeries = v.InferOutput<typeof VersionSeriesSchema>;

export const RemoteHealthSchema = v.object({
  remote: v.picklist(REMOTE_NAMES),
  /** Versions with page views in the period, the most viewed first (HEALTH_VERSIONS_SHOWN at most). */
  versions: v.array(VersionSeriesSchema),
});
export type RemoteHealth = v.InferOutput<typeof RemoteHealthSchema>;

/** A running canary as the judge sees it now. */
export const CanaryHealthSchema = v.object({
  remote: v.picklist(REMOTE_NAMES),
  canary: v.string(),
  stable: v.string(),
  /** First and last minute of the window (minutes since the epoch). */
  from: v.number(),
  to: v.number(),
  action: v.picklist(CANARY_ACTIONS),
  canaryCounts: CountsSchema,
  stableCounts: CountsSchema,
});
export type CanaryHealth = v.InferOutput<typeof CanaryHealthSchema>;

export const RemoteHealthReportSchema = v.object({
  hours: v.picklist(HEALTH_PERIODS),
  /** First and last minute of the period, and the minutes one point covers. */
  from: v.number(),
  to: v.number(),
  step: v.number(),
  remotes: v.array(RemoteHealthSchema),
  canaries: v.array(CanaryHealthSchema),
  policy: CanaryPolicySchema,
});
export type RemoteHealthReport = v.InferOutput<typeof RemoteHealthReportSchema>;

/**
 * Versions the chart shows per remote, the most viewed first: a store filled before telemetry
 * was bounded may hold thousands of labels, and the report stays small whatever it holds.
 */
export const HEALTH_VERSIONS_SHOWN = 8;

/**
 * Each remote's versions over the period, point by point (rows of any minutes and hosts), in one
 * pass over the rows: a report's time grows with its rows, never with rows × versions.
 */
export function summarizeRemoteHealth(
  rows: readonly AggregateRow[],
  window: { from: number; to: number; step: number },
): RemoteHealth[] {
  const inPeriod = rows.filter((row) => row.minute >= window.from && row.minute <= window.to);
  const totals = countsOfAll(inPeriod);
  // The versions shown: the most viewed of each remote.
  const shown = new Map<string, Map<string, Map<number, { views: number; failed: number }>>>(
    REMOTE_NAMES.map((remote) => [
      remote,
      new Map(
        [...(totals.get(remote) ?? new Map<string, VersionCounts>()).entries()]
          .filter(([, counts]) => counts.views > 0 || counts.failed > 0)
          // Plain comparison of labels (ASCII by VERSION_PATTERN): localeCompare costs a collator call each.
          .sort((a, b) => b[1].views - a[1].views || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
          .slice(0, HEALTH_VERSIONS_SHOWN)
          .map(([version]) => [version, new Map<number, { views: number; failed: number }>()]),
      ),
    ]),
  );
  // Their points: step's first minute → views and failures.
  for (const row of inPeriod) {
    if (row.kind !== 'remote') continue;
    const [remote, version, what] = row.key;
    if (!remote || !version || (what !== REMOTE_VIEW && what !== REMOTE_FAILED)) continue;
    const byStep = shown.get(remote)?.get(version);
    if (!byStep) continue;
    const minute = row.minute - ((row.minute - window.from) % window.step);
    let point = byStep.get(minute);
    if (!point) byStep.set(minute, (point = { views: 0, failed: 0 }));
    if (what === REMOTE_VIEW) point.views += row.buckets[0] ?? 0;
    else point.failed += row.buckets[0] ?? 0;
  }
  return REMOTE_NAMES.map((remote) => ({
    remote,
    versions: [...shown.get(remote)!.entries()].map(([version, byStep]) => ({
      version,
      totals: totals.get(remote)!.get(version)!,
      points: [...byStep].sort((a, b) => a[0] - b[0]).map(([minute, point]) => ({ minute, ...point })),
    })),
  }));
}

/** How each running canary of the map stands now, from the rows of its judge window. */
export function canaryHealth(
  remote: RemoteName,
  entry: LiveEntry,
  rows: readonly AggregateRow[],
  now: number,
  policy: CanaryPolicy,
): CanaryHealth | undefined {
  const versions = canaryVersions(entry);
  if (!versions || !entry.canary) return undefined;
  const { from, to } = judgeWindow(entry.canary.at, now, policy);
  const counts = countsByVersion(
    rows.filter((row) => row.minute >= from && row.minute <= to),
    remote,
  );
  const verdict = judgeCanary(
    counts.get(versions.canary) ?? NO_COUNTS,
    counts.get(versions.stable) ?? NO_COUNTS,
    policy,
  );
  return {
    remote,
    ...versions,
    from,
    to,
    action: verdict.action,
    canaryCounts: verdict.canary,
    stableCounts: verdict.stable,
  };
}
