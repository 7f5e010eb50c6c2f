import { ERROR_CODES, HttpError } from '../../http/errors';

/** The lead submission's own refusals (the app-wide ones live in http/errors.ts). */
export function tooManySubmissions(retryAfterMs: number): HttpError {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return new HttpError(
    429,
    ERROR_CODES.tooManyRequests,
    `신청이 너무 많습니다. ${minutes}분 후에 다시 시도해 주세요.`,
    { 'retry-after': String(Math.ceil(retryAfterMs / 1000)) },
  );
}

/** Unlike the rest of the API, the lead forms also take classic form posts, and say so. */
export function unsupportedMediaType(): HttpError {
  return new HttpError(
    415,
    ERROR_CODES.unsupportedMediaType,
    '지원하지 않는 요청 형식입니다. JSON 또는 폼 형식(application/x-www-form-urlencoded)으로 보내 주세요.',
  );
}

export function leadFormNotFound(): HttpError {
  return new HttpError(404, ERROR_CODES.leadFormNotFound, '알 수 없는 신청서입니다.');
}

export function leadIdConflict(): HttpError {
  return new HttpError(
    409,
    ERROR_CODES.leadIdConflict,
    '같은 신청 번호로 다른 내용이 이미 접수되었습니다. 새로고침한 뒤 다시 보내 주세요.',
  );
}
