import type { FastifyPluginAsync } from 'fastify';

/**
 * GET /api/health: the process answers and the database can be read. In firebase mode the host
 * has no database (its data is in Firebase): the process answering is the whole check.
 */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/health', async (request, reply) => {
    if (app.siteConfig.backend.mode === 'firebase') return { ok: true, db: 'firebase' };
    try {
      app.db.prepare('SELECT 1').get();
      return { ok: true, db: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unavailable');
      return reply.code(503).send({ ok: false, db: 'error' });
    }
  });
};
