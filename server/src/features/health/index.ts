import type { FastifyPluginAsync } from 'fastify';

/**
 * GET /api/health (liveness): the process answers and the database can be read. In firebase mode
 * the host has no database (its data is in Firebase): the process answering is the whole check.
 * Both also say which remotes this host serves now and whether it follows the live map's store, so
 * a status view sees when every host of the fleet has converged after a deploy
 * (docs/decisions/0061-one-live-map-for-the-fleet.md).
 *
 * GET /api/health/ready (readiness): 200 while the host takes new requests, 503 from the moment it
 * starts draining (drain.ts), so a proxy or platform sends it no more.
 */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/health', async (request, reply) => {
    const { remotes, store, state } = app.liveRemotes.served();
    const served = { remotes, liveMap: { store, state } };
    if (app.siteConfig.backend.mode === 'firebase') return { ok: true, db: 'firebase', ...served };
    try {
      app.db.prepare('SELECT 1').get();
      return { ok: true, db: 'ok', ...served };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unavailable');
      return reply.code(503).send({ ok: false, db: 'error', ...served });
    }
  });

  app.get('/api/health/ready', async (_request, reply) =>
    app.readiness.draining ? reply.code(503).send({ ready: false, draining: true }) : { ready: true },
  );
};
