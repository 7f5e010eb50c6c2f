import type { FastifyPluginAsync } from 'fastify';
import {
  isLeadId,
  LEAD_UPDATE_MESSAGES,
  LEADS_PAGE_SIZE,
  type LeadPage,
  type LeadRecord,
  type LeadStats,
} from '@gagyeong/contracts/leads';
import { parseLeadFilter, parseStatsPeriod, UpdateLeadSchema } from '@gagyeong/contracts/lead-admin-rules';
import { ERROR_CODES, HttpError, parseBodyOrThrow } from '../../http/errors';
import { requireAdmin } from '../auth/require-admin';
import { deleteLead } from './delete-lead';
import { csvStream } from './leads-csv';
import { orBadRequest, parseLeadCursor } from './leads-query';
import { leadStats } from './leads-stats';
import { leadBatches, listLeads } from './list-leads';
import { updateLead } from './update-lead';

/** Leads per CSV chunk. */
const CSV_BATCH_SIZE = 100;

function leadNotFound(): HttpError {
  return new HttpError(404, ERROR_CODES.leadNotFound, LEAD_UPDATE_MESSAGES.notFound);
}

/**
 * The administrator's inbox API. Every route of this plugin is behind one onRequest hook, so a
 * route added here later cannot forget the check; it refuses before any body is read.
 * - `GET /api/leads`, `GET /api/leads.csv`: newest first, filtered by form, status, source,
 *   medium, campaign and Korean days;
 * - `GET /api/leads/stats`: the dashboard's figures for a period;
 * - `PATCH /api/leads/:id`: status and/or memo;
 * - `DELETE /api/leads/:id`: destroyed at once (withdrawn consent), with an audit record.
 */
export const leadsAdminRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', requireAdmin);

  app.get('/api/leads', async (request): Promise<LeadPage> => {
    const filter = orBadRequest(parseLeadFilter(request.query));
    const after = parseLeadCursor(request.query);
    return listLeads(app.db, filter, { after, limit: LEADS_PAGE_SIZE });
  });

  app.get('/api/leads.csv', async (request, reply) => {
    const filter = orBadRequest(parseLeadFilter(request.query));
    // Streamed in batches, so other requests are answered while a large export is written.
    const csv = csvStream(leadBatches(app.db, filter, CSV_BATCH_SIZE));
    const day = new Date(app.now()).toISOString().slice(0, 10).replace(/-/g, '');
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="gagyeong-leads-${day}.csv"`)
      .send(csv);
  });

  app.get('/api/leads/stats', async (request): Promise<LeadStats> => {
    const period = orBadRequest(parseStatsPeriod(request.query, app.now()));
    return { from: period.from, to: period.to, ...leadStats(app.db, period) };
  });

  app.patch<{ Params: { id: string } }>('/api/leads/:id', async (request): Promise<LeadRecord> => {
    const update = parseBodyOrThrow(UpdateLeadSchema, request.body);
    const lead = isLeadId(request.params.id) ? updateLead(app.db, request.params.id, update, app.now()) : undefined;
    if (!lead) throw leadNotFound();
    request.log.info({ id: lead.id, status: lead.status }, 'lead updated');
    return lead;
  });

  app.delete<{ Params: { id: string } }>('/api/leads/:id', async (request, reply) => {
    const { id } = request.params;
    if (!isLeadId(id) || !deleteLead(app.db, id, app.now())) throw leadNotFound();
    request.log.info({ id }, 'lead deleted (consent withdrawn)');
    return reply.code(204).send();
  });
};
