import type { FastifyPluginAsync } from 'fastify';
import { REMOTE_NAMES } from '@gagyeong/contracts';
import { CANARY_JUDGE_CODES } from '@gagyeong/contracts/error-codes';
import {
  canaryHealth,
  healthPeriodOf,
  healthWindow,
  judgeWindow,
  summarizeRemoteHealth,
  type CanaryHealth,
  type CanaryPolicy,
  type RemoteHealthReport,
} from '@gagyeong/contracts/remote-health';
import { requireAdmin } from '../auth/require-admin';
import type { LiveMapStore } from '../releases/live-map-store';
import type { TelemetryReader } from '../telemetry';
import { judgeCanaries } from './canary-judge';

export interface RemoteHealthOptions {
  /** The host's counters (local mode), read with what arrived since the last flush. */
  readonly reader: TelemetryReader;
  readonly store: LiveMapStore;
  readonly policy: CanaryPolicy;
  /** How often the host judges the running canaries; 0: never (another judge runs). */
  readonly judgeIntervalMs: number;
}

/** Who the host's judge is recorded as in the deployment log. */
export const HOST_JUDGE = 'canary-judge';

/**
 * Local mode's errors per version (docs/decisions/0064-errors-per-version-and-the-canary-judge.md):
 * `GET /api/admin/remote-health?hours=` (the administrator: /admin/remotes' chart and each running
 * canary's standing), and the host's canary judge, which owns both the counters and the map file
 * here. Firebase mode reads the counters in the administrator's browser, and judges in the deploy
 * command (`--watch`) or a scheduled `npm run remotes:judge`: its hosts hold no credential.
 */
export const remoteHealthRoutes: FastifyPluginAsync<RemoteHealthOptions> = async (app, options) => {
  const { reader, store, policy } = options;
  const counts = (from: number, to: number, step?: number) => reader.read(['remote'], from, to, step);

  await app.register(async (admin) => {
    admin.addHook('onRequest', requireAdmin);
    admin.get<{ Querystring: { hours?: string } }>(
      '/api/admin/remote-health',
      async (request): Promise<RemoteHealthReport> => {
        const hours = healthPeriodOf(request.query.hours);
        const now = app.now();
        const window = healthWindow(hours, now);
        const { live } = app.liveRemotes.peek();
        const canaries: CanaryHealth[] = [];
        for (const remote of REMOTE_NAMES) {
          const entry = live[remote];
          if (!entry?.canary) continue;
          const judged = judgeWindow(entry.canary.at, now, policy);
          const health = canaryHealth(remote, entry, await counts(judged.from, judged.to), now, policy);
          if (health) canaries.push(health);
        }
        const rows = await counts(window.from, window.to, window.step);
        return { hours, ...window, remotes: summarizeRemoteHealth(rows, window), canaries, policy };
      },
    );
  });

  if (options.judgeIntervalMs <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let judging = false;
  const judge = async () => {
    // One judgement at a time: a slow read never stacks another on it.
    if (judging) return;
    judging = true;
    try {
      const judgements = await judgeCanaries({ store, counts, policy, now: app.now, by: HOST_JUDGE });
      for (const { rolledBack } of judgements) {
        if (rolledBack) app.log.warn(`${CANARY_JUDGE_CODES.rollback} ${rolledBack}`);
      }
    } catch (error) {
      app.log.error({ err: error }, `${CANARY_JUDGE_CODES.failed} the canary judge could not judge this time`);
    } finally {
      judging = false;
    }
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => void judge(), options.judgeIntervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
};
