import * as v from 'valibot';
import { ELEMENT, ELEMENT_MAX, lcpElementOf, TELEMETRY_MAX_EVENTS } from './beacon';
import { VERSION_PATTERN } from './live-map';
import { REMOTE_NAMES } from './remote-modules';
import { isRedirect, ROUTES } from './routes';

/**
 * Telemetry from real visitors' browsers (docs/decisions/0057-telemetry-beacons.md): one endpoint
 * on every host, `POST /api/telemetry`, takes beacons that `navigator.sendBeacon` sends as
 * `text/plain` JSON. A beacon is untrusted input: checked against the schema below, bounded in
 * size, rate-limited, and folded into per-minute counters (never kept as sent). It names the
 * page by its route pattern and a device class only, so nothing in it points at a person.
 *
 * The events are a discriminated union on `kind`, and the counters are generic (a kind, a key of
 * strings, buckets), so a new kind is: its event schema in `TelemetryEventSchema`, its entry in
 * `EVENT_RULES` (how it is deduplicated per page view and what it counts), and a reader of its
 * counters. Kinds: web vitals (0057-telemetry-beacons.md), and each remote's page views and
 * failures per version, which the canary judge reads (0064-errors-per-version-and-the-canary-judge.md).
 */

export {
  ELEMENT_MAX,
  LCP_LANDMARKS,
  LCP_TAGS,
  lcpElementName,
  lcpElementOf,
  TELEMETRY_BODY_LIMIT,
  TELEMETRY_COLLECTION,
  TELEMETRY_MAX_EVENTS,
  TELEMETRY_PATH,
  TELEMETRY_RATE_PER_MINUTE,
  TELEMETRY_RETENTION_DAYS,
} from './beacon';

/** Device classes, from the layout the page shows (docs/product.md §9: phone up to 900px). */
export const DEVICE_CLASSES = ['phone', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** The route table's patterns a beacon may name; `*` is a path the table does not know. */
export const TELEMETRY_ROUTES: readonly string[] = [
  ...ROUTES.filter((route) => !isRedirect(route)).map((route) => route.path),
  '*',
];

export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'TTFB', 'FCP'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/**
 * Core Web Vitals' published thresholds (good up to the first, poor from the second), for the
 * administrator's view. The view shows LCP, INP, CLS and TTFB; FCP is kept for later use.
 */
export const VITAL_THRESHOLDS: Readonly<Record<VitalName, readonly [number, number]>> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  TTFB: [800, 1800],
  FCP: [1800, 3000],
};

export type VitalRating = 'good' | 'needs-improvement' | 'poor';

export function ratingOf(name: VitalName, value: number): VitalRating {
  const [good, poor] = VITAL_THRESHOLDS[name];
  return value <= good ? 'good' : value > poor ? 'poor' : 'needs-improvement';
}

/** Lower bounds of a histogram's buckets, built from [start, end, step] runs; the last is open. */
function bounds(runs: readonly (readonly [number, number, number])[]): number[] {
  const out: number[] = [];
  for (const [start, end, step] of runs) {
    for (let value = start; value < end - step / 2; value += step) out.push(Math.round(value * 1000) / 1000);
  }
  out.push(runs[runs.length - 1]![1]);
  return out;
}

/** Milliseconds: 25 ms steps up to 0.5 s, 50 to 1 s, 100 to 3 s, 250 to 6 s, 1 s to 10 s. */
const MS_BUCKETS = bounds([
  [0, 500, 25],
  [500, 1000, 50],
  [1000, 3000, 100],
  [3000, 6000, 250],
  [6000, 10_000, 1000],
]);
/** Layout shift score: 0.01 steps up to 0.25, 0.025 to 0.5, 0.1 to 1. */
const CLS_BUCKETS = bounds([
  [0, 0.25, 0.01],
  [0.25, 0.5, 0.025],
  [0.5, 1, 0.1],
]);

/** Each vital's bucket lower bounds and the largest value a beacon may carry. */
export const VITALS: Readonly<Record<VitalName, { readonly buckets: readonly number[]; readonly max: number }>> = {
  LCP: { buckets: MS_BUCKETS, max: 120_000 },
  INP: { buckets: MS_BUCKETS, max: 120_000 },
  TTFB: { buckets: MS_BUCKETS, max: 120_000 },
  FCP: { buckets: MS_BUCKETS, max: 120_000 },
  CLS: { buckets: CLS_BUCKETS, max: 100 },
};

/** The bucket a value falls in (the last bucket is open-ended). */
export function bucketOf(buckets: readonly number[], value: number): number {
  let low = 0;
  let high = buckets.length - 1;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (buckets[mid]! <= value) low = mid;
    else high = mid - 1;
  }
  return low;
}

