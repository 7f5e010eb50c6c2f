import type { FastifyPluginAsync } from 'fastify';
import { TELEMETRY_RETENTION_DAYS } from '@gagyeong/contracts/telemetry';
import { purgeTelemetry } from './sqlite-telemetry-store';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Local mode keeps counters TELEMETRY_RETENTION_DAYS days: purged when the server starts and daily
 * (firebase mode: the collection's TTL policy deletes documents by `expireAt`).
 */
export const telemetryRetention: FastifyPluginAsync<{ readonly intervalMs?: number }> = async (app, options) => {
  const purge = () => {
    try {
      const before = Math.floor(app.now() / 60_000) - TELEMETRY_RETENTION_DAYS * 24 * 60;
      const deleted = purgeTelemetry(app.db, before);
      if (deleted > 0) app.log.info({ deleted }, 'telemetry retention purge');
    } catch (error) {
      app.log.error({ err: error }, 'telemetry retention purge failed');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    purge();
    timer = setInterval(purge, options.intervalMs ?? DAY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
};
