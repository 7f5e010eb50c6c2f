/**
 * How a notification moves through the outbox, the same in both backends (the embedded server's
 * table and the Firestore collection of firebase mode):
 *
 *   pending ──send──▶ sent
 *      │  └─fails──▶ retrying ──send──▶ sent
 *      │                 └─fails past the bound──▶ failed ──resend (administrator)──▶ pending
 *      └─ sending: claimed by a worker; a worker that died mid-send leaves it to be claimed again
 *
 * At least once: a notification is marked sent only after the channel accepted it, so a crash
 * between the two sends it again (at most a few times: once per crash).
 */
export {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_STATES,
  NOTIFICATION_STATE_LABELS,
  isNotificationChannel,
  type NotificationChannel,
  type NotificationState,
} from '@gagyeong/contracts/notifications';

export interface DeliveryPolicy {
  /** Wait before the first retry; each later one waits twice as long as the one before. */
  readonly firstRetryMs: number;
  /** Longest wait between two attempts. */
  readonly maxRetryMs: number;
  /** From queueing (or the administrator's resend): past it a failure is final ("failed"). */
  readonly giveUpAfterMs: number;
  /** A claim older than this belongs to a worker that died: the notification is due again. */
  readonly leaseMs: number;
}

/**
 * Retries at 30 s, 1, 2, 4 … up to 15 minutes apart, for 24 hours: an SMTP server down for a
 * night is caught up the next morning; a channel broken for a day shows as failed in /admin.
 */
export const DEFAULT_DELIVERY_POLICY: DeliveryPolicy = {
  firstRetryMs: 30_000,
  maxRetryMs: 15 * 60_000,
  giveUpAfterMs: 24 * 60 * 60_000,
  leaseMs: 2 * 60_000,
};

export type FailureOutcome =
  { readonly state: 'retrying'; readonly nextAttemptAt: number } | { readonly state: 'failed' };

/**
 * After failed attempt number `attempts` (1 for the first) of a notification whose retry window
 * opened at `windowStartedAt`: when to try again, or that it has failed for good.
 */
export function afterFailure(
  policy: DeliveryPolicy,
  attempt: { readonly attempts: number; readonly windowStartedAt: number; readonly now: number },
): FailureOutcome {
  const wait = Math.min(policy.firstRetryMs * 2 ** Math.max(0, attempt.attempts - 1), policy.maxRetryMs);
  const nextAttemptAt = attempt.now + wait;
  if (nextAttemptAt - attempt.windowStartedAt > policy.giveUpAfterMs) return { state: 'failed' };
  return { state: 'retrying', nextAttemptAt };
}

/** Longest error detail kept with an attempt (a status line, never a message body). */
export const ATTEMPT_DETAIL_MAX = 300;

export function attemptDetail(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\s+/g, ' ').trim().slice(0, ATTEMPT_DETAIL_MAX);
}
