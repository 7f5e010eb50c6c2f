import type { FastifyPluginAsync } from 'fastify';
import {
  isNotificationChannel,
  NOTIFICATION_MESSAGES,
  NOTIFICATIONS_SHOWN,
  type NotificationOverview,
  type NotificationRecord,
} from '@gagyeong/contracts/notifications';
import { configuredChannels, describeChannel, type ChannelConfig } from '@gagyeong/notify';
import { ERROR_CODES, HttpError } from '../../http/errors';
import { requireAdmin } from '../auth/require-admin';
import { enqueueTestNotification } from './enqueue-test-notification';
import { getNotification, listNotifications } from './list-notifications';
import { resendNotification } from './resend-notification';

/** How long the test route waits for the worker's outcome before answering with the state so far. */
const TEST_WAIT_MS = 15_000;
const TEST_POLL_MS = 50;

function notFound(): HttpError {
  return new HttpError(404, ERROR_CODES.notificationNotFound, NOTIFICATION_MESSAGES.notFound);
}

function idOf(raw: string): number {
  const id = Number(raw);
  if (!/^\d{1,15}$/.test(raw) || !Number.isSafeInteger(id)) throw notFound();
  return id;
}

/**
 * The administrator's view of lead notifications (behind one onRequest hook, as every admin plugin):
 * - `GET /api/admin/notifications`: configured channels, counts per state, the newest ones;
 * - `POST /api/admin/notifications/:id/resend`: a failed one queued again;
 * - `POST /api/admin/notifications/test` `{ channel }`: a test message through the worker,
 *   answered with its outcome (or its state after 15 s).
 */
export const notificationAdminRoutes: FastifyPluginAsync<{ readonly channels: ChannelConfig }> = async (
  app,
  options,
) => {
  app.addHook('onRequest', requireAdmin);

  app.get('/api/admin/notifications', async (): Promise<NotificationOverview> => {
    const { items, counts } = listNotifications(app.db, NOTIFICATIONS_SHOWN);
    const channels = configuredChannels(options.channels).map((channel) => ({
      channel,
      target: describeChannel(options.channels, channel),
    }));
    return { channels, counts, items };
  });

  app.post<{ Params: { id: string } }>(
    '/api/admin/notifications/:id/resend',
    async (request): Promise<NotificationRecord> => {
      const id = idOf(request.params.id);
      const result = resendNotification(app.db, id, app.now());
      if (result === 'missing') throw notFound();
      if (result === 'not-failed') throw new HttpError(409, ERROR_CODES.conflict, NOTIFICATION_MESSAGES.notFailed);
      request.log.info({ notification: id }, 'lead notification resent by the administrator');
      const record = getNotification(app.db, id);
      if (!record) throw notFound();
      return record;
    },
  );

  app.post('/api/admin/notifications/test', async (request): Promise<NotificationRecord> => {
    const body: unknown = request.body;
    const channel = typeof body === 'object' && body !== null && 'channel' in body ? body.channel : undefined;
    if (!isNotificationChannel(channel)) {
      throw new HttpError(400, ERROR_CODES.validationFailed, NOTIFICATION_MESSAGES.channel);
    }
    if (!configuredChannels(options.channels).includes(channel)) {
      throw new HttpError(409, ERROR_CODES.conflict, NOTIFICATION_MESSAGES.notConfigured);
    }
    const id = enqueueTestNotification(app.db, channel, app.now());
    const deadline = Date.now() + TEST_WAIT_MS;
    for (;;) {
      const record = getNotification(app.db, id);
      if (!record) throw notFound();
      const settled = record.state === 'sent' || record.state === 'failed' || record.state === 'retrying';
      if (settled || Date.now() > deadline) return record;
      await new Promise((resolve) => setTimeout(resolve, TEST_POLL_MS));
    }
  });
};
