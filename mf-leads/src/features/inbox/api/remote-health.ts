import { apiBaseOf, createApiClient } from '@gagyeong/contracts/api-client';
import type { RemoteName, SiteConfig } from '@gagyeong/contracts';
import type { LiveEntry } from '@gagyeong/contracts/live-map';
import {
  RemoteHealthReportSchema,
  type HealthPeriod,
  type RemoteHealthReport,
} from '@gagyeong/contracts/remote-health';
import { INBOX_TEXT } from '../../../content/admin-text';
import { guarded, InboxError } from './inbox-api';

/** Errors per remote version for /admin/remotes' chart and each running canary's standing. */
export interface RemoteHealthSource {
  /** `live`: the live map's entries the page shows (firebase mode judges its canaries from them). */
  read(hours: HealthPeriod, live: Readonly<Partial<Record<RemoteName, LiveEntry>>>): Promise<RemoteHealthReport>;
}

/**
 * Where the figures come from (docs/decisions/0064-errors-per-version-and-the-canary-judge.md): in
 * local mode the host's `GET /api/admin/remote-health?hours=`, which also judges the canaries with
 * its own policy; in firebase mode the hosts' counters in Firestore, read with the administrator's
 * claims and summed with the same contracts functions (a chunk loaded on first use).
 */
export function remoteHealthFor(config: SiteConfig): RemoteHealthSource {
  const { backend } = config;
  if (backend.mode === 'local') {
    const api = createApiClient({
      baseUrl: apiBaseOf(config),
      messages: { network: INBOX_TEXT.networkError, unexpected: INBOX_TEXT.unexpected },
    });
    return {
      read: (hours) =>
        guarded(() =>
          api.json(api.url(['admin', 'remote-health'], { hours: String(hours) }), RemoteHealthReportSchema),
        ),
    };
  }
  const load = () => import(/* webpackChunkName: "inbox-firebase" */ './firebase/firestore-remote-health');
  return {
    async read(hours, live) {
      const module = await load().catch(() => {
        throw new InboxError(INBOX_TEXT.networkError, 0);
      });
      return module.readFirestoreRemoteHealth(backend.firebase, hours, live, Date.now());
    },
  };
}
