import type { FastifyPluginAsync } from 'fastify';
import { NO_CACHE } from '../static/cache-policy';

/** GET /config.json and /remotes.json: the runtime config and remotes map the HTML also inlines. */
export const runtimeDataRoutes: FastifyPluginAsync = async (app) => {
  app.get('/config.json', async (_request, reply) => {
    reply.header('cache-control', NO_CACHE);
    return app.siteConfig;
  });
  app.get('/remotes.json', async (request, reply) => {
    reply.header('cache-control', NO_CACHE);
    return request.liveMap.remotes;
  });
};
