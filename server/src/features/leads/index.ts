import type { FastifyPluginAsync } from 'fastify';
import { leadsAdminRoutes } from './admin-routes';
import { leadRetention } from './lead-retention';
import type { LeadsOptions } from './leads-options';
import { submitLeadRoute } from './submit-route';

export { DEFAULT_LEADS_OPTIONS, LEAD_BODY_LIMIT, type LeadsOptions } from './leads-options';

/**
 * Lead submissions and the administrators' inbox:
 * - `POST /api/leads/:form`, the visitors' forms (submit-route.ts);
 * - the administrators' inbox API (admin-routes.ts) and the retention purge (lead-retention.ts).
 */
export const leadsRoutes: FastifyPluginAsync<Partial<LeadsOptions>> = async (app, options) => {
  await app.register(submitLeadRoute, { rateLimit: options.rateLimit, store: options.store });
  // Firebase mode: the inbox reads Firestore and the purge is an operator's command (docs/firebase.md).
  if (options.store) return;
  await app.register(leadsAdminRoutes);
  await app.register(leadRetention, { intervalMs: options.purgeIntervalMs });
};
