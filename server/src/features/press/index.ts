import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import {
  CreatePressSchema,
  PRESS_LIMITS,
  PRESS_PAGE_SIZE,
  type PressArticle,
  type PressPage,
  type PressViews,
} from '@gagyeong/contracts/press';
import { ERROR_CODES, HttpError, parseBodyOrThrow, parseOrThrow } from '../../http/errors';
import { requireAdmin } from '../auth/require-admin';
import { createPress } from './create-press';
import { getPress } from './get-press';
import { incrementPressViews } from './increment-press-views';
import { listPress } from './list-press';
import { decodeCursor } from './press-cursor';
import { isPressId } from './press-row';
import { DEFAULT_VIEW_THROTTLE, ViewThrottle, type ViewThrottleOptions } from './view-throttle';

export interface PressOptions {
  readonly viewThrottle?: ViewThrottleOptions;
}

/** Article bodies are up to 50 000 characters; in JSON with \uXXXX escapes that is ~300 KB. */
const CREATE_BODY_LIMIT = 512 * 1024;

const ListQuerySchema = v.object({
  site: v.pipe(
    v.optional(v.string('사이트(site)를 지정해 주세요.'), ''),
    v.nonEmpty('사이트(site)를 지정해 주세요.'),
    v.maxLength(PRESS_LIMITS.siteId, '사이트 식별자가 너무 깁니다.'),
  ),
  cursor: v.optional(v.string('페이지 정보(cursor)가 올바르지 않습니다.')),
});

function pressNotFound(): HttpError {
  return new HttpError(404, ERROR_CODES.pressNotFound, '보도자료를 찾을 수 없습니다.');
}

/** The press API (DESIGN §7): list by site, read one, count a view, create (administrators). */
export const pressRoutes: FastifyPluginAsync<PressOptions> = async (app, options) => {
  const viewThrottle = new ViewThrottle(options.viewThrottle ?? DEFAULT_VIEW_THROTTLE);

  app.get('/api/press', async (request): Promise<PressPage> => {
    const query = parseOrThrow(ListQuerySchema, request.query);
    const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
    if (query.cursor !== undefined && !after) {
      throw new HttpError(400, ERROR_CODES.invalidCursor, '페이지 정보(cursor)가 올바르지 않습니다.');
    }
    return listPress(app.db, { siteId: query.site, after, limit: PRESS_PAGE_SIZE });
  });

  app.get<{ Params: { id: string } }>('/api/press/:id', async (request): Promise<PressArticle> => {
    const { id } = request.params;
    const article = isPressId(id) ? getPress(app.db, id) : undefined;
    if (!article) throw pressNotFound();
    return article;
  });

  app.post<{ Params: { id: string } }>('/api/press/:id/views', async (request): Promise<PressViews> => {
    const { id } = request.params;
    if (!isPressId(id)) throw pressNotFound();
    // Past its share, a client is answered the current count without adding to it.
    const counted = viewThrottle.take(request.ip, id, app.now());
    const views = counted ? incrementPressViews(app.db, id) : getPress(app.db, id)?.views;
    if (views === undefined) throw pressNotFound();
    return { views };
  });

  app.post(
    '/api/press',
    // onRequest: refuse visitors before reading a body of up to 512 KB.
    { onRequest: requireAdmin, bodyLimit: CREATE_BODY_LIMIT },
    async (request, reply) => {
      const input = parseBodyOrThrow(CreatePressSchema, request.body);
      const article = createPress(app.db, input, app.now());
      request.log.info({ id: article.id, siteId: article.siteId }, 'press article created');
      return reply.code(201).header('location', `/api/press/${article.id}`).send(article);
    },
  );
};
