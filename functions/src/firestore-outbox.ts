import { Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import type { NotificationChannel, NotificationKind, NotificationState } from '@gagyeong/contracts/notifications';
import {
  afterFailure,
  attemptDetail,
  buildLeadMessage,
  buildTestMessage,
  type ChannelSenders,
  type DeliveryPolicy,
  type NotificationMessage,
} from '@gagyeong/notify';
import { leadNoticeOf } from './lead-notice';

/**
 * The outbox of firebase mode (docs/decisions/0090-lead-notifications.md): a document per lead and
 * channel in `leadNotifications` (id `<leadId>-<channel>`, so a retried trigger finds it), its
 * attempts in the `attempts` subcollection; the same states and policy as the embedded server's
 * table (@gagyeong/notify). Written with the Admin SDK, past firestore.rules.
 */
export const OUTBOX = 'leadNotifications';
export const LEADS = 'leads';
/** `current`: the configured channels as /admin shows them. */
export const CHANNELS = 'leadNotificationChannels';

export interface OutboxDeps {
  readonly db: Firestore;
  readonly senders: ChannelSenders;
  readonly siteUrl: string;
  readonly policy: DeliveryPolicy;
  readonly now: () => number;
}

const WAITING: readonly NotificationState[] = ['pending', 'sending', 'retrying'];

const at = (ms: number) => Timestamp.fromMillis(ms);

/** Queues the lead's notifications, once whatever how often the trigger runs. */
export async function queueLeadNotifications(
  db: Firestore,
  leadId: string,
  channels: readonly NotificationChannel[],
  now: number,
): Promise<DocumentReference[]> {
  if (channels.length === 0) return [];
  const refs = channels.map((channel) => db.collection(OUTBOX).doc(`${leadId}-${channel}`));
  await db.runTransaction(async (tx) => {
    const snaps = await tx.getAll(...refs);
    snaps.forEach((snap, index) => {
      const ref = refs[index];
      if (snap.exists || !ref) return;
      tx.create(ref, {
        kind: 'lead' satisfies NotificationKind,
        leadId,
        channel: channels[index],
        state: 'pending' satisfies NotificationState,
        attempts: 0,
        createdAt: at(now),
        windowStartedAt: at(now),
        nextAttemptAt: at(now),
        sentAt: null,
        lastError: '',
      });
    });
  });
  return refs;
}

interface Claim {
  readonly kind: NotificationKind;
  readonly leadId: string | null;
  readonly channel: NotificationChannel;
  readonly attempts: number;
  readonly windowStartedAt: number;
  readonly createdAt: number;
  readonly attemptRef: DocumentReference;
}

const millis = (value: unknown, fallback: number) => (value instanceof Timestamp ? value.toMillis() : fallback);

/** Takes one due notification for sending (lease, attempt document), or null when it is not due. */
async function claim(deps: OutboxDeps, ref: DocumentReference): Promise<Claim | null> {
  return deps.db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const data = snap.data();
    const now = deps.now();
    if (!data || !WAITING.includes(data.state as NotificationState)) return null;
    if (millis(data.nextAttemptAt, 0) > now) return null;
    const attempts = (typeof data.attempts === 'number' ? data.attempts : 0) + 1;
    const attemptRef = ref.collection('attempts').doc(String(attempts));
    tx.update(ref, { state: 'sending', attempts, nextAttemptAt: at(now + deps.policy.leaseMs) });
    tx.set(attemptRef, { attempt: attempts, startedAt: at(now), finishedAt: null, outcome: 'started', detail: '' });
    return {
      kind: data.kind === 'test' ? 'test' : 'lead',
      leadId: typeof data.leadId === 'string' ? data.leadId : null,
      channel: data.channel as NotificationChannel,
      attempts,
      windowStartedAt: millis(data.windowStartedAt, now),
      createdAt: millis(data.createdAt, now),
      attemptRef,
    };
  });
}

/**
 * Sends one notification if it is due, and records the outcome as the embedded server's worker
 * does. A notification whose lead is gone is deleted instead. Resolves with its state after.
 */
export async function deliverNotification(
  deps: OutboxDeps,
  ref: DocumentReference,
): Promise<NotificationState | 'gone' | 'not-due'> {
  const claimed = await claim(deps, ref);
  if (!claimed) return 'not-due';
  let message: NotificationMessage;
  if (claimed.kind === 'test') {
    message = buildTestMessage(deps.siteUrl, claimed.createdAt);
  } else {
    const lead = claimed.leadId === null ? undefined : await deps.db.collection(LEADS).doc(claimed.leadId).get();
    const notice = lead?.exists ? leadNoticeOf(lead.id, lead.data()) : undefined;
    if (!notice) {
      await deps.db.recursiveDelete(ref);
      return 'gone';
    }
    message = buildLeadMessage(notice, deps.siteUrl);
  }
  try {
    await deps.senders.send(claimed.channel, message);
  } catch (error) {
    const detail = attemptDetail(error);
    const now = deps.now();
    const outcome = afterFailure(deps.policy, {
      attempts: claimed.attempts,
      windowStartedAt: claimed.windowStartedAt,
      now,
    });
    const batch = deps.db.batch();
    batch.update(ref, {
      state: outcome.state,
      nextAttemptAt: at(outcome.state === 'retrying' ? outcome.nextAttemptAt : now),
      lastError: detail,
    });
    batch.update(claimed.attemptRef, { outcome: 'error', finishedAt: at(now), detail });
    await batch.commit();
    return outcome.state;
  }
  const now = deps.now();
  const batch = deps.db.batch();
  batch.update(ref, { state: 'sent', sentAt: at(now), lastError: '' });
  batch.update(claimed.attemptRef, { outcome: 'sent', finishedAt: at(now) });
  await batch.commit();
  return 'sent';
}

/** Every notification due now (retries, leases of dead instances), a page at a time. */
export async function deliverDueNotifications(deps: OutboxDeps, limit = 100): Promise<number> {
  const due = await deps.db
    .collection(OUTBOX)
    .where('state', 'in', WAITING)
    .where('nextAttemptAt', '<=', at(deps.now()))
    .orderBy('nextAttemptAt')
    .limit(limit)
    .get();
  let sent = 0;
  for (const doc of due.docs) {
    if ((await deliverNotification(deps, doc.ref)) === 'sent') sent += 1;
  }
  return sent;
}

/** A lead deleted (withdrawal, retention purge): its notifications and their attempts go too. */
export async function deleteLeadNotifications(db: Firestore, leadId: string): Promise<number> {
  const found = await db.collection(OUTBOX).where('leadId', '==', leadId).get();
  await Promise.all(found.docs.map((doc) => db.recursiveDelete(doc.ref)));
  return found.size;
}
