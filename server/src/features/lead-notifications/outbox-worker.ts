import type { Database } from 'better-sqlite3';
import type { FastifyBaseLogger } from 'fastify';
import {
  afterFailure,
  attemptDetail,
  buildLeadMessage,
  buildTestMessage,
  type ChannelSenders,
  type DeliveryPolicy,
} from '@gagyeong/notify';
import { claimDueNotifications, type ClaimedNotification } from './claim-due-notifications';
import { nextDueAt } from './next-due-at';
import { recoverInterruptedNotifications } from './recover-interrupted-notifications';
import { onOutboxWake } from './outbox-wake';
import { readLeadNotice } from './read-lead-notice';
import { recordFailure, recordSent } from './record-attempt';

export interface OutboxWorkerOptions {
  readonly db: Database;
  readonly senders: ChannelSenders;
  readonly siteUrl: string;
  readonly policy: DeliveryPolicy;
  readonly now: () => number;
  readonly log: FastifyBaseLogger;
  /** Notifications sent at once. */
  readonly concurrency?: number;
  /** Longest sleep between two looks at the outbox (a queued lead wakes the worker at once). */
  readonly idleMs?: number;
}

export interface OutboxWorker {
  stop(): Promise<void>;
}

/**
 * Drains the outbox in this process: wakes when a lead is queued, when a retry falls due, and
 * every `idleMs` (a lease expired, the clock moved). Sends, then records the outcome; a crash in
 * between sends again after restart (at least once). Never throws: a failure is an attempt.
 */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, senders, policy, now, log } = options;
  const concurrency = options.concurrency ?? 4;
  const idleMs = options.idleMs ?? 1000;
  let stopped = false;
  let running: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  async function deliver(item: ClaimedNotification): Promise<void> {
    try {
      let message;
      if (item.kind === 'test') {
        message = buildTestMessage(options.siteUrl, item.createdAt);
      } else {
        const notice = item.leadId === null ? undefined : readLeadNotice(db, item.leadId);
        // Deleted meanwhile: its notifications went with it (cascade); nothing to send.
        if (!notice) return;
        message = buildLeadMessage(notice, options.siteUrl);
      }
      await senders.send(item.channel, message);
      recordSent(db, item.id, item.attemptId, now());
      log.info({ notification: item.id, channel: item.channel, attempt: item.attempts }, 'lead notification sent');
    } catch (error) {
      const detail = attemptDetail(error);
      const at = now();
      const outcome = afterFailure(policy, { attempts: item.attempts, windowStartedAt: item.windowStartedAt, now: at });
      try {
        recordFailure(db, item.id, item.attemptId, at, outcome, detail);
      } catch (recordError) {
        // The lease makes it due again; nothing is lost.
        log.error({ err: recordError, notification: item.id }, 'lead notification outcome not recorded');
      }
      const level = outcome.state === 'failed' ? 'error' : 'warn';
      log[level](
        { notification: item.id, channel: item.channel, attempt: item.attempts, detail, next: outcome },
        'lead notification attempt failed',
      );
    }
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      for (;;) {
        if (stopped) return;
        const batch = claimDueNotifications(db, now(), concurrency, policy.leaseMs);
        if (batch.length === 0) break;
        await Promise.all(batch.map(deliver));
      }
    } while (again && !stopped);
  }

  function schedule(): void {
    if (stopped) return;
    clearTimeout(timer);
    const due = nextDueAt(db);
    const wait = due === undefined ? idleMs : Math.max(0, Math.min(idleMs, due - now()));
    timer = setTimeout(wake, wait);
    timer.unref();
  }

  function wake(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => log.error({ err: error }, 'lead notification worker failed; it retries'))
      .finally(() => {
        running = undefined;
        try {
          schedule();
        } catch (error) {
          log.error({ err: error }, 'lead notification worker cannot read the outbox');
          timer = setTimeout(wake, idleMs);
          timer.unref();
        }
      });
  }

  const recovered = recoverInterruptedNotifications(db, now());
  if (recovered > 0) log.warn({ recovered }, 'lead notifications interrupted by a stop: sending them again');
  onOutboxWake(db, wake);
  wake();

  return {
    async stop() {
      stopped = true;
      onOutboxWake(db, undefined);
      clearTimeout(timer);
      await running;
      senders.close();
    },
  };
}
