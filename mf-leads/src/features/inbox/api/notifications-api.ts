import { createApiClient } from '@gagyeong/contracts/api-client';
import {
  NotificationOverviewSchema,
  NotificationRecordSchema,
  type NotificationChannel,
  type NotificationOverview,
  type NotificationRecord,
} from '@gagyeong/contracts/notifications';
import { INBOX_TEXT } from '../../../content/leads-text';
import { guarded } from './inbox-api';

/** The embedded server's lead-notification routes for /admin (local mode). */
export function createNotificationsApi(apiBase: string) {
  const api = createApiClient({
    baseUrl: apiBase,
    messages: { network: INBOX_TEXT.networkError, unexpected: INBOX_TEXT.unexpected },
  });
  return {
    overview(): Promise<NotificationOverview> {
      return guarded(() => api.json(api.url(['admin', 'notifications']), NotificationOverviewSchema));
    },
    resend(id: number): Promise<NotificationRecord> {
      return guarded(() =>
        api.json(api.url(['admin', 'notifications', String(id), 'resend']), NotificationRecordSchema, {
          method: 'POST',
          body: {},
        }),
      );
    },
    /** Sends a test through the channel; resolves with its outcome. */
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

export type NotificationsApi = ReturnType<typeof createNotificationsApi>;
