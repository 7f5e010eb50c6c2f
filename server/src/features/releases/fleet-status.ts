import { REMOTE_NAMES, type RemotesMap } from '@gagyeong/contracts';
import { isRemoteName, type HostReport, type ServedRemotes } from '@gagyeong/contracts/live-map';

export type { HostReport } from '@gagyeong/contracts/live-map';

function servedOf(value: unknown): ServedRemotes | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const entries = Object.entries(value).filter(([name]) => isRemoteName(name));
  if (entries.length !== REMOTE_NAMES.length) return undefined;
  for (const [, served] of entries) {
    const { url, version } = (served ?? {}) as { url?: unknown; version?: unknown };
    if (typeof url !== 'string' || (version !== null && typeof version !== 'string')) return undefined;
  }
  return Object.fromEntries(entries) as ServedRemotes;
}

/** Asks each host for its health answer, all at once, each bounded by `timeoutMs`. */
export async function askHosts(hosts: readonly string[], timeoutMs = 2000): Promise<HostReport[]> {
  return Promise.all(
    hosts.map(async (host): Promise<HostReport> => {
      try {
        const response = await fetch(`${host}/api/health`, {
          signal: AbortSignal.timeout(timeoutMs),
          headers: { accept: 'application/json' },
        });
        const body = (await response.json().catch(() => undefined)) as
          | { remotes?: unknown; liveMap?: { store?: unknown; state?: unknown } }
          | undefined;
        const remotes = servedOf(body?.remotes);
        if (!remotes) return { host, ok: false, problem: `HTTP ${response.status}, no remotes in its answer` };
        const liveMap =
          typeof body?.liveMap?.store === 'string' && typeof body.liveMap.state === 'string'
            ? { store: body.liveMap.store, state: body.liveMap.state }
            : undefined;
        return { host, ok: response.ok, remotes, ...(liveMap ? { liveMap } : {}) };
      } catch (error) {
        const cause = (error as { cause?: { code?: string } }).cause?.code;
        return { host, ok: false, problem: `no answer (${cause ?? (error as Error).message})` };
      }
    }),
  );
}

/** Whether every host answered and serves `expected` (the shared map over the configured one). */
export function converged(reports: readonly HostReport[], expected: RemotesMap): boolean {
  return (
    reports.length > 0 &&
    reports.every((report) => report.remotes && REMOTE_NAMES.every((name) => report.remotes?.[name].url === expected[name]))
  );
}

/**
 * The fleet's reports, asked at most once per `maxAgeMs` whatever the number of callers: the
 * public route that serves them must not turn a flood of requests into one to every host.
 */
export function createFleetReports(hosts: readonly string[], maxAgeMs = 1000) {
  let last: { at: number; reports: Promise<HostReport[]> } | undefined;
  return (): Promise<HostReport[]> => {
    if (!last || Date.now() - last.at >= maxAgeMs) last = { at: Date.now(), reports: askHosts(hosts) };
    return last.reports;
  };
}
