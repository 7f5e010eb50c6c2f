import { initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentCreated, onDocumentDeleted, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import type { NotificationChannel } from '@gagyeong/contracts/notifications';
import {
  channelConfigFromEnv,
  configuredChannels,
  createChannelSenders,
  DEFAULT_DELIVERY_POLICY,
  describeChannel,
  NotifyConfigError,
} from '@gagyeong/notify';
import {
  deleteLeadNotifications,
  deliverDueNotifications,
  deliverNotification,
  CHANNELS,
  LEADS,
  OUTBOX,
  queueLeadNotifications,
  type OutboxDeps,
} from './firestore-outbox';

/**
 * Lead notifications of firebase mode (docs/decisions/0090-lead-notifications.md), on Firestore
 * triggers: a lead created from a browser (under firestore.rules) queues one notification per
 * configured channel; a notification that becomes pending (queued, resent, an administrator's test)
 * is sent at once; a scheduler sends what falls due again (retries, leases of a dead instance);
 * deleting a lead deletes its notifications. Channels come from the functions' environment
 * (SITE_URL, SMTP_URL, NOTIFY_EMAIL_TO, NOTIFY_WEBHOOK_URL…), as the embedded server's.
 */
initializeApp();

/** Seoul, beside the Firestore database of a Korean site. */
const region = process.env.FUNCTIONS_REGION || 'asia-northeast3';

let deps: (OutboxDeps & { readonly channels: readonly NotificationChannel[] }) | undefined;
function outbox(): OutboxDeps & { readonly channels: readonly NotificationChannel[] } {
  if (deps) return deps;
  const siteUrl = process.env.SITE_URL?.replace(/\/+$/, '') ?? '';
  if (!/^https?:\/\//.test(siteUrl)) throw new NotifyConfigError('SITE_URL: the public origin the messages link to');
  const channels = channelConfigFromEnv(process.env, siteUrl);
  deps = {
    db: getFirestore(),
    senders: createChannelSenders(channels),
    siteUrl,
    policy: DEFAULT_DELIVERY_POLICY,
    now: Date.now,
    channels: configuredChannels(channels),
  };
  logger.info('lead notifications configured', { channels: deps.channels });
  // What /admin shows of the configuration: where each channel points, never a credential.
  deps.db
    .collection(CHANNELS)
    .doc('current')
    .set({
      channels: deps.channels.map((channel) => ({ channel, target: describeChannel(channels, channel) })),
      updatedAt: FieldValue.serverTimestamp(),
    })
    .catch((error: unknown) => logger.warn('channel description not written', { error: String(error) }));
  return deps;
}

export const queueLeadNotificationsOnCreate = onDocumentCreated(
  { document: `${LEADS}/{leadId}`, region },
  async (event) => {
    const { db, channels } = outbox();
    const refs = await queueLeadNotifications(db, event.params.leadId, channels, Date.now());
    logger.info('lead notifications queued', { lead: event.params.leadId, count: refs.length });
  },
);

export const deliverLeadNotification = onDocumentWritten(
  { document: `${OUTBOX}/{notificationId}`, region },
  async (event) => {
    const after = event.data?.after;
    if (!after?.exists || after.get('state') !== 'pending') return;
    const state = await deliverNotification(outbox(), after.ref);
    logger.info('lead notification attempt', { notification: after.id, state });
  },
);

export const deleteLeadNotificationsOnLeadDelete = onDocumentDeleted(
  { document: `${LEADS}/{leadId}`, region },
  async (event) => {
    const count = await deleteLeadNotifications(outbox().db, event.params.leadId);
    logger.info('lead notifications deleted with their lead', { lead: event.params.leadId, count });
  },
);

export const retryLeadNotifications = onSchedule(
  { schedule: 'every 1 minutes', region, timeZone: 'Asia/Seoul' },
  async () => {
    const sent = await deliverDueNotifications(outbox());
    if (sent > 0) logger.info('lead notifications sent on retry', { sent });
  },
);