const VitalEventSchema = v.pipe(
  v.strictObject({
    kind: v.literal('vital'),
    name: v.picklist(VITAL_NAMES),
    value: v.pipe(v.number(), v.finite(), v.minValue(0)),
    /** LCP only: the element responsible (reduced to LCP_TAGS' vocabulary before it is counted). */
    element: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(ELEMENT_MAX), v.regex(ELEMENT))),
  }),
  v.check((event) => event.value <= VITALS[event.name].max, 'value out of range'),
  v.check((event) => event.element === undefined || event.name === 'LCP', 'element is for LCP only'),
);

/**
 * How a remote failed on a page, as the shell tells them apart: its files did not load (network),
 * did not answer in time (timeout) or threw while loading (execution); its component threw while
 * rendering and the region's error boundary caught it (render); hydrating its server HTML failed
 * (hydration); an error nobody caught came from its files (uncaught).
 */
export const REMOTE_FAILURES = ['network', 'timeout', 'execution', 'render', 'hydration', 'uncaught'] as const;
export type RemoteFailure = (typeof REMOTE_FAILURES)[number];

/** A version as the page names it (contracts' versionLabel: a release version or `url-<hash>`). */
const RemoteVersionSchema = v.pipe(v.string(), v.regex(VERSION_PATTERN));

/** The page used a remote of this version (its module was loaded or rendered): one page view of it. */
const RemoteViewEventSchema = v.strictObject({
  kind: v.literal('remote-view'),
  remote: v.picklist(REMOTE_NAMES),
  version: RemoteVersionSchema,
});

/** The remote, in this version, failed on the page, and how. */
const RemoteErrorEventSchema = v.strictObject({
  kind: v.literal('remote-error'),
  remote: v.picklist(REMOTE_NAMES),
  version: RemoteVersionSchema,
  failure: v.picklist(REMOTE_FAILURES),
});

/** Every kind of event a beacon may carry (add a kind here and in EVENT_RULES). */
export const TelemetryEventSchema = v.variant('kind', [
  VitalEventSchema,
  RemoteViewEventSchema,
  RemoteErrorEventSchema,
]);
export type TelemetryEvent = v.InferOutput<typeof TelemetryEventSchema>;
export type VitalEvent = Extract<TelemetryEvent, { kind: 'vital' }>;

export const PageContextSchema = v.strictObject({
  route: v.picklist(TELEMETRY_ROUTES as [string, ...string[]]),
  device: v.picklist(DEVICE_CLASSES),
});
export type PageContext = v.InferOutput<typeof PageContextSchema>;

export const BeaconSchema = v.strictObject({
  v: v.literal(1),
  /** A random id per page view (not stored): one page view counts each event once. */
  view: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,40}$/)),
  page: PageContextSchema,
  events: v.pipe(v.array(TelemetryEventSchema), v.minLength(1), v.maxLength(TELEMETRY_MAX_EVENTS)),
});
export type Beacon = v.InferOutput<typeof BeaconSchema>;

export const TELEMETRY_MESSAGES = {
  invalid: '성능 측정 데이터의 형식이 올바르지 않습니다.',
  tooMany: '성능 측정 데이터를 너무 자주 보냈습니다. 잠시 후 다시 보내 주세요.',
  notJson: '성능 측정 데이터는 JSON 문자열이어야 합니다.',
} as const;

/**
 * The counters the store keeps: one kind per reader. `remote` counts, per `[remote, version, what]`,
 * the visitors who used it (`view`), those of them who saw it fail (`failed`), each failure kind
 * (REMOTE_FAILURES), and the client networks behind the views and the failures (`networks:view`,
 * `networks:failed`). `intake` counts the beacons the host dropped at its storage bound
 * (`[dropped]`, per day).
 */
export const AGGREGATE_KINDS = ['vital', 'lcp-element', 'remote', 'intake'] as const;
export type AggregateKind = (typeof AGGREGATE_KINDS)[number];
/** The kinds the speed view reads. */
export const VITALS_KINDS = ['vital', 'lcp-element'] as const satisfies readonly AggregateKind[];
/** The third part of a `remote` counter's key besides the failure kinds. */
export const REMOTE_VIEW = 'view';
export const REMOTE_FAILED = 'failed';
export const REMOTE_VIEW_NETWORKS = 'networks:view';
export const REMOTE_FAILED_NETWORKS = 'networks:failed';
/**
 * Networks are counted as slots of a small sketch: a network adds one to its slot (a hash of it,
 * NETWORK_SLOTS of them) once a minute, so any window's distinct networks are its slots in use
 * (`distinctNetworks`), whatever minutes and hosts the rows come from. Nothing of the address is
 * kept: 64 slots hold 6 bits of a hash.
 */
