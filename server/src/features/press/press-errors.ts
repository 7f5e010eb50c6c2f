import { ERROR_CODES, HttpError } from '../../http/errors';

export function pressNotFound(): HttpError {
  return new HttpError(404, ERROR_CODES.pressNotFound, '보도자료를 찾을 수 없습니다.');
}
