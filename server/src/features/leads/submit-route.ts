import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { isLeadForm, LEAD_MESSAGES, LEAD_RESULT_MESSAGES, type LeadAccepted } from '@gagyeong/contracts/leads';
import { screenLead } from '@gagyeong/contracts/lead-rules';
import { answerFor, errorHandler } from '../../http/error-handler';
import { ERROR_CODES, HttpError, STATUS_MESSAGES } from '../../http/errors';
import { FirestoreUnavailableError, type LeadStore } from '../firestore-leads/firestore-lead-store';
import { registerFormBody } from './form-body';
import { insertLead } from './insert-lead';
import { DEFAULT_LEADS_OPTIONS, LEAD_BODY_LIMIT, type LeadsOptions } from './leads-options';
import { FORM_MEDIA_TYPE, JSON_MEDIA_TYPE, mediaType, wantsHtml } from './negotiate';
import { sendFailurePage, sendSuccessPage } from './result-replies';
import { leadFormNotFound, leadIdConflict, tooManySubmissions, unsupportedMediaType } from './submit-errors';

const SUBMIT_ROUTE = '/api/leads/:form';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * `POST /api/leads/:form` (popup | visit | customer), JSON or form-encoded; answers JSON or, for a
 * classic form post, a Korean HTML page (result-replies.ts).
 */
export const submitLeadRoute: FastifyPluginAsync<{
  readonly rateLimit?: LeadsOptions['rateLimit'];
  readonly store?: LeadStore | undefined;
}> = async (app, options) => {
  const rateLimit = { ...DEFAULT_LEADS_OPTIONS.rateLimit, ...options.rateLimit };
  const store: LeadStore = options.store ?? { insert: async (lead, context) => insertLead(app.db, lead, context) };

  await registerFormBody(app);

  // A browser that posted the form without JavaScript gets a page, even for an error.
  app.setErrorHandler((error, request, reply) => {
    if (!wantsHtml(request)) return errorHandler(error, request, reply);
    return sendFailurePage(request, reply, answerFor(error, request));
  });

  app.post<{ Params: { form: string } }>(
    SUBMIT_ROUTE,
    {
      bodyLimit: LEAD_BODY_LIMIT,
      config: {
        // Visitors' forms post from any page, also without JavaScript: the API's CSRF guard lets this one through.
        crossSiteFormPost: true,
        rateLimit: {
          max: rateLimit.max,
          timeWindow: rateLimit.timeWindowMs,
          errorResponseBuilder: (_request, context) => tooManySubmissions(context.ttl),
        },
      },
      // Before the body is read: unknown forms and content types never cost a parse.
      onRequest: async (request) => {
        if (!isLeadForm(request.params.form)) throw leadFormNotFound();
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
        return sendSuccessPage(request, reply, status);
      };

      const screened = screenLead({ ...body, form });
      // Answered like a stored lead and dropped, so a bot learns nothing.
      if (screened.kind === 'dropped') {
        request.log.info({ form }, 'lead dropped: honeypot filled');
        return answer(201, typeof body.id === 'string' && body.id !== '' ? body.id : randomUUID());
      }
      if (body.form !== undefined && body.form !== form) {
        throw new HttpError(400, ERROR_CODES.validationFailed, LEAD_MESSAGES.form);
      }
      if (screened.kind === 'invalid') {
        const error = new HttpError(400, ERROR_CODES.validationFailed, screened.message || STATUS_MESSAGES[400]);
        if (html) return sendFailurePage(request, reply, error, screened.problems);
        throw error;
      }

      let outcome;
      try {
        outcome = await store.insert(screened.lead, {
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
      if (outcome.status === 'conflict') throw leadIdConflict();
      request.log.info({ id: outcome.id, form, status: outcome.status }, 'lead accepted');
      // A retry of a stored lead is answered 200 (already there), the first time 201.
      return answer(outcome.status === 'created' ? 201 : 200, outcome.id);
    },
  );
};
