import { Readable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  ACCESS_LIMITS,
  ACCESS_MESSAGES,
  ACCESS_PAGE_SIZE,
  AccessReviewInputSchema,
  accessRecordCsvLine,
  accessRecordsCsvHeader,
  isAccessAction,
  koreanMonthBounds,
  type AccessDay,
  type AccessRecordPage,
  type AccessReviewsResponse,
} from '@gagyeong/contracts/access';
import { DAY_MS, koreanDayOf, startOfKoreanDay } from '@gagyeong/contracts/korea-time';
import { LEADS_QUERY_MESSAGES } from '@gagyeong/contracts/leads';
import { UTF8_BOM } from '@gagyeong/contracts/leads-csv';
import { ERROR_CODES, HttpError, parseBodyOrThrow } from '../../http/errors';
import { getSession } from '../auth/current-user';
import { requireAdmin } from '../auth/require-admin';
import { accessDays } from './access-days';
import { addAccessReview, listAccessReviews } from './access-reviews';
import { accessRecordBatches, listAccessRecords, toAccessView, type AccessFilter } from './list-access-records';
import { verifyAccessRecords } from './verify-access-records';

/** The daily summary covers at most this many days at once. */
const MAX_SUMMARY_DAYS = 93;

/** Start of the Korean day `YYYY-MM-DD` (contracts' korea-time), or 400 with the date message. */
function startOfDay(day: string): number {
  const ms = startOfKoreanDay(day);
  if (ms === undefined) throw bad(LEADS_QUERY_MESSAGES.date);
  return ms;
}

function bad(message: string): HttpError {
  return new HttpError(400, ERROR_CODES.validationFailed, message);
}

function text(query: Record<string, unknown>, key: string, message: string): string | undefined {
  const value = query[key];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw bad(message);
  return value;
}

/** `?account=&action=&from=&to=` (Korean days, both inclusive). */
function parseAccessFilter(request: FastifyRequest): AccessFilter {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const account = text(query, 'account', '계정을 확인해 주세요.');
  if (account !== undefined && account.length > ACCESS_LIMITS.account) throw bad('계정을 확인해 주세요.');
  const action = text(query, 'action', ACCESS_MESSAGES.action);
  if (action !== undefined && !isAccessAction(action)) throw bad(ACCESS_MESSAGES.action);
  const from = text(query, 'from', LEADS_QUERY_MESSAGES.date);
  const to = text(query, 'to', LEADS_QUERY_MESSAGES.date);
  const fromMs = from === undefined ? undefined : startOfDay(from);
  const toMs = to === undefined ? undefined : startOfDay(to) + DAY_MS;
  if (fromMs !== undefined && toMs !== undefined && fromMs >= toMs) throw bad(LEADS_QUERY_MESSAGES.range);
  return { account: account?.toLowerCase(), action, fromMs, toMs };
}

function parseCursor(request: FastifyRequest): number | undefined {
  const raw = text((request.query ?? {}) as Record<string, unknown>, 'cursor', LEADS_QUERY_MESSAGES.cursor);
  if (raw === undefined) return undefined;
  if (!/^\d{1,15}$/.test(raw)) throw new HttpError(400, ERROR_CODES.invalidCursor, LEADS_QUERY_MESSAGES.cursor);
  return Number(raw);
}

/**
 * The monthly review of the access records (administrators): the records with filters, the
 * per-account daily volumes with unusual days flagged, the CSV for an auditor, and the months
 * marked reviewed. Reading the records is not itself recorded: they hold no lead's data.
 */
export const accessRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', requireAdmin);

  app.get('/api/access/records', async (request): Promise<AccessRecordPage> =>
    listAccessRecords(app.db, parseAccessFilter(request), { beforeId: parseCursor(request), limit: ACCESS_PAGE_SIZE }),
  );

  app.get('/api/access/records.csv', async (request, reply) => {
    const filter = parseAccessFilter(request);
    const db = app.db;
    async function* chunks() {
      yield Buffer.from(`${UTF8_BOM}${accessRecordsCsvHeader()}\r\n`, 'utf8');
      for (const batch of accessRecordBatches(db, filter, 500)) {
        const lines = batch.map((row) =>
          accessRecordCsvLine({ ...toAccessView(row), prevHash: row.prev_hash, hash: row.hash }),
        );
        yield Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
        await setImmediate();
      }
    }
    const day = new Date(app.now() + 9 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '');
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="gagyeong-access-records-${day}.csv"`)
      .send(Readable.from(chunks(), { objectMode: false }));
  });

  app.get('/api/access/days', async (request): Promise<{ days: AccessDay[] }> => {
    const filter = parseAccessFilter(request);
    const toMs = filter.toMs ?? startOfDay(koreanDayOf(app.now())) + DAY_MS;
    const fromMs = filter.fromMs ?? toMs - 31 * DAY_MS;
    if (toMs - fromMs > MAX_SUMMARY_DAYS * DAY_MS) throw bad(`기간은 ${MAX_SUMMARY_DAYS}일 이내로 정해 주세요.`);
    return { days: await accessDays(app.reads, { fromMs, toMs }) };
  });

  app.get('/api/access/reviews', async (): Promise<AccessReviewsResponse> => listAccessReviews(app.db, app.now()));

  app.post('/api/access/reviews', async (request, reply) => {
    const input = parseBodyOrThrow(AccessReviewInputSchema, request.body);
    const bounds = koreanMonthBounds(input.month);
    const now = app.now();
    if (!bounds || bounds.toMs > now) throw bad(ACCESS_MESSAGES.futureMonth);
    const reviewer = getSession(request)?.user.email ?? '';
    const chain = verifyAccessRecords(app.db);
    if (!addAccessReview(app.db, { month: input.month, note: input.note, reviewer, at: now }, chain)) {
      throw new HttpError(409, ERROR_CODES.conflict, ACCESS_MESSAGES.alreadyReviewed);
    }
    request.log.info({ month: input.month, chainOk: chain.ok }, 'access records reviewed');
    return reply.code(201).send(listAccessReviews(app.db, now));
  });
};
