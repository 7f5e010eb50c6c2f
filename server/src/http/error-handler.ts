import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES, HttpError, httpError, sendError, STATUS_MESSAGES } from './errors';

/** Fastify's own errors that reach us, mapped to our codes and Korean messages. */
const FRAMEWORK_ERRORS: Readonly<Record<string, () => HttpError>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () =>
    new HttpError(400, ERROR_CODES.invalidJson, '요청 본문이 올바른 JSON 형식이 아닙니다.'),
  FST_ERR_CTP_EMPTY_JSON_BODY: () =>
    new HttpError(400, ERROR_CODES.invalidJson, '요청 본문이 비어 있습니다.'),
  FST_ERR_CTP_BODY_TOO_LARGE: () => httpError(413),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => httpError(415),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => httpError(400),
  FST_ERR_BAD_URL: () => httpError(400, '주소 형식이 올바르지 않습니다.'),
};

function toHttpError(error: unknown): HttpError | undefined {
  if (error instanceof HttpError) return error;
  if (!(error instanceof Error)) return undefined;
  const { code, statusCode: status } = error as Partial<FastifyError>;
  const mapped = code === undefined ? undefined : FRAMEWORK_ERRORS[code];
  if (mapped) return mapped();
  // Other 4xx from plugins (e.g. a forbidden path from @fastify/static): keep the status, our body.
  if (status !== undefined && status >= 400 && status < 500 && STATUS_MESSAGES[status]) {
    return httpError(status);
  }
  return undefined;
}

/** The app-wide error handler: every error leaves as `{ error: { code, message } }`. */
export function errorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const known = toHttpError(error);
  if (known) {
    if (known.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    return sendError(reply, known);
  }
  request.log.error({ err: error }, 'unexpected error');
  return sendError(reply, httpError(500));
}
