import { MOBILE_MEDIA_QUERY, type RemoteName, type RemotesMap } from '@gagyeong/contracts';
import { TELEMETRY_MAX_EVENTS, TELEMETRY_PATH } from '@gagyeong/contracts/beacon';
import type { Beacon, RemoteFailure, TelemetryEvent } from '@gagyeong/contracts/telemetry';
import { pageContext, pageViewId } from '../../telemetry/page-view';
import { remoteBases, remoteOfStack, type RemoteBase } from './remote-of-stack';

/**
 * Each remote's page views and failures, per the version this page runs, reported to the host
 * with `navigator.sendBeacon` (docs/decisions/0064-errors-per-version-and-the-canary-judge.md):
 * what the canary judge and /admin/remotes' chart count. Every page view reports (no sampling: a
 * canary's error rate needs its page views), each event once per view, a couple of seconds after
 * it happens (a canary is judged while it runs) and at once when the page is hidden.
 */

/** Events wait this long for others to share their beacon. */
const SEND_DELAY_MS = 2000;

let versions: Partial<Record<RemoteName, string>> = {};
let bases: RemoteBase[] = [];
let queue: TelemetryEvent[] = [];
const reported = new Set<string>();
let timer: ReturnType<typeof setTimeout> | undefined;

function send(): void {
  clearTimeout(timer);
  timer = undefined;
  if (queue.length === 0 || typeof navigator.sendBeacon !== 'function') return;
  const page = pageContext(window.location.pathname, window.matchMedia(MOBILE_MEDIA_QUERY).matches);
  for (let start = 0; start < queue.length; start += TELEMETRY_MAX_EVENTS) {
    const beacon: Beacon = { v: 1, view: pageViewId(), page, events: queue.slice(start, start + TELEMETRY_MAX_EVENTS) };
    navigator.sendBeacon(TELEMETRY_PATH, JSON.stringify(beacon));
  }
  queue = [];
}

function report(event: TelemetryEvent, key: string): void {
  if (reported.has(key)) return;
  reported.add(key);
  queue.push(event);
  timer ??= setTimeout(send, SEND_DELAY_MS);
}

/** The page used this remote (its module is loading or rendered). */
export function reportRemoteView(remote: RemoteName): void {
  const version = versions[remote];
  if (version) report({ kind: 'remote-view', remote, version }, `view:${remote}`);
}

/** The remote failed on this page, this way. */
export function reportRemoteFailure(remote: RemoteName, failure: RemoteFailure): void {
  const version = versions[remote];
  if (!version) return;
  reportRemoteView(remote);
  report({ kind: 'remote-error', remote, version, failure }, `error:${remote}:${failure}`);
}

/** The remote an error came from, by the files its stack (or React's component stack) points into. */
export function remoteOfError(error: unknown, componentStack = ''): RemoteName | undefined {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  return remoteOfStack(`${stack}\n${componentStack}`, bases);
}

/**
 * Starts reporting for this page: the remotes map and versions it was rendered with (the boot
 * data), errors nobody caught that come from a remote's files, and the beacon when the page is
 * hidden. Without versions (a host that does not name them) nothing is reported.
 */
export function startRemoteHealth(boot: {
  readonly remotes: RemotesMap;
  readonly versions?: Readonly<Record<RemoteName, string>> | undefined;
}): void {
  versions = { ...boot.versions };
  bases = remoteBases(boot.remotes, window.location.href);
  window.addEventListener('error', (event) => {
    const remote = remoteOfStack(`${(event.error as Error | undefined)?.stack ?? ''}\n${event.filename}`, bases);
    if (remote) reportRemoteFailure(remote, 'uncaught');
  });
  window.addEventListener('unhandledrejection', (event) => {
    const remote = remoteOfError(event.reason);
    if (remote) reportRemoteFailure(remote, 'uncaught');
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send();
  });
  window.addEventListener('pagehide', send);
}

/** For tests: a fresh page. */
export function resetRemoteHealth(): void {
  clearTimeout(timer);
  timer = undefined;
  queue = [];
  reported.clear();
  versions = {};
  bases = [];
}
