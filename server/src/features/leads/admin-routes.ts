import type { FastifyPluginAsync } from 'fastify';
import {
  isLeadId,
  LEAD_UPDATE_MESSAGES,
  LEADS_PAGE_SIZE,
  type LeadPage,
  type LeadRecord,
  type LeadStats,
} from '@gagyeong/contracts/leads';
import { ExportReasonSchema } from '@gagyeong/contracts/access';
import {
  LEAD_FILTER_PARAMETERS,
  parseLeadFilter,
  parseStatsPeriod,
  UpdateLeadSchema,
} from '@gagyeong/contracts/lead-admin-rules';
import { ERROR_CODES, HttpError, parseBodyOrThrow, parseOrThrow } from '../../http/errors';
import { recordAccess } from '../access';
import { getSessionUser } from '../auth/current-user';
import { requireAdmin } from '../auth/require-admin';
import { deleteLead } from './delete-lead';
import { csvStream } from './leads-csv';
import { orBadRequest, parseLeadCursor } from './leads-query';
import { leadStats } from './leads-stats';
import { countMatchingLeads, leadBatches, listLeads } from './list-leads';
import { updateLead } from './update-lead';

/** Leads per CSV chunk. */
const CSV_BATCH_SIZE = 100;

/** The filter as the access record keeps it: the query's own words, only those given (the query is valid). */
function filterDetail(query: unknown): Record<string, string> {
  const given = (query ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    LEAD_FILTER_PARAMETERS.flatMap((word) => {
      const value = given[word];
      return typeof value === 'string' && value !== '' ? [[word, value]] : [];
    }),
  );
}

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
 * Each handling of leads writes one access record (`recordAccess`, features/access); the CSV
 * needs the reason the administrator typed.
 */
export const leadsAdminRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', requireAdmin);

  app.get('/api/leads', async (request): Promise<LeadPage> => {
    const filter = orBadRequest(parseLeadFilter(request.query));
    const after = parseLeadCursor(request.query);
    const page = listLeads(app.db, filter, { after, limit: LEADS_PAGE_SIZE });
    const detail = filterDetail(request.query);
    recordAccess(request, Object.keys(detail).length > 0 ? 'search' : 'list', {
      subjects: page.items.map((lead) => lead.id),
      detail: { filter: detail, page: after ? 'next' : 'first' },
    });
    return page;
  });

  app.get('/api/leads.csv', async (request, reply) => {
    const filter = orBadRequest(parseLeadFilter(request.query));
    const reason = parseOrThrow(ExportReasonSchema, (request.query as Record<string, unknown>).reason);
    recordAccess(request, 'export', {
      count: countMatchingLeads(app.db, filter),
      detail: { filter: filterDetail(request.query), reason },
    });
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
    const stats = await leadStats(app.reads, period);
    recordAccess(request, 'dashboard', { count: stats.total, detail: { from: period.from, to: period.to } });
    return { from: period.from, to: period.to, ...stats };
  });

  app.patch<{ Params: { id: string } }>('/api/leads/:id', async (request): Promise<LeadRecord> => {
    const update = parseBodyOrThrow(UpdateLeadSchema, request.body);
    const account = getSessionUser(request)?.email ?? '';
    const lead = isLeadId(request.params.id)
      ? updateLead(app.db, request.params.id, update, app.now(), account)
      : undefined;
    if (!lead) throw leadNotFound();
    recordAccess(request, 'update', {
      subjects: [lead.id],
      leadId: lead.id,
      detail: { fields: Object.keys(update).filter((key) => update[key as keyof typeof update] !== undefined) },
    });
    request.log.info({ id: lead.id, status: lead.status }, 'lead updated');
    return lead;
  });

  app.delete<{ Params: { id: string } }>('/api/leads/:id', async (request, reply) => {
    const { id } = request.params;
    if (!isLeadId(id) || !deleteLead(app.db, id, app.now())) throw leadNotFound();
    recordAccess(request, 'delete', { subjects: [id], leadId: id, detail: { reason: 'consent-withdrawn' } });
    request.log.info({ id }, 'lead deleted (consent withdrawn)');
    return reply.code(204).send();
  });
};
