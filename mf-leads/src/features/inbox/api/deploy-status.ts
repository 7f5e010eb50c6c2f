import { apiBaseOf } from '@gagyeong/contracts/api-client';
import type { RemoteName, SiteConfig } from '@gagyeong/contracts';
import {
  FleetHostsResponseSchema,
  RemotesStatusResponseSchema,
  type DeployLogEntry,
  type HostReport,
  type LiveEntry,
} from '@gagyeong/contracts/live-map';
import { INBOX_TEXT } from '../../../content/admin-text';
import { adminApiClient, guarded, InboxError } from './inbox-api';

/** What /admin/remotes shows: the live map, the deployment log and what each host serves. */
export interface DeployStatus {
  readonly remotes: readonly {
    readonly remote: RemoteName;
    /** The live map's entry; absent when the hosts' configured map applies. */
    readonly live?: LiveEntry;
    /** Whether the manifest, entry and server entry answer (local mode: the host checks them). */
    readonly answers?: { readonly manifest: boolean; readonly entry: boolean; readonly serverEntry: boolean };
    /** The releases the host keeps (local mode), newest last: previewed by version. */
    readonly releases?: readonly string[];
  }[];
  /** Newest first. */
  readonly log: readonly DeployLogEntry[];
  /** Log lines or documents that could not be read and were skipped. */
  readonly logUnreadable: number;
  readonly hosts: readonly HostReport[];
}

export interface DeployStatusSource {
  read(): Promise<DeployStatus>;
}

/** Log entries shown. */
export const DEPLOY_LOG_SHOWN = 50;

/**
 * Where the deployment status comes from (docs/decisions/0061-one-live-map-for-the-fleet.md):
 * in local mode the host's `GET /api/admin/remotes` (the administrator's session); in firebase
 * mode Firestore, read in the browser with the administrator's own claims (a chunk loaded on
 * first use). Both ask the host which versions each host of the fleet serves (`/api/remotes/hosts`).
 */
export function deployStatusFor(config: SiteConfig): DeployStatusSource {
  const api = adminApiClient(apiBaseOf(config));
  const hosts = () => guarded(() => api.json(api.url(['remotes', 'hosts']), FleetHostsResponseSchema));
  const { backend } = config;
  if (backend.mode === 'local') {
    return {
      async read() {
        const [status, fleet] = await Promise.all([
          guarded(() => api.json(api.url(['admin', 'remotes']), RemotesStatusResponseSchema)),
          hosts(),
        ]);
        return { ...status, hosts: fleet.hosts };
      },
    };
  }
  const load = () => import(/* webpackChunkName: "inbox-firebase" */ './firebase/firestore-deploy-status');
  return {
    async read() {
      let module: Awaited<ReturnType<typeof load>>;
      try {
        module = await load();
      } catch {
        throw new InboxError(INBOX_TEXT.networkError, 0);
      }
      const [status, fleet] = await Promise.all([module.readFirestoreDeployStatus(backend.firebase), hosts()]);
      return { ...status, hosts: fleet.hosts };
    },
  };
}
