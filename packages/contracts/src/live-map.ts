import * as v from 'valibot';
import { REMOTE_NAMES, type RemoteName } from './remote-modules';

/**
 * The live remotes map and its deployment log: the shapes every store (a file in local mode,
 * Firestore in firebase mode) and every reader (the hosts, the commands, /admin/remotes) share.
 * See docs/decisions/0061-one-live-map-for-the-fleet.md.
 */

/** Firestore: one document per remote (`liveRemotes/mf_press`), readable by anyone. */
export const LIVE_REMOTES_COLLECTION = 'liveRemotes';
/** Firestore: the deployment log, appended to and never changed (firestore.rules). */
export const DEPLOY_LOG_COLLECTION = 'deployLog';
/** The custom claim that lists the remotes an account may deploy (`deploy: ['mf_press']`). */
export const DEPLOY_CLAIM = 'deploy';

/**
 * What a deployer does to the map; firestore.rules accept exactly these from a deployer. `canary`
 * serves a release to a share of visitors beside the live one, `promote` makes that canary live for
 * everyone, and `rollback` ends a running canary (else makes the previous version live again).
 * See docs/decisions/0063-canary-share-per-visitor.md.
 */
export const MAP_ACTIONS = ['deploy', 'rollback', 'canary', 'promote'] as const;
/** What the operator does to deploy rights (admin credentials, past the rules). */
export const RIGHTS_ACTIONS = ['grant', 'revoke'] as const;
/** Every action the deployment log records. */
export const DEPLOY_LOG_ACTIONS = [...MAP_ACTIONS, ...RIGHTS_ACTIONS] as const;
export type MapAction = (typeof MAP_ACTIONS)[number];
export type DeployLogAction = (typeof DEPLOY_LOG_ACTIONS)[number];

/** Release versions are `<package version>-<hash>`: one path segment and one URL segment. */
export const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,80}$/;
/** Longest URL a map entry may name (firestore.rules hold the same bound). */
export const REMOTE_URL_MAX = 2048;
/** A canary's share of visitors, in whole percent (firestore.rules hold the same bounds). */
export const CANARY_SHARE_MIN = 1;
export const CANARY_SHARE_MAX = 99;
/** Longest reason a log entry may carry (the judge's; firestore.rules hold the same bound). */
export const LOG_REASON_MAX = 500;

/**
 * Whether a map entry's URL may be loaded at all: an http(s) URL without credentials, or an
 * absolute path on the host itself. `javascript:`, `data:`, protocol-relative and relative URLs are not.
 */
export function isRemoteUrl(url: string): boolean {
  if (url.length === 0 || url.length > REMOTE_URL_MAX || /[\s\\]/.test(url)) return false;
  if (url.startsWith('/')) return !url.startsWith('//');
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return (
    (parsed.protocol === 'https:' || parsed.protocol === 'http:') &&
    parsed.hostname !== '' &&
    parsed.username === '' &&
    parsed.password === ''
  );
}

export function isRemoteName(value: unknown): value is RemoteName {
  return typeof value === 'string' && (REMOTE_NAMES as readonly string[]).includes(value);
}

const RemoteUrl = v.pipe(v.string(), v.check(isRemoteUrl, 'not an http(s) URL or an absolute path'));
const Version = v.nullable(v.pipe(v.string(), v.regex(VERSION_PATTERN, 'unexpected characters in the version')));
const Time = v.pipe(v.string(), v.isoTimestamp());

/** One deployment: what is (or was) live for a remote, since when and by whom. */
const DeploymentSchema = v.object({
  /** What the browser and the host load: a manifest (or entry) URL. */
  url: RemoteUrl,
  /** The release version, or null for a URL that is not a known release (the built dist/, another origin). */
  version: Version,
  at: Time,
  /** Who made it live; null where the reader may not see who (Firestore's public map). */
  by: v.nullable(v.string()),
  /** The log entry that made it live (Firestore), or null/absent. */
  logId: v.optional(v.nullable(v.string())),
});
export type Deployment = v.InferOutput<typeof DeploymentSchema>;

/** A release served to a share of visitors beside the live one (sticky per visitor). */
const CanarySchema = v.strictObject({
  ...DeploymentSchema.entries,
  /** Percent of visitors, CANARY_SHARE_MIN to CANARY_SHARE_MAX. */
  share: v.pipe(v.number(), v.integer(), v.minValue(CANARY_SHARE_MIN), v.maxValue(CANARY_SHARE_MAX)),
});
export type Canary = v.InferOutput<typeof CanarySchema>;

