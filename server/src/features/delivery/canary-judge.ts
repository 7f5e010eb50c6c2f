import { REMOTE_NAMES, type RemoteName } from '@gagyeong/contracts';
import type { AggregateRow } from '@gagyeong/contracts/telemetry';
import {
  canaryHealth,
  judgeWindow,
  rollbackReason,
  type CanaryHealth,
  type CanaryPolicy,
} from '@gagyeong/contracts/remote-health';
import { rollback } from '../releases/live-map';
import { checkStoredShape, type LiveMapStore } from '../releases/live-map-store';
import { ReleaseError } from '../releases/release-error';

/**
 * The canary judge (docs/decisions/0064-errors-per-version-and-the-canary-judge.md): for every
 * running canary of the live map, its page views and failures over the sliding window against the
 * stable version's (contracts' canaryHealth), and a rollback, with the reason in the deployment
 * log, when it fails past the policy. It never promotes. The same function runs in the host (local
 * mode, every CANARY_JUDGE_INTERVAL_MS) and in the deploy command (firebase mode, `--watch`, or
 * `npm run remotes:judge` from a scheduler).
 */
export interface CanaryJudgeOptions {
  readonly store: LiveMapStore;
  /** The `remote` counters between two minutes (inclusive): the host's database, or Firestore. */
  readonly counts: (fromMinute: number, toMinute: number) => Promise<AggregateRow[]>;
  readonly policy: CanaryPolicy;
  readonly now: () => number;
  /** Who the rollback is recorded as (the file log's; Firestore records the signed-in account). */
  readonly by: string;
  /** The remotes to judge (the command: its remote); every remote by default. */
  readonly remotes?: readonly RemoteName[];
}

export interface CanaryJudgement {
  readonly health: CanaryHealth;
  /** The reason recorded, when this judgement rolled the canary back. */
  readonly rolledBack?: string;
}

export async function judgeCanaries(options: CanaryJudgeOptions): Promise<CanaryJudgement[]> {
  const { store, policy, now } = options;
  const { live } = checkStoredShape(await store.read());
  const judgements: CanaryJudgement[] = [];
  for (const remote of options.remotes ?? REMOTE_NAMES) {
    const entry = live[remote];
    if (!entry?.canary) continue;
    const at = now();
    const window = judgeWindow(entry.canary.at, at, policy);
    const health = canaryHealth(remote, entry, await options.counts(window.from, window.to), at, policy);
    if (!health) continue;
    if (health.action !== 'rollback') {
      judgements.push({ health });
      continue;
    }
    const reason = rollbackReason(health, policy);
    try {
      await rollback(store, { remote, by: options.by, reason, canaryOnly: { url: entry.canary.url } });
      judgements.push({ health, rolledBack: reason });
    } catch (error) {
      // Ended meanwhile (a person, or another host's judge): nothing left to do.
      if (!(error instanceof ReleaseError)) throw error;
      judgements.push({ health });
    }
  }
  return judgements;
}