export const NETWORK_SLOTS = 64;

/** How many networks a window's slot counts stand for (linear counting; exact while slots rarely share). */
export function distinctNetworks(slots: readonly number[]): number {
  const used = slots.filter((count) => count > 0).length;
  if (used === 0) return 0;
  if (used >= NETWORK_SLOTS) return Math.round(NETWORK_SLOTS * Math.log(NETWORK_SLOTS));
  return Math.round(-NETWORK_SLOTS * Math.log(1 - used / NETWORK_SLOTS));
}

/** The `intake` counter of beacons dropped at the storage bound. */
export const INTAKE_DROPPED = 'dropped';

/**
 * What the host admits and keeps (docs/decisions/0125-signed-visitors-and-the-canary-judge.md,
 * 0126-bounded-telemetry-storage-and-reports.md), read once from the server's settings:
 * - `windowMinutes`: a visitor (a signed bucket) counts each thing (a remote's view of a version,
 *   a vital of a route) at most once in any such window; the host sets it to the canary judge's
 *   window, so the judge's page views are distinct visitors;
 * - `perNetwork`, `vitalsPerNetwork`: how many visitors of one client network (/24, /48) count,
 *   per thing and window, for remote health and for the speed view;
 * - `rowsPerMinute`, `remoteRowsPerDay`, `vitalsRowsPerDay`: new counter rows a host may create
 *   per minute, and per day (UTC) for remote health and for the speed view; past one, new beacons
 *   are dropped and counted (`intake`). They bound the store and so every report's rows.
 */
export interface TelemetryPolicy {
  readonly windowMinutes: number;
  readonly perNetwork: number;
  readonly vitalsPerNetwork: number;
  readonly rowsPerMinute: number;
  readonly remoteRowsPerDay: number;
  readonly vitalsRowsPerDay: number;
}

export const DEFAULT_TELEMETRY_POLICY: TelemetryPolicy = {
  windowMinutes: 10,
  perNetwork: 5,
  vitalsPerNetwork: 1,
  rowsPerMinute: 200,
  remoteRowsPerDay: 10_000,
  vitalsRowsPerDay: 3_000,
};

/** Which daily bound a kind's rows count against. */
export function dailyBoundOf(kind: AggregateKind): 'remote' | 'vitals' | undefined {
  if (kind === 'remote') return 'remote';
  if (kind === 'vital' || kind === 'lcp-element') return 'vitals';
  return undefined;
}

/**
 * The minute a counter is stored under: remote health per minute (the judge's window, the chart's
 * hour), the speed view's kinds per hour (its periods are days), the intake per day (UTC).
 */
export function storedMinute(kind: AggregateKind, minute: number): number {
  if (kind === 'remote') return minute;
  if (kind === 'intake') return minute - (minute % (24 * 60));
  return minute - (minute % 60);
}

/**
 * One count to add: `bucket` of the counter (kind, key); a plain count uses bucket 0. `once` names
 * what it counts: a visitor (`per: 'visitor'`, the default) adds it at most once per window (and a
 * network at most `perNetwork` times); a network (`per: 'network'`) adds one to its slot
 * (the recorder sets the bucket) once a minute.
 */
export interface TelemetryIncrement {
  readonly kind: AggregateKind;
  readonly key: readonly string[];
  readonly bucket: number;
  readonly once: string;
  readonly per?: 'visitor' | 'network';
}

/** Buckets per counter of a kind (plain counts have one). */
export function bucketCount(kind: AggregateKind, key: readonly string[]): number {
  if (kind === 'vital') return VITALS[key[0] as VitalName]?.buckets.length ?? 1;
  if (kind === 'remote' && (key[2] === REMOTE_VIEW_NETWORKS || key[2] === REMOTE_FAILED_NETWORKS)) return NETWORK_SLOTS;
  return 1;
}

/** One `remote` count of an event's remote and version: `what`, named `<name>:<remote>:<version>` for once. */
function remoteCount(
  event: { readonly remote: string; readonly version: string },
  what: string,
  name: string,
  per?: 'network',
): TelemetryIncrement {
  const [kind, ...rest] = name.split(':');
  return {
    kind: 'remote',
    key: [event.remote, event.version, what],
    bucket: 0,
    once: [kind, event.remote, event.version, ...rest].join(':'),
    ...(per ? { per } : {}),
  };
}

