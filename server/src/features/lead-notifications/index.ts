import type { FastifyPluginAsync } from 'fastify';
import {
  configuredChannels,
  createChannelSenders,
  DEFAULT_DELIVERY_POLICY,
  type ChannelConfig,
  type DeliveryPolicy,
} from '@gagyeong/notify';
import { notificationAdminRoutes } from './admin-routes';
import { startOutboxWorker, type OutboxWorker } from './outbox-worker';
import { setNotificationChannels } from './set-channels';

export { enqueueLeadNotifications } from './enqueue-lead-notifications';

export interface LeadNotificationOptions {
  /** Where notifications go (SMTP, webhook); none configured: nothing is queued. */
  readonly channels: ChannelConfig;
  readonly policy?: Partial<DeliveryPolicy>;
  /** Longest sleep of the worker between two looks at the outbox. */
  readonly idleMs?: number;
}

/**
 * Lead notifications in local mode (docs/decisions/0090-lead-notifications.md): the channels this
 * server configures (new leads are queued for them in their own transaction, insert-lead.ts), the
 * worker that drains the outbox while the server runs, and the administrator's routes.
 */
export const leadNotifications: FastifyPluginAsync<LeadNotificationOptions> = async (app, options) => {
  const policy = { ...DEFAULT_DELIVERY_POLICY, ...options.policy };
  setNotificationChannels(app.db, configuredChannels(options.channels));
  let worker: OutboxWorker | undefined;
  app.addHook('onReady', async () => {
    worker = startOutboxWorker({
      db: app.db,
      senders: createChannelSenders(options.channels),
      siteUrl: options.channels.siteUrl,
      policy,
      now: app.now,
      log: app.log,
      idleMs: options.idleMs,
    });
  });
  // Before the database closes (hooks run in reverse order of registration: the db's was first).
  app.addHook('onClose', async () => worker?.stop());
  await app.register(notificationAdminRoutes, { channels: options.channels });
};
