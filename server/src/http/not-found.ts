import type { FastifyReply, FastifyRequest } from 'fastify';
import { NO_CACHE } from '../features/static/cache-policy';
import { ERROR_CODES, HttpError, sendError } from './errors';

export function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

/**
 * What no route answered, as JSON in the API's error shape: an unknown `/api` path, a method no
 * page takes (405s are decided before, http/method-not-allowed.ts), or a file that does not exist.
 * Pages never get here: the page route (features/pages) answers every other GET, Not Found included.
 */
export async function notFoundHandler(request: FastifyRequest, reply: FastifyReply) {
  const pathname = request.url.split('?', 1)[0] ?? '/';
  if (isApiPath(pathname)) {
    return sendError(reply, new HttpError(404, ERROR_CODES.notFound, '요청한 API를 찾을 수 없습니다.'));
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return sendError(reply, new HttpError(404, ERROR_CODES.notFound, '요청한 주소를 찾을 수 없습니다.'));
  }
  reply.header('cache-control', NO_CACHE);
  return sendError(reply, new HttpError(404, ERROR_CODES.notFound, '요청한 파일을 찾을 수 없습니다.'));
}