/** What each kind of event counts, and under which names (per visitor, per network). */
const EVENT_RULES: {
  readonly [K in TelemetryEvent['kind']]: (
    event: Extract<TelemetryEvent, { kind: K }>,
    page: PageContext,
  ) => TelemetryIncrement[];
} = {
  vital: (event, page) => {
    const element = event.element === undefined ? undefined : lcpElementOf(event.element);
    return [
      {
        kind: 'vital',
        key: [event.name, page.route, page.device],
        bucket: bucketOf(VITALS[event.name].buckets, event.value),
        once: `vital:${event.name}:${page.route}:${page.device}`,
      },
      ...(element
        ? [
            {
              kind: 'lcp-element' as const,
              key: [page.route, page.device, element],
              bucket: 0,
              once: `lcp:${page.route}:${page.device}`,
            },
          ]
        : []),
    ];
  },
  'remote-view': (event) => [
    remoteCount(event, REMOTE_VIEW, 'view'),
    remoteCount(event, REMOTE_VIEW_NETWORKS, 'view', 'network'),
  ],
  'remote-error': (event) => [
    remoteCount(event, event.failure, `error:${event.failure}`),
    remoteCount(event, REMOTE_FAILED, 'failed'),
    remoteCount(event, REMOTE_FAILED_NETWORKS, 'failed', 'network'),
  ],
};

/** The counts of one event. */
export function foldEvent(event: TelemetryEvent, page: PageContext): TelemetryIncrement[] {
  // The rule is the one of the event's own kind (TypeScript cannot correlate the two by itself).
  const rule = EVENT_RULES[event.kind] as unknown as (event: TelemetryEvent, page: PageContext) => TelemetryIncrement[];
  return rule(event, page);
}

/** A stored counter: one minute, one kind and key, its buckets' counts. */
export interface AggregateRow {
  readonly minute: number;
  readonly kind: AggregateKind;
  readonly key: readonly string[];
  readonly buckets: readonly number[];
}

export const AggregateRowSchema = v.object({
  minute: v.pipe(v.number(), v.integer(), v.minValue(0)),
  kind: v.picklist(AGGREGATE_KINDS),
  key: v.pipe(v.array(v.pipe(v.string(), v.maxLength(ELEMENT_MAX))), v.minLength(1), v.maxLength(4)),
  buckets: v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(0))), v.minLength(1), v.maxLength(128)),
});

/**
 * A stored document's counters (Firestore's `telemetryMinutes`: a minute, a kind and its entries)
 * as rows; entries that do not fit the schema are left out: every reader sums what fits.
 */
export function rowsOfTelemetryDocument(data: Record<string, unknown>): AggregateRow[] {
  const entries = Array.isArray(data.entries) ? (data.entries as unknown[]) : [];
  return entries.flatMap((entry) => {
    const row = v.safeParse(AggregateRowSchema, {
      minute: data.minute,
      kind: data.kind,
      ...(typeof entry === 'object' && entry !== null ? entry : {}),
    });
    return row.success ? [row.output] : [];
  });
}

/** The value at the 75th percentile (nearest rank) of a histogram: its bucket's lower bound. */
export function p75(buckets: readonly number[], counts: readonly number[]): number | null {
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total === 0) return null;
  const rank = Math.ceil(total * 0.75);
  let seen = 0;
  for (let index = 0; index < counts.length; index += 1) {
    seen += counts[index] ?? 0;
    if (seen >= rank) return buckets[Math.min(index, buckets.length - 1)] ?? null;
  }
  return null;
}

/** One row of the administrator's view: a route on one device class over the period. */
export const VitalsSummarySchema = v.object({
  route: v.string(),
  device: v.picklist(DEVICE_CLASSES),
  /** Visitors that reported an LCP (each at most once per window, docs/decisions/0125-signed-visitors-and-the-canary-judge.md). */
  samples: v.number(),
  p75: v.object({
    LCP: v.nullable(v.number()),
    INP: v.nullable(v.number()),
    CLS: v.nullable(v.number()),
    TTFB: v.nullable(v.number()),
  }),
  /** How many values (visitors, each at most once per window) stand behind each p75. */
  visitors: v.object({ LCP: v.number(), INP: v.number(), CLS: v.number(), TTFB: v.number() }),
  /** The LCP element reported most often, and how many times. */
  lcpElement: v.nullable(v.object({ selector: v.string(), count: v.number() })),
});
export type VitalsSummary = v.InferOutput<typeof VitalsSummarySchema>;

