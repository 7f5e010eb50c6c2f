import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES, HttpError } from '../../http/errors';
import { getSessionUser } from './current-user';

/**
 * Route hook for administrator-only endpoints: 401 without a valid session, 403 for a signed-in
 * non-administrator. Use as `preHandler` (or `onRequest`, to refuse before the body is read):
 * `app.get('/api/leads', { preHandler: requireAdmin }, handler)`. A session that passes counts as
 * used (the idle timeout starts again).
 */
export async function requireAdmin(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const user = getSessionUser(request);
  if (!user) throw new HttpError(401, ERROR_CODES.unauthorized, '로그인이 필요합니다.');
  if (user.role !== 'admin') {
    throw new HttpError(403, ERROR_CODES.forbidden, '관리자만 할 수 있는 작업입니다.');
  }
}
