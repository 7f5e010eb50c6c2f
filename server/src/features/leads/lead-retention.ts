import type { FastifyPluginAsync } from 'fastify';
import { purgeAccessRecords } from '../access';
import { purgeAccountChanges } from '../auth/account-changes';
import { PURGE_INTERVAL_MS, purgeDueLeads } from './purge-due-leads';

export interface LeadRetentionOptions {
  /** Time between purges after the one at start-up; a day unless a test shortens it. */
  readonly intervalMs?: number;
}

/**
 * Keeps the retention promise of the consent text: purges due leads (and records past their
 * retention, docs/decisions/0095-safeguards-for-personal-data.md) when the server starts
 * (before it listens) and every `intervalMs` after, by the app's clock.
 */
export const leadRetention: FastifyPluginAsync<LeadRetentionOptions> = async (app, options) => {
  const purge = () => {
    try {
      const result = purgeDueLeads(app.db, app.now());
      app.log.info(result, 'lead retention purge');
      // The records of who handled leads (2 years) and of account changes (3 years) age out here too.
      const accessRecords = purgeAccessRecords(app.db, app.now());
      if (accessRecords > 0) app.accessAnchor.appendHead(app.db, app.now());
      const accountChanges = purgeAccountChanges(app.db, app.now());
      app.log.info({ accessRecords, accountChanges }, 'record retention purge');
    } catch (error) {
      // A failed purge is retried at the next interval; the server keeps serving.
      app.log.error({ err: error }, 'lead retention purge failed');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    purge();
    timer = setInterval(purge, options.intervalMs ?? PURGE_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
};
