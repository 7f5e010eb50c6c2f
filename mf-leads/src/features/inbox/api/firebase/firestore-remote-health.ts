import { collection, getDocs, query, where } from 'firebase/firestore/lite';
import { REMOTE_NAMES, type FirebaseConfig, type RemoteName } from '@gagyeong/contracts';
import type { LiveEntry } from '@gagyeong/contracts/live-map';
import {
  canaryHealth,
  DEFAULT_CANARY_POLICY,
  healthWindow,
  judgeWindow,
  summarizeRemoteHealth,
  type CanaryHealth,
  type HealthPeriod,
  type RemoteHealthReport,
} from '@gagyeong/contracts/remote-health';
import { rowsOfTelemetryDocument, TELEMETRY_COLLECTION } from '@gagyeong/contracts/telemetry';
import { INBOX_FIREBASE_ERRORS, INBOX_TEXT } from '../../../../content/admin-text';
import { leadsFirestore } from '../../../../firebase/firebase-app';
import { InboxError } from '../inbox-api';

/**
 * Firebase mode: the hosts' `remote` counters (one document per host, minute and flush) read as
 * the signed-in administrator, summed into the chart's steps, and each running canary judged
 * with the contracts' default policy, as the deploy command's judge does unless its operator set
 * another (CANARY_JUDGE_*).
 */
export async function readFirestoreRemoteHealth(
  firebase: FirebaseConfig,
  hours: HealthPeriod,
  live: Readonly<Partial<Record<RemoteName, LiveEntry>>>,
  now: number,
): Promise<RemoteHealthReport> {
  const window = healthWindow(hours, now);
  const policy = DEFAULT_CANARY_POLICY;
  // The period and every canary's judge window (a canary may have started before the period).
  const from = Math.min(
    window.from,
    ...REMOTE_NAMES.flatMap((remote) => {
      const canary = live[remote]?.canary;
      return canary ? [judgeWindow(canary.at, now, policy).from] : [];
    }),
  );
  let snapshot;
  try {
    snapshot = await getDocs(
      query(
        collection(leadsFirestore(firebase), TELEMETRY_COLLECTION),
        where('kind', '==', 'remote'),
        where('minute', '>=', from),
        where('minute', '<=', window.to),
      ),
    );
  } catch (error) {
    const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
    if (code === 'permission-denied' || code === 'unauthenticated')
      throw new InboxError(INBOX_FIREBASE_ERRORS.forbidden, 403);
    throw new InboxError(INBOX_TEXT.networkError, 0);
  }
  const rows = snapshot.docs.flatMap((document) => rowsOfTelemetryDocument(document.data()));
  const canaries = REMOTE_NAMES.flatMap((remote): CanaryHealth[] => {
    const entry = live[remote];
    const health = entry ? canaryHealth(remote, entry, rows, now, policy) : undefined;
    return health ? [health] : [];
  });
  return { hours, ...window, remotes: summarizeRemoteHealth(rows, window), canaries, policy };
}