/**
 * A remote's entry of the live map: the deployment every visitor gets (the stable one), what was
 * live before it, and a canary when one runs. Further fields are added here and in
 * firestore.rules together; readers ignore nothing silently: an unknown field is an invalid entry.
 */
export const LiveEntrySchema = v.strictObject({
  ...DeploymentSchema.entries,
  previous: v.optional(v.nullable(DeploymentSchema)),
  canary: v.optional(v.nullable(CanarySchema)),
});
export type LiveEntry = v.InferOutput<typeof LiveEntrySchema>;
export type LiveMap = Partial<Record<RemoteName, LiveEntry>>;

export interface DeployLogEntry {
  /** The log's own id (Firestore document id); absent in the file log. */
  readonly id?: string;
  readonly at: string;
  readonly by: string;
  readonly action: DeployLogAction;
  readonly remote: RemoteName;
  /** What was made live (deploy, rollback); null for rights changes. */
  readonly version: string | null;
  readonly url: string | null;
  /** What was live before (version, else URL); null when the configured map applied. */
  readonly from: string | null;
  /** Whose rights changed (grant, revoke). */
  readonly subject?: string;
  /** The canary's share of visitors (canary). */
  readonly share?: number;
  /** Why, when the change was not a person's command (the canary judge's rollback). */
  readonly reason?: string;
}

const DeployLogEntrySchema = v.object({
  id: v.optional(v.string()),
  at: Time,
  by: v.string(),
  action: v.picklist(DEPLOY_LOG_ACTIONS),
  remote: v.picklist(REMOTE_NAMES),
  version: v.nullable(v.string()),
  url: v.nullable(v.string()),
  from: v.nullable(v.string()),
  subject: v.optional(v.string()),
  share: v.optional(v.pipe(v.number(), v.integer(), v.minValue(CANARY_SHARE_MIN), v.maxValue(CANARY_SHARE_MAX))),
  reason: v.optional(v.pipe(v.string(), v.maxLength(LOG_REASON_MAX))),
});

export type Checked<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problem: string };

function checked<T>(result: v.SafeParseResult<v.GenericSchema<unknown, T>>): Checked<T> {
  if (result.success) return { ok: true, value: result.output };
  const issue = result.issues[0];
  return { ok: false, problem: `${v.getDotPath(issue) ?? '(entry)'}: ${issue.message}` };
}

/** A live-map entry as stored, checked for shape and URL scheme (the host checks the rest). */
export function parseLiveEntry(value: unknown): Checked<LiveEntry> {
  return checked(v.safeParse(LiveEntrySchema, value));
}

export function parseDeployLogEntry(value: unknown): Checked<DeployLogEntry> {
  return checked(v.safeParse(DeployLogEntrySchema, value));
}

/** A Firestore Timestamp (full or lite SDK: both have toDate) or an ISO string, as an ISO string. */
export function isoTime(value: unknown): unknown {
  if (typeof value === 'object' && value !== null && 'toDate' in value && typeof value.toDate === 'function') {
    const date = (value as { toDate: () => unknown }).toDate();
    return date instanceof Date ? date.toISOString() : value;
  }
  return value;
}

function deploymentFromDocument(value: unknown, byOf: (logId: string | null) => string | null): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const { at, logId, ...rest } = value as Record<string, unknown>;
  return { ...rest, at: isoTime(at), logId, by: byOf(typeof logId === 'string' ? logId : null) };
}

/**
 * A `liveRemotes/<remote>` document's data in the shape of a live entry (times as ISO strings),
 * not yet checked. The public document names no person; `byOf` gives who made a deployment from
 * the log, for readers who may read it.
 */
export function liveEntryDataFromDocument(
  data: unknown,
  byOf: (logId: string | null) => string | null = () => null,
): unknown {
  if (typeof data !== 'object' || data === null) return data;
  // `changeLogId` pairs the document with the log entry of its last change (firestore.rules): bookkeeping, not the entry.
  const { previous, canary, changeLogId: _changeLogId, ...current } = data as Record<string, unknown>;
  const entry = deploymentFromDocument(current, byOf) as Record<string, unknown>;
  const part = (value: unknown) =>
    value === null || value === undefined ? value : deploymentFromDocument(value, byOf);
  return {
    ...entry,
    previous: part(previous),
    ...(canary === undefined ? {} : { canary: part(canary) }),
  };
}

