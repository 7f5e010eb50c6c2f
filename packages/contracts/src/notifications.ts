import * as v from 'valibot';

/**
 * Lead notifications as /admin sees them (docs/decisions/0090-lead-notifications.md): the outbox's
 * states and channels, and the answers of the embedded server's admin API. The delivery itself
 * (message, retries, senders) is `@gagyeong/notify`, which never reaches a browser.
 */
export const NOTIFICATION_STATES = ['pending', 'sending', 'retrying', 'sent', 'failed'] as const;
export type NotificationState = (typeof NOTIFICATION_STATES)[number];

export const NOTIFICATION_STATE_LABELS: Readonly<Record<NotificationState, string>> = {
  pending: '대기 중',
  sending: '보내는 중',
  retrying: '재시도 중',
  sent: '발송 완료',
  failed: '실패',
};

export const NOTIFICATION_CHANNELS = ['email', 'webhook'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const NOTIFICATION_CHANNEL_LABELS: Readonly<Record<NotificationChannel, string>> = {
  email: '메일',
  webhook: '웹훅',
};

export function isNotificationChannel(value: unknown): value is NotificationChannel {
  return typeof value === 'string' && (NOTIFICATION_CHANNELS as readonly string[]).includes(value);
}

/** A notification of a lead, or the administrator's test of a channel. */
export type NotificationKind = 'lead' | 'test';

export interface NotificationRecord {
  /** The embedded server's row number, or the Firestore document id (`<lead id>-<channel>`). */
  readonly id: string;
  readonly kind: NotificationKind;
  /** The lead it announces; null for a test. */
  readonly leadId: string | null;
  readonly channel: NotificationChannel;
  readonly state: NotificationState;
  readonly attempts: number;
  /** ISO 8601 times; null when not (yet) known. */
  readonly createdAt: string;
  readonly nextAttemptAt: string | null;
  readonly sentAt: string | null;
  /** Why the last attempt failed (a status line, never the message). */
  readonly lastError: string;
}

/** `GET /api/admin/notifications`: the configured channels and the recent notifications. */
export interface NotificationOverview {
  readonly channels: readonly { readonly channel: NotificationChannel; readonly target: string }[];
  readonly counts: Readonly<Record<NotificationState, number>>;
  readonly items: readonly NotificationRecord[];
}

/** How many recent notifications /admin lists. */
export const NOTIFICATIONS_SHOWN = 20;

export const NOTIFICATION_MESSAGES = {
  notFound: '알림을 찾을 수 없습니다. 관심고객과 함께 삭제되었을 수 있습니다.',
  notFailed: '실패한 알림만 다시 보낼 수 있습니다.',
  channel: '알림 경로(channel)는 email 또는 webhook이어야 합니다.',
  notConfigured: '이 알림 경로는 서버에 설정되어 있지 않습니다.',
} as const;

const StateSchema = v.picklist(NOTIFICATION_STATES);
const ChannelSchema = v.picklist(NOTIFICATION_CHANNELS);

export const NotificationRecordSchema: v.GenericSchema<unknown, NotificationRecord> = v.object({
  id: v.string(),
  kind: v.picklist(['lead', 'test']),
  leadId: v.nullable(v.string()),
  channel: ChannelSchema,
  state: StateSchema,
  attempts: v.number(),
  createdAt: v.string(),
  nextAttemptAt: v.nullable(v.string()),
  sentAt: v.nullable(v.string()),
  lastError: v.string(),
});

export const NotificationOverviewSchema: v.GenericSchema<unknown, NotificationOverview> = v.object({
  channels: v.array(v.object({ channel: ChannelSchema, target: v.string() })),
  counts: v.object(
    Object.fromEntries(NOTIFICATION_STATES.map((state) => [state, v.number()])) as Record<
      NotificationState,
      v.NumberSchema<undefined>
    >,
  ),
  items: v.array(NotificationRecordSchema),
});
