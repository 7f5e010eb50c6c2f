import type { FastifyReply } from 'fastify';
import * as v from 'valibot';
import type { ApiErrorBody } from '@gagyeong/contracts/auth';
import { HTTP_ERROR_CODES, type HttpErrorCode } from '@gagyeong/contracts/error-codes';
import { NOT_AN_OBJECT_MESSAGE } from '@gagyeong/contracts/request-body';

/**
 * Every API error is `{ error: { code, message } }`: a stable snake_case code for programs and a
 * Korean message for people. Throw an `HttpError` from a handler or hook; the app's error handler
 * turns it (and Fastify's own parser errors) into that body. The codes, each with a one-line
 * description, are the contracts' vocabulary (`@gagyeong/contracts/error-codes`): a feature's own
 * refusal gets its code there too.
 */
export const ERROR_CODES = HTTP_ERROR_CODES;

export type KnownErrorCode = HttpErrorCode;

/** Default Korean message per status, for errors that carry no message of their own. */
export const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  400: '요청 형식이 올바르지 않습니다.',
  401: '로그인이 필요합니다.',
  403: '이 작업을 할 권한이 없습니다.',
  404: '요청한 항목을 찾을 수 없습니다.',
  405: '허용되지 않은 요청 방식입니다.',
  408: '요청을 받는 데 시간이 너무 오래 걸렸습니다. 다시 시도해 주세요.',
  409: '이미 처리된 요청과 충돌합니다.',
  413: '요청 본문이 너무 큽니다.',
  415: '지원하지 않는 요청 형식입니다. application/json으로 보내 주세요.',
  416: '요청한 범위가 파일 크기를 벗어났습니다.',
  429: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  431: '요청 헤더가 너무 큽니다.',
  500: '서버 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
  503: '서비스를 잠시 사용할 수 없습니다. 잠시 후 다시 시도해 주세요.',
};

const STATUS_CODES: Readonly<Record<number, KnownErrorCode>> = {
  400: ERROR_CODES.badRequest,
  401: ERROR_CODES.unauthorized,
  403: ERROR_CODES.forbidden,
  404: ERROR_CODES.notFound,
  405: ERROR_CODES.methodNotAllowed,
  408: ERROR_CODES.requestTimeout,
  409: ERROR_CODES.conflict,
  413: ERROR_CODES.payloadTooLarge,
  415: ERROR_CODES.unsupportedMediaType,
  416: ERROR_CODES.rangeNotSatisfiable,
  429: ERROR_CODES.tooManyRequests,
  431: ERROR_CODES.headersTooLarge,
  500: ERROR_CODES.internal,
  503: ERROR_CODES.unavailable,
};

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    /** Stable snake_case code of the contracts' vocabulary (ERROR_CODES). */
    readonly code: KnownErrorCode,
    message: string = STATUS_MESSAGES[statusCode] ?? STATUS_MESSAGES[500] ?? '',
    /** Extra response headers, e.g. Retry-After. */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** For a status with no entry above: keep the status, say something true in Korean. */
function fallback(status: number): { code: KnownErrorCode; message: string } {
  if (status >= 400 && status < 500) return { code: ERROR_CODES.badRequest, message: '요청을 처리할 수 없습니다.' };
  return { code: ERROR_CODES.internal, message: STATUS_MESSAGES[500] ?? '' };
}

/** An HttpError for `status` with the default code and message of that status. */
export function httpError(status: number, message?: string, headers?: Readonly<Record<string, string>>): HttpError {
  const code = STATUS_CODES[status] ?? fallback(status).code;
  return new HttpError(status, code, message ?? STATUS_MESSAGES[status] ?? fallback(status).message, headers);
}

export function errorBody(code: string, message: string): ApiErrorBody {
  return { error: { code, message } };
}

export function sendError(reply: FastifyReply, error: HttpError): FastifyReply {
  return reply.code(error.statusCode).headers(error.headers).send(errorBody(error.code, error.message));
}

/**
 * Validates `input` against a valibot schema; on failure throws 400 `validation_failed` with the
 * first issue's (Korean) message, which the schemas in @gagyeong/contracts define.
 */
export function parseOrThrow<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const message = result.issues[0]?.message ?? STATUS_MESSAGES[400] ?? '';
  throw new HttpError(400, ERROR_CODES.validationFailed, message);
}

/**
 * parseOrThrow for a JSON request body, which must be an object (valibot's object schema would
 * take an array as an object with every key missing).
 */
export function parseBodyOrThrow<S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, ERROR_CODES.validationFailed, NOT_AN_OBJECT_MESSAGE);
  }
  return parseOrThrow(schema, body);
}
