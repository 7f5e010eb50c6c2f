import {
  NotificationOverviewSchema,
  NotificationRecordSchema,
  type NotificationChannel,
  type NotificationOverview,
  type NotificationRecord,
} from '@gagyeong/contracts/notifications';
import { INBOX_TEXT } from '../../../content/admin-text';
import type { SiteConfig } from '@gagyeong/contracts';
import { apiBaseOf } from './api-base';
import { adminApiClient, guarded, InboxError, type AsVisitor } from './inbox-api';

/** What /admin's notification section needs, from the embedded server or from Firestore. */
export interface NotificationsApi {
  overview(): Promise<NotificationOverview>;
  /** Queues a failed notification again. */
  resend(id: string): Promise<NotificationRecord>;
  /** Sends a test through the channel; resolves with its outcome. */
  test(channel: NotificationChannel): Promise<NotificationRecord>;
}

/** The embedded server's lead-notification routes for /admin (local mode); `server` when a server loader asks. */
export function createNotificationsApi(apiBase: string, server?: AsVisitor): NotificationsApi {
  const api = adminApiClient(apiBase, server);
  return {
    overview(): Promise<NotificationOverview> {
      return guarded(() => api.json(api.url(['admin', 'notifications']), NotificationOverviewSchema));
    },
    resend(id: string): Promise<NotificationRecord> {
      return guarded(() =>
        api.json(api.url(['admin', 'notifications', id, 'resend']), NotificationRecordSchema, {
          method: 'POST',
          body: {},
        }),
      );
    },
    test(channel: NotificationChannel): Promise<NotificationRecord> {
      return guarded(() =>
        api.json(api.url(['admin', 'notifications', 'test']), NotificationRecordSchema, {
          method: 'POST',
          body: { channel },
        }),
      );
    },
  };
}

/**
 * The section's data for the runtime config: the embedded server in local mode, the Cloud
 * Functions' outbox in Firestore in firebase mode (a chunk loaded on first use).
 */
export function notificationsFor(config: SiteConfig): NotificationsApi {
  const { backend } = config;
  if (backend.mode === 'local') return createNotificationsApi(apiBaseOf(config));
  const { firebase } = backend;
  let loading: Promise<NotificationsApi> | undefined;
  const firestore = async () => {
    loading ??= import(/* webpackChunkName: "inbox-firebase" */ './firebase/firestore-notifications').then(
      ({ createFirestoreNotifications }) => createFirestoreNotifications(firebase),
    );
    try {
      return await loading;
    } catch {
      loading = undefined;
      throw new InboxError(INBOX_TEXT.networkError, 0);
    }
  };
  return {
    overview: async () => (await firestore()).overview(),
    resend: async (id) => (await firestore()).resend(id),
    test: async (channel) => (await firestore()).test(channel),
  };
}
