import type { FastifyPluginAsync } from 'fastify';

/**
 * Lead submissions and the administrators' inbox (DESIGN §7). Placeholder registered by app.ts;
 * the leads feature fills it in (routes under /api/leads, migration 0010-leads.ts).
 */
export const leadsRoutes: FastifyPluginAsync = async () => {};
