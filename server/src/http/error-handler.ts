import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES, HttpError, httpError, sendError } from './errors';

/** Fastify's own errors that reach us, mapped to our codes and Korean messages. */
const FRAMEWORK_ERRORS: Readonly<Record<string, () => HttpError>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () =>
    new HttpError(400, ERROR_CODES.invalidJson, '요청 본문이 올바른 JSON 형식이 아닙니다.'),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => new HttpError(400, ERROR_CODES.invalidJson, '요청 본문이 비어 있습니다.'),
  FST_ERR_CTP_BODY_TOO_LARGE: () => httpError(413),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => httpError(415),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => httpError(400),
  FST_ERR_BAD_URL: () => httpError(400, '주소 형식이 올바르지 않습니다.'),
};

/** Headers a plugin's error may carry that the client needs (e.g. `Content-Range` on a 416). */
const PASSED_HEADERS = ['content-range', 'allow', 'retry-after'];

function passedHeaders(error: object): Record<string, string> {
  const raw = (error as { headers?: unknown }).headers;
  if (typeof raw !== 'object' || raw === null) return {};
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (PASSED_HEADERS.includes(name.toLowerCase()) && typeof value === 'string') headers[name.toLowerCase()] = value;
  }
  return headers;
}

/**
 * Any error as an HttpError: ours as they are, Fastify's parser errors mapped, and a plugin's error
 * with an HTTP status (e.g. 416 from @fastify/static for an unsatisfiable Range) keeping that
 * status with our body. Undefined for everything else (a bug: 500).
 */
export function toHttpError(error: unknown): HttpError | undefined {
  if (error instanceof HttpError) return error;
  // Duck-typed: errors from Node's core (e.g. a request body aborted mid-way) may come from another realm.
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, statusCode: status } = error as Partial<FastifyError>;
  const mapped = code === undefined ? undefined : FRAMEWORK_ERRORS[code];
  if (mapped) return mapped();
  if (typeof status === 'number' && Number.isInteger(status) && status >= 400 && status < 600) {
    return httpError(status, undefined, passedHeaders(error));
  }
  return undefined;
}

/**
 * The one mapping from a thrown error to what the client is told: known errors as they are,
 * anything else a 500. Server-side failures are logged here, once.
 */
export function answerFor(error: unknown, request: FastifyRequest): HttpError {
  const known = toHttpError(error);
  if (known) {
    if (known.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    return known;
  }
  request.log.error({ err: error }, 'unexpected error');
  return httpError(500);
}

/** The app-wide error handler: every error leaves as `{ error: { code, message } }`. */
export function errorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  return sendError(reply, answerFor(error, request));
}
