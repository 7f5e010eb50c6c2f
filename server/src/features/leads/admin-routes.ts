import type { FastifyPluginAsync } from 'fastify';
import {
  LEAD_UPDATE_MESSAGES,
  LEADS_PAGE_SIZE,
  type LeadPage,
  type LeadRecord,
  type LeadStats,
} from '@gagyeong/contracts/leads';
import { ExportReasonSchema } from '@gagyeong/contracts/access';
import { UpdateLeadSchema } from '@gagyeong/contracts/server-validation';
import { HttpError, parseBodyOrThrow, parseOrThrow } from '../../http/errors';
import { recordAccess } from '../access';
import { requireAdmin } from '../auth/require-admin';
import { deleteLead } from './delete-lead';
import { csvStream } from './leads-csv';
import { parseLeadCursor, parseLeadFilter, parseStatsPeriod } from './leads-query';
import { leadStats } from './leads-stats';
import { countMatchingLeads, leadBatches, listLeads, type LeadFilter } from './list-leads';
import { updateLead } from './update-lead';

/** Leads per CSV chunk. */
const CSV_BATCH_SIZE = 100;

const LEAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/u;

/** The filter as the access record keeps it: the query's own words, only those given. */
function filterDetail(query: unknown, filter: LeadFilter): Record<string, string> {
  const given = (query ?? {}) as Record<string, unknown>;
  const keys = Object.keys(filter).filter((key) => filter[key as keyof LeadFilter] !== undefined);
  const words = keys.map((key) => (key === 'fromMs' ? 'from' : key === 'toMs' ? 'to' : key));
  return Object.fromEntries(words.map((word) => [word, typeof given[word] === 'string' ? given[word] : '']));
}

function leadNotFound(): HttpError {
  return new HttpError(404, 'lead_not_found', LEAD_UPDATE_MESSAGES.notFound);
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
    const filter = parseLeadFilter(request.query);
    const after = parseLeadCursor(request.query);
    const page = listLeads(app.db, filter, { after, limit: LEADS_PAGE_SIZE });
    const detail = filterDetail(request.query, filter);
    recordAccess(request, Object.keys(detail).length > 0 ? 'search' : 'list', {
      subjects: page.items.map((lead) => lead.id),
      detail: { filter: detail, page: after ? 'next' : 'first' },
    });
    return page;
  });

  app.get('/api/leads.csv', async (request, reply) => {
    const filter = parseLeadFilter(request.query);
    const reason = parseOrThrow(ExportReasonSchema, (request.query as Record<string, unknown>).reason);
    recordAccess(request, 'export', {
      count: countMatchingLeads(app.db, filter),
      detail: { filter: filterDetail(request.query, filter), reason },
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
    const period = parseStatsPeriod(request.query, app.now());
    const stats = leadStats(app.db, period);
    recordAccess(request, 'dashboard', { count: stats.total, detail: { from: period.from, to: period.to } });
    return { from: period.from, to: period.to, ...stats };
  });

  app.patch<{ Params: { id: string } }>('/api/leads/:id', async (request): Promise<LeadRecord> => {
    const update = parseBodyOrThrow(UpdateLeadSchema, request.body);
    const lead = LEAD_ID.test(request.params.id) ? updateLead(app.db, request.params.id, update, app.now()) : undefined;
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
    if (!LEAD_ID.test(id) || !deleteLead(app.db, id, app.now())) throw leadNotFound();
    recordAccess(request, 'delete', { subjects: [id], leadId: id, detail: { reason: 'consent-withdrawn' } });
    request.log.info({ id }, 'lead deleted (consent withdrawn)');
    return reply.code(204).send();
  });
};
