import fs from 'node:fs';
import type { FastifyPluginAsync } from 'fastify';
import { REMOTE_NAMES, type RemoteName, type RemotesMap } from '@gagyeong/contracts';
import { LIVE_MAP_ERROR_CODES } from '@gagyeong/contracts/error-codes';
import type { DeployLogEntry, LiveEntry, LiveMap } from '@gagyeong/contracts/live-map';
import { localRemoteFile, remoteBase } from '../../config/remotes';
import { requireAdmin } from '../auth/require-admin';
import { NO_CACHE } from '../static/cache-policy';
import { createFleetReports, type HostReport } from './fleet-status';
import type { DeployLogPage, LiveMapStore } from './live-map-store';
import { listReleases } from './release-store';

export interface RemoteStatus {
  readonly remote: RemoteName;
  readonly url: string;
  /** The live map's entry; undefined when the configured map applies. */
  readonly live?: LiveEntry;
  readonly answers: { readonly manifest: boolean; readonly entry: boolean; readonly serverEntry: boolean };
  /** The releases this host keeps, newest last. */
  readonly releases: string[];
}

export interface RemotesStatus {
  readonly remotes: RemoteStatus[];
  /** The last deploys, newest first. */
  readonly log: DeployLogEntry[];
  /** Log lines that could not be read and were skipped. */
  readonly logUnreadable: number;
}

export interface AdminRemotesOptions {
  readonly distRoot: string;
  readonly releasesDir: string;
  readonly store: LiveMapStore;
  /** The fleet's hosts whose served versions are reported (FLEET_HOSTS). */
  readonly hosts: readonly string[];
}

/** Log entries shown. */
const LOG_SHOWN = 50;

async function answers(url: string, name: RemoteName, roots: { distRoot: string; releasesDir: string }): Promise<boolean> {
  const file = localRemoteFile(url, name, roots);
  if (file !== undefined) return fs.existsSync(file);
  if (!/^https?:\/\//i.test(url)) return false;
  try {
    const response = await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(2000) });
    return response.ok;
  } catch {
    return false;
  }
}

export async function remotesStatus(
  map: RemotesMap,
  live: LiveMap,
  log: DeployLogPage,
  roots: { distRoot: string; releasesDir: string },
): Promise<RemotesStatus> {
  const remotes = await Promise.all(
    REMOTE_NAMES.map(async (remote): Promise<RemoteStatus> => {
      const url = map[remote];
      const base = remoteBase(url);
      const [manifest, entry, serverEntry] = await Promise.all([
        url.endsWith('.json') ? answers(url, remote, roots) : Promise.resolve(false),
        answers(`${base}remoteEntry.js`, remote, roots),
        answers(`${base}server/remoteEntry.js`, remote, roots),
      ]);
      const releases = listReleases(roots.releasesDir, remote).map((release) => release.version);
      return { remote, url, live: live[remote], answers: { manifest, entry, serverEntry }, releases };
    }),
  );
  return { remotes, log: log.entries, logUnreadable: log.unreadable.count };
}

/**
 * What is live per remote and on each host, for the administrator's page `/admin/remotes`
 * (mf-leads' RemotesStatus, rendered in the browser in both modes):
 * - `GET /api/remotes/hosts` (anyone): what each host of FLEET_HOSTS serves now, from its health
 *   answer, asked at most once a second whatever the traffic; the versions are public anyway (the
 *   boot data names them);
 * - `GET /api/admin/remotes` (local mode, the administrator): the live map, whether each remote
 *   answers, and the deployment log. In firebase mode the page reads the map and the log from
 *   Firestore with the administrator's own claims instead.
 * See docs/decisions/0061-one-live-map-for-the-fleet.md.
 */
export const adminRemotesRoutes: FastifyPluginAsync<AdminRemotesOptions> = async (app, options) => {
  const reports = createFleetReports(options.hosts);
  const reported = new Set<string>();
  app.get('/api/remotes/hosts', async (_request, reply): Promise<{ hosts: HostReport[] }> => {
    reply.header('cache-control', NO_CACHE);
    return { hosts: await reports() };
  });
  if (app.siteConfig.backend.mode !== 'local') return;
  app.get('/api/admin/remotes', { onRequest: requireAdmin }, async (request) => {
    const log = await options.store.readLog(LOG_SHOWN);
    const { first } = log.unreadable;
    if (first !== undefined && !reported.has(first)) {
      reported.add(first);
      request.log.warn(`${LIVE_MAP_ERROR_CODES.log} ${log.unreadable.count} unreadable line(s) of the deploy log skipped, the first at ${first}`);
    }
    // The live map itself (not this administrator's canary group, nor their preview).
    const { remotes, live } = app.liveRemotes.peek();
    return remotesStatus(remotes, live, log, options);
  });
};
