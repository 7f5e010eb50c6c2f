import type { FastifyPluginAsync } from 'fastify';

/** GET /api/health: the process answers and the database can be read. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/health', async (request, reply) => {
    try {
      app.db.prepare('SELECT 1').get();
      return { ok: true, db: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unavailable');
      return reply.code(503).send({ ok: false, db: 'error' });
    }
  });
};
