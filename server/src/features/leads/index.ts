import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import {
  isHoneypotFilled,
  isLeadForm,
  LEAD_MESSAGES,
  LEAD_RESULT_MESSAGES,
  LeadSchema,
  type LeadAccepted,
} from '@gagyeong/contracts/leads';
import { ERROR_CODES, HttpError, httpError, STATUS_MESSAGES } from '../../http/errors';
import { errorHandler, toHttpError } from '../../http/error-handler';
import { leadsAdminRoutes } from './admin-routes';
import { FirestoreUnavailableError, type LeadStore } from '../firestore-leads/firestore-lead-store';
import { insertLead } from './insert-lead';
import { leadRetention } from './lead-retention';
import { backPath, FORM_MEDIA_TYPE, JSON_MEDIA_TYPE, mediaType, wantsHtml } from './negotiate';
import { RESULT_PAGE_CSP, renderResultPage } from './result-page';

export interface LeadsOptions {
  /** Submissions per client address inside the window; more get 429. */
  readonly rateLimit: { readonly max: number; readonly timeWindowMs: number };
  /** Time between retention purges (after the one at start-up); a day by default. */
  readonly purgeIntervalMs?: number;
  /**
   * Where submissions go: the host's SQLite file by default. In firebase mode Firestore
   * (firestore-lead-store.ts), and the inbox API and the purge are not served here: the
   * administrator's inbox reads Firestore, the purge is an operator's command (docs/firebase.md).
   */
  readonly store?: LeadStore;
}

/**
 * Generous on purpose: a visitor sends one or two leads, but many visitors can share one address
 * (mobile carrier NAT), and a refused lead is a lost customer. Behind a reverse proxy the server
 * must trust it (TRUST_PROXY), or every visitor shares the proxy's address and this one limit.
 */
export const DEFAULT_LEADS_OPTIONS: LeadsOptions = {
  rateLimit: { max: 30, timeWindowMs: 10 * 60 * 1000 },
};

/**
 * Largest valid lead, form-encoded: 2000 Hangul syllables in the message are 18 000 bytes as
 * %XX%XX%XX, plus name, phone and the other fields. 32 KB leaves room; anything bigger is 413.
 */
export const LEAD_BODY_LIMIT = 32 * 1024;

const SUBMIT_ROUTE = '/api/leads/:form';

/** Leads read and written per step of the CSV export before other requests get their turn (about 2 ms). */

/** Classic form bodies: one string per field; a repeated field stays an array (a type error later). */
function parseFormBody(body: string): Record<string, string | string[]> {
  const params = new URLSearchParams(body);
  const fields = new Map<string, string | string[]>();
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    fields.set(key, values.length === 1 ? (values[0] ?? '') : values);
  }
  // fromEntries defines own properties, so a "__proto__" field cannot touch the prototype.
  return Object.fromEntries(fields);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function tooManySubmissions(retryAfterMs: number): HttpError {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return new HttpError(
    429,
    ERROR_CODES.tooManyRequests,
    `신청이 너무 많습니다. ${minutes}분 후에 다시 시도해 주세요.`,
    { 'retry-after': String(Math.ceil(retryAfterMs / 1000)) },
  );
}