/** A `liveRemotes/<remote>` document's data as a checked live entry. */
export function liveEntryFromDocument(
  data: unknown,
  byOf?: (logId: string | null) => string | null,
): Checked<LiveEntry> {
  return parseLiveEntry(liveEntryDataFromDocument(data, byOf));
}

/** A `deployLog/<id>` document's data as a log entry. */
export function deployLogEntryFromDocument(id: string, data: unknown): Checked<DeployLogEntry> {
  if (typeof data !== 'object' || data === null) return parseDeployLogEntry(data);
  const { uid: _uid, ...entry } = data as Record<string, unknown>;
  return parseDeployLogEntry({ ...entry, id, at: isoTime(entry.at) });
}

/** What a deployment names: its version, else its URL. */
export function describeDeployment(deployment: Pick<Deployment, 'version' | 'url'> | null | undefined): string {
  return deployment ? (deployment.version ?? deployment.url) : '-';
}

/** What a map change's log entry says was made live, from what, and at which share. */
export interface LoggedChange {
  readonly url: string;
  readonly version: string | null;
  readonly from: string | null;
  readonly share?: number;
}

/**
 * The log fields of a map change, one rule for both stores: a canary logs the canary (and its
 * share); ending a canary logs the live version it leaves (from the canary); every other change
 * logs what it made live, from what was live.
 */
export function loggedChange(action: MapAction, current: LiveEntry | undefined, entry: LiveEntry): LoggedChange {
  const from = current ? describeDeployment(current) : null;
  if (action === 'canary' && entry.canary) {
    const { url, version, share } = entry.canary;
    return { url, version, from, share };
  }
  if (action === 'rollback' && current?.canary) {
    return { url: entry.url, version: entry.version, from: describeDeployment(current.canary) };
  }
  return { url: entry.url, version: entry.version, from };
}

/** 32-bit FNV-1a, as 8 hex digits: a short, stable name for a URL (not a secret, not a check). */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * The name a deployment goes by in telemetry and the version split: its release version, else
 * `url-<hash of the URL>` (the built dist/, a URL deployed without a release record).
 */
export function versionLabel(deployment: Pick<Deployment, 'version' | 'url'>): string {
  return deployment.version ?? `url-${fnv1a(deployment.url)}`;
}

/**
 * What a host says it serves (`GET /api/health`'s `remotes`): per remote, the URL of its live
 * map and the version, so a status view sees when every host has converged.
 */
export type ServedRemotes = Record<
  RemoteName,
  {
    readonly url: string;
    readonly version: string | null;
    readonly canary?: { readonly url: string; readonly version: string | null; readonly share: number };
  }
>;

const ServedRemoteSchema = v.object({
  url: v.string(),
  version: v.nullable(v.string()),
  /** The canary this host serves to its share of visitors, when one runs. */
  canary: v.optional(v.object({ url: v.string(), version: v.nullable(v.string()), share: v.number() })),
});

/** One host's report in `GET /api/remotes/hosts`: what it serves, or why it gave no answer. */
export const HostReportSchema = v.object({
  host: v.string(),
  ok: v.boolean(),
  problem: v.optional(v.string()),
  remotes: v.optional(
    v.object(
      Object.fromEntries(REMOTE_NAMES.map((name) => [name, ServedRemoteSchema])) as Record<
        RemoteName,
        typeof ServedRemoteSchema
      >,
    ),
  ),
  /** Which store the host follows and whether it reaches it (`following`, `unavailable`, `waiting`). */
  liveMap: v.optional(v.object({ store: v.string(), state: v.string() })),
});
export type HostReport = v.InferOutput<typeof HostReportSchema>;

export const FleetHostsResponseSchema = v.object({ hosts: v.array(HostReportSchema) });

/** `GET /api/admin/remotes` (local mode): the live map, whether each remote answers, the log. */
export const RemotesStatusResponseSchema = v.object({
  remotes: v.array(
    v.object({
      remote: v.picklist(REMOTE_NAMES),
      url: v.string(),
      live: v.optional(LiveEntrySchema),
      answers: v.object({ manifest: v.boolean(), entry: v.boolean(), serverEntry: v.boolean() }),
      /** The releases this host keeps, newest last: what may be previewed or deployed by version. */
      releases: v.optional(v.array(v.string())),
    }),
  ),
  log: v.array(DeployLogEntrySchema),
  /** Log lines that could not be read and were skipped. */
  logUnreadable: v.number(),
});
export type RemotesStatusResponse = v.InferOutput<typeof RemotesStatusResponseSchema>;
