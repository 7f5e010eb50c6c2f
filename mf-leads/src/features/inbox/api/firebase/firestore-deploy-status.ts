import { collection, doc, getDoc, getDocs, limit, orderBy, query } from 'firebase/firestore/lite';
import { REMOTE_NAMES, type FirebaseConfig } from '@gagyeong/contracts';
import {
  DEPLOY_LOG_COLLECTION,
  LIVE_REMOTES_COLLECTION,
  deployLogEntryFromDocument,
  liveEntryFromDocument,
  type DeployLogEntry,
  type LiveEntry,
} from '@gagyeong/contracts/live-map';
import { INBOX_FIREBASE_ERRORS, INBOX_TEXT } from '../../../../content/admin-text';
import { leadsFirestore } from '../../../../firebase/firebase-app';
import { InboxError } from '../inbox-api';
import { DEPLOY_LOG_SHOWN, type DeployStatus } from '../deploy-status';

function codeOf(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : '';
}

/**
 * The live map and the deployment log from Firestore, read in the browser as the signed-in
 * administrator: the rules let the admin claim read the log (the map is public). The map's
 * documents name no person; who made each deployment comes from its log entry.
 */
export async function readFirestoreDeployStatus(firebase: FirebaseConfig): Promise<Omit<DeployStatus, 'hosts'>> {
  const db = leadsFirestore(firebase);
  try {
    const [map, logSnapshot] = await Promise.all([
      getDocs(collection(db, LIVE_REMOTES_COLLECTION)),
      getDocs(query(collection(db, DEPLOY_LOG_COLLECTION), orderBy('at', 'desc'), limit(DEPLOY_LOG_SHOWN))),
    ]);
    const log: DeployLogEntry[] = [];
    let logUnreadable = 0;
    for (const document of logSnapshot.docs) {
      const entry = deployLogEntryFromDocument(document.id, document.data());
      if (entry.ok) log.push(entry.value);
      else logUnreadable += 1;
    }
    const by = new Map(log.flatMap((entry) => (entry.id ? [[entry.id, entry.by] as const] : [])));
    // A deployment older than the entries shown: its own log entry says who.
    const missing = map.docs
      .flatMap((document) => ['logId', 'previous.logId', 'canary.logId'].map((field) => document.get(field) as unknown))
      .filter((id): id is string => typeof id === 'string' && !by.has(id));
    await Promise.all(
      [...new Set(missing)].map(async (id) => {
        const who: unknown = (await getDoc(doc(db, DEPLOY_LOG_COLLECTION, id))).get('by');
        if (typeof who === 'string') by.set(id, who);
      }),
    );
    const remotes = REMOTE_NAMES.map((remote) => {
      const document = map.docs.find((d) => d.id === remote);
      if (!document) return { remote };
      const entry = liveEntryFromDocument(document.data(), (logId) =>
        logId === null ? null : (by.get(logId) ?? null),
      );
      const live: LiveEntry | undefined = entry.ok ? entry.value : undefined;
      return live ? { remote, live } : { remote };
    });
    return { remotes, log, logUnreadable };
  } catch (error) {
    if (error instanceof InboxError) throw error;
    const code = codeOf(error);
    if (code === 'permission-denied' || code === 'unauthenticated')
      throw new InboxError(INBOX_FIREBASE_ERRORS.forbidden, 403);
    if (code === 'unavailable' || code === 'deadline-exceeded') throw new InboxError(INBOX_TEXT.networkError, 0);
    throw new InboxError(INBOX_TEXT.unexpected, 500);
  }
}