/** The app's error mapping, for errors that must become a page. */
function asHttpError(error: unknown): HttpError {
  if ((error as Partial<FastifyError> | null)?.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return unsupportedMediaType();
  return toHttpError(error) ?? httpError(500);
}

function unsupportedMediaType(): HttpError {
  return new HttpError(
    415,
    ERROR_CODES.unsupportedMediaType,
    '지원하지 않는 요청 형식입니다. JSON 또는 폼 형식(application/x-www-form-urlencoded)으로 보내 주세요.',
  );
}

function sendPage(request: FastifyRequest, reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .header('content-security-policy', RESULT_PAGE_CSP)
    .type('text/html; charset=utf-8')
    .send(html);
}

function sendFailurePage(request: FastifyRequest, reply: FastifyReply, error: HttpError, problems: string[]) {
  reply.headers(error.headers);
  return sendPage(
    request,
    reply,
    error.statusCode,
    renderResultPage({
      title: LEAD_RESULT_MESSAGES.failure,
      lines: error.statusCode === 400 ? ['입력하신 내용을 확인한 뒤 다시 보내 주세요.'] : [],
      problems,
      backHref: backPath(request),
    }),
  );
}

/**
 * Lead submissions (docs/architecture.md §7) and the administrators' inbox:
 * - `POST /api/leads/:form` (popup | visit | customer), JSON or form-encoded, answers JSON or,
 *   for a classic form post, a Korean HTML page;
 * - the administrators' inbox API (admin-routes.ts) and the retention purge (lead-retention.ts).
 */
export const leadsRoutes: FastifyPluginAsync<Partial<LeadsOptions>> = async (app, options) => {
  const rateLimit = { ...DEFAULT_LEADS_OPTIONS.rateLimit, ...options.rateLimit };
  const store: LeadStore = options.store ?? { insert: async (lead, context) => insertLead(app.db, lead, context) };

  // Classic form posts (docs/product.md §7). Scoped to this plugin: the rest of the API stays JSON-only.
  if (app.hasContentTypeParser(FORM_MEDIA_TYPE)) app.removeContentTypeParser(FORM_MEDIA_TYPE);
  app.addContentTypeParser(FORM_MEDIA_TYPE, { parseAs: 'string' }, (_request, body, done) => {
    done(null, parseFormBody(typeof body === 'string' ? body : body.toString('utf8')));
  });

  // A browser that posted the form without JavaScript gets a page, even for an error.
  app.setErrorHandler((error, request, reply) => {
    if (request.routeOptions.url !== SUBMIT_ROUTE || !wantsHtml(request)) {
      return errorHandler(error, request, reply);
    }
    const known = asHttpError(error);
    if (known.statusCode >= 500) request.log.error({ err: error }, 'lead submission failed');
    return sendFailurePage(request, reply, known, [known.message]);
  });

  app.post<{ Params: { form: string } }>(
    SUBMIT_ROUTE,
    {
      bodyLimit: LEAD_BODY_LIMIT,
      config: {
        rateLimit: {
          max: rateLimit.max,
          timeWindow: rateLimit.timeWindowMs,
          errorResponseBuilder: (_request, context) => tooManySubmissions(context.ttl),
        },
      },
      // Before the body is read: unknown forms and content types never cost a parse.
      onRequest: async (request) => {
        if (!isLeadForm(request.params.form)) {
          throw new HttpError(404, 'lead_form_not_found', '알 수 없는 신청서입니다.');
        }
        const type = mediaType(request);
        if (type !== JSON_MEDIA_TYPE && type !== FORM_MEDIA_TYPE) throw unsupportedMediaType();
      },
    },
    async (request, reply) => {
      const form = request.params.form;
      const body: unknown = request.body;
      const html = wantsHtml(request);
      if (!isPlainObject(body)) throw new HttpError(400, ERROR_CODES.validationFailed, LEAD_MESSAGES.notObject);

      const answer = (status: number, id: string) => {
        if (!html) return reply.code(status).send({ ok: true, id } satisfies LeadAccepted);
        return sendPage(
          request,
          reply,
          status,
          renderResultPage({
            title: LEAD_RESULT_MESSAGES.successTitle,
            lines: [LEAD_RESULT_MESSAGES.successDetail],
            backHref: backPath(request),
          }),
        );
      };

      // Answered like a stored lead and dropped, so a bot learns nothing (docs/product.md §5).
      if (isHoneypotFilled(body)) {
        request.log.info({ form }, 'lead dropped: honeypot filled');
        return answer(201, typeof body.id === 'string' && body.id !== '' ? body.id : randomUUID());
      }
      if (body.form !== undefined && body.form !== form) {
        throw new HttpError(400, ERROR_CODES.validationFailed, LEAD_MESSAGES.form);
      }

      const result = v.safeParse(LeadSchema, { ...body, form });
      if (!result.success) {
        const problems = [...new Set(result.issues.map((issue) => issue.message))];
        const error = new HttpError(400, ERROR_CODES.validationFailed, problems[0] ?? STATUS_MESSAGES[400]);
        if (html) return sendFailurePage(request, reply, error, problems);
        throw error;
      }

      let outcome;
      try {
        outcome = await store.insert(result.output, {
          now: app.now(),
          clientAddress: request.ip,
          userAgent: request.headers['user-agent'],
        });
      } catch (error) {
        if (!(error instanceof FirestoreUnavailableError)) throw error;
        request.log.error({ err: error }, 'lead not stored: Firestore unavailable');
        // Nothing was stored; the page and the form keep what the visitor typed.
        throw new HttpError(503, ERROR_CODES.unavailable, LEAD_RESULT_MESSAGES.networkError);
      }
      if (outcome.status === 'conflict') {
        throw new HttpError(
          409,
          'lead_id_conflict',
          '같은 신청 번호로 다른 내용이 이미 접수되었습니다. 새로고침한 뒤 다시 보내 주세요.',
        );
      }
      request.log.info({ id: outcome.id, form, status: outcome.status }, 'lead accepted');
      // A retry of a stored lead is answered 200 (already there), the first time 201.
      return answer(outcome.status === 'created' ? 201 : 200, outcome.id);
    },
  );

  if (options.store) return;
  await app.register(leadsAdminRoutes);
  await app.register(leadRetention, { intervalMs: options.purgeIntervalMs });
};