/** Periods the view offers, in days (at most the retention). */
export const VITALS_PERIODS = [1, 7, 30] as const;
export type VitalsPeriod = (typeof VITALS_PERIODS)[number];
export const DEFAULT_VITALS_PERIOD: VitalsPeriod = 7;

export const VitalsReportSchema = v.object({
  days: v.picklist(VITALS_PERIODS),
  /** First and last minute counted (ISO times). */
  from: v.string(),
  to: v.string(),
  rows: v.array(VitalsSummarySchema),
  /** Beacons the hosts dropped at their storage bound over the period (its days). */
  dropped: v.number(),
});
export type VitalsReport = v.InferOutput<typeof VitalsReportSchema>;

/** A period in days from a query value; the default for anything else. */
export function vitalsPeriodOf(value: unknown): VitalsPeriod {
  const days = Number(value);
  return (VITALS_PERIODS as readonly number[]).includes(days) ? (days as VitalsPeriod) : DEFAULT_VITALS_PERIOD;
}

/**
 * The minutes a period covers, ending at `now` (inclusive bounds): from the first hour it touches,
 * since vitals are kept per hour (storedMinute); `intakeFrom`, the first day it touches, for the
 * dropped beacons (kept per day).
 */
export function periodMinutes(days: VitalsPeriod, now: number): { from: number; to: number; intakeFrom: number } {
  const to = Math.floor(now / 60_000);
  const first = to - days * 24 * 60 + 1;
  return { from: storedMinute('vital', first), to, intakeFrom: storedMinute('intake', first) };
}

/**
 * The view's rows from stored counters (any number of rows per counter: minutes, hosts): p75 of
 * LCP, INP, CLS and TTFB and the most frequent LCP element, per route and device class, the
 * routes with the most samples first. Rows that do not fit the schema are left out.
 */
export function summarizeVitals(rows: readonly AggregateRow[]): VitalsSummary[] {
  const histograms = new Map<string, number[]>();
  const elements = new Map<string, Map<string, number>>();
  const pages = new Map<string, { route: string; device: DeviceClass }>();
  for (const row of rows) {
    if (row.kind === 'vital') {
      const [name, route, device] = row.key as [VitalName, string, DeviceClass];
      const spec = VITALS[name];
      if (!spec || !route || !(DEVICE_CLASSES as readonly string[]).includes(device)) continue;
      const page = `${route}\n${device}`;
      pages.set(page, { route, device });
      const id = `${page}\n${name}`;
      const sum = histograms.get(id) ?? new Array<number>(spec.buckets.length).fill(0);
      row.buckets.slice(0, spec.buckets.length).forEach((count, index) => (sum[index] = (sum[index] ?? 0) + count));
      histograms.set(id, sum);
    } else if (row.kind === 'lcp-element') {
      const [route, device, selector] = row.key;
      // Only names of the vocabulary (a document written past the hosts may say anything).
      if (!route || !device || !selector || lcpElementOf(selector) !== selector) continue;
      const page = `${route}\n${device}`;
      const counts = elements.get(page) ?? new Map<string, number>();
      counts.set(selector, (counts.get(selector) ?? 0) + (row.buckets[0] ?? 0));
      elements.set(page, counts);
    }
  }
  const summaries = [...pages.entries()].map(([page, { route, device }]) => {
    const of = (name: VitalName) => {
      const counts = histograms.get(`${page}\n${name}`) ?? [];
      return { counts, value: p75(VITALS[name].buckets, counts) };
    };
    const top = [...(elements.get(page) ?? new Map<string, number>()).entries()].sort(
      (a, b) => b[1] - a[1] || a[0].localeCompare(b[0]),
    )[0];
    const total = (name: VitalName) => of(name).counts.reduce((sum, count) => sum + count, 0);
    return {
      route,
      device,
      samples: total('LCP'),
      p75: { LCP: of('LCP').value, INP: of('INP').value, CLS: of('CLS').value, TTFB: of('TTFB').value },
      visitors: { LCP: total('LCP'), INP: total('INP'), CLS: total('CLS'), TTFB: total('TTFB') },
      lcpElement: top ? { selector: top[0], count: top[1] } : null,
    };
  });
  return summaries.sort(
    (a, b) => b.samples - a.samples || a.route.localeCompare(b.route) || a.device.localeCompare(b.device),
  );
}

/** Beacons dropped at the storage bound, summed over the rows given (`intake` counters). */
export function droppedBeacons(rows: readonly AggregateRow[]): number {
  return rows
    .filter((row) => row.kind === 'intake' && row.key[0] === INTAKE_DROPPED)
    .reduce((sum, row) => sum + (row.buckets[0] ?? 0), 0);
}
