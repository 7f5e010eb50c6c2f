import {
  addDoc,
  collection,
  doc,
  getCount,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  Timestamp,
  updateDoc,
  where,
  type DocumentData,
} from 'firebase/firestore/lite';
import type { FirebaseConfig } from '@gagyeong/contracts';
import {
  isNotificationChannel,
  NOTIFICATION_STATES,
  NOTIFICATIONS_SHOWN,
  type NotificationOverview,
  type NotificationRecord,
  type NotificationState,
} from '@gagyeong/contracts/notifications';
import { leadsFirestore } from '../../../../firebase/firebase-app';
import { leadsAuth } from '../../../../firebase/firebase-auth';
import type { NotificationsApi } from '../notifications-api';
import { toInboxError } from './firestore-inbox';

/** The Cloud Functions' outbox and their channel description (functions/src/firestore-outbox.ts). */
const OUTBOX = 'leadNotifications';
const CHANNELS = 'leadNotificationChannels';
/** How long a test waits for the function's outcome, looking this often. */
const TEST_WAIT_MS = 15_000;
const TEST_POLL_MS = 250;

const iso = (value: unknown) => (value instanceof Timestamp ? value.toDate().toISOString() : null);

function toRecord(id: string, data: DocumentData): NotificationRecord {
  const state = (NOTIFICATION_STATES as readonly unknown[]).includes(data.state)
    ? (data.state as NotificationState)
    : 'pending';
  const waiting = state === 'pending' || state === 'sending' || state === 'retrying';
  return {
    id,
    kind: data.kind === 'test' ? 'test' : 'lead',
    leadId: typeof data.leadId === 'string' ? data.leadId : null,
    channel: isNotificationChannel(data.channel) ? data.channel : 'email',
    state,
    attempts: typeof data.attempts === 'number' ? data.attempts : 0,
    createdAt: iso(data.createdAt) ?? '',
    nextAttemptAt: waiting ? iso(data.nextAttemptAt) : null,
    sentAt: iso(data.sentAt),
    lastError: typeof data.lastError === 'string' ? data.lastError : '',
  };
}

/**
 * /admin's notification section on Firebase (firebase mode): the outbox the Cloud Functions keep,
 * read under firestore.rules by the signed-in administrator; a resend and a test are writes the
 * rules allow, which the functions pick up at once.
 */
export function createFirestoreNotifications(
  config: FirebaseConfig,
  { testWaitMs = TEST_WAIT_MS }: { readonly testWaitMs?: number } = {},
): NotificationsApi {
  const db = leadsFirestore(config);
  const auth = leadsAuth(config);
  const guard = async <T>(call: () => Promise<T>) => {
    try {
      return await call();
    } catch (error) {
      throw toInboxError(error, auth.currentUser !== null);
    }
  };
  const read = async (id: string) => {
    const snapshot = await getDoc(doc(db, OUTBOX, id));
    return snapshot.exists() ? toRecord(snapshot.id, snapshot.data()) : undefined;
  };

  return {
    overview: () =>
      guard(async (): Promise<NotificationOverview> => {
        await auth.authStateReady();
        const [channels, recent, ...counts] = await Promise.all([
          getDoc(doc(db, CHANNELS, 'current')),
          getDocs(query(collection(db, OUTBOX), orderBy('createdAt', 'desc'), limit(NOTIFICATIONS_SHOWN))),
          ...NOTIFICATION_STATES.map((state) => getCount(query(collection(db, OUTBOX), where('state', '==', state)))),
        ]);
        const described: unknown = channels.exists() ? channels.get('channels') : [];
        return {
          channels: Array.isArray(described)
            ? described.flatMap((entry: { channel?: unknown; target?: unknown }) =>
                isNotificationChannel(entry.channel)
                  ? [{ channel: entry.channel, target: typeof entry.target === 'string' ? entry.target : '' }]
                  : [],
              )
            : [],
          counts: Object.fromEntries(
            NOTIFICATION_STATES.map((state, index) => [state, counts[index]?.data().count ?? 0]),
          ) as Record<NotificationState, number>,
          items: recent.docs.map((snapshot) => toRecord(snapshot.id, snapshot.data())),
        };
      }),
    resend: (id) =>
      guard(async () => {
        await updateDoc(doc(db, OUTBOX, id), {
          state: 'pending',
          nextAttemptAt: serverTimestamp(),
          windowStartedAt: serverTimestamp(),
        });
        const record = await read(id);
        if (!record) throw new Error('not-found');
        return record;
      }),
    test: (channel) =>
      guard(async () => {
        const ref = await addDoc(collection(db, OUTBOX), {
          kind: 'test',
          leadId: null,
          channel,
          state: 'pending',
          attempts: 0,
          createdAt: serverTimestamp(),
          windowStartedAt: serverTimestamp(),
          nextAttemptAt: serverTimestamp(),
          sentAt: null,
          lastError: '',
        });
        const deadline = Date.now() + testWaitMs;
        for (;;) {
          const record = await read(ref.id);
          if (!record) throw new Error('not-found');
          if (record.state === 'sent' || record.state === 'failed' || record.state === 'retrying') return record;
          if (Date.now() > deadline) return record;
          await new Promise((resolve) => setTimeout(resolve, TEST_POLL_MS));
        }
      }),
  };
}
