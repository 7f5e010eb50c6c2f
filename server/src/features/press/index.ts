import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import {
  PRESS_LIMITS,
  PRESS_MAX_PAGE,
  PRESS_PAGE_SIZE,
  pressPageNumber,
  type PressArticle,
  type PressPage,
  type PressViews,
} from '@gagyeong/contracts/press';
import { ERROR_CODES, HttpError, parseOrThrow } from '../../http/errors';
import { pressAdminRoutes } from './admin-routes';
import { getPress } from './get-press';
import { incrementPressViews } from './increment-press-views';
import { listPress } from './list-press';
import { decodeCursor } from './press-cursor';
import { pressNotFound } from './press-errors';
import { isPressId } from './press-row';
import { DEFAULT_VIEW_THROTTLE, ViewThrottle, type ViewThrottleOptions } from './view-throttle';

export interface PressOptions {
  readonly viewThrottle?: ViewThrottleOptions;
}

const PAGE_MESSAGE = `페이지 번호(page)는 1부터 ${PRESS_MAX_PAGE}까지의 숫자로 지정해 주세요.`;

const ListQuerySchema = v.object({
  site: v.pipe(
    v.optional(v.string('사이트(site)를 지정해 주세요.'), ''),
    v.nonEmpty('사이트(site)를 지정해 주세요.'),
    v.maxLength(PRESS_LIMITS.siteId, '사이트 식별자가 너무 깁니다.'),
  ),
  cursor: v.optional(v.string('페이지 정보(cursor)가 올바르지 않습니다.')),
  // A numbered page (`?page=N` of the list's address, docs/product.md §2), instead of a cursor.
  page: v.optional(
    v.pipe(
      v.string(PAGE_MESSAGE),
      v.check((value) => pressPageNumber(value) !== undefined, PAGE_MESSAGE),
      v.transform((value) => pressPageNumber(value) ?? 1),
    ),
  ),
});

/** The press API: list by site, read one, count a view; writing (admin-routes.ts) for administrators. */
export const pressRoutes: FastifyPluginAsync<PressOptions> = async (app, options) => {
  const viewThrottle = new ViewThrottle(options.viewThrottle ?? DEFAULT_VIEW_THROTTLE);

  app.get('/api/press', async (request): Promise<PressPage> => {
    const query = parseOrThrow(ListQuerySchema, request.query);
    const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
    if (query.cursor !== undefined && !after) {
      throw new HttpError(400, ERROR_CODES.invalidCursor, '페이지 정보(cursor)가 올바르지 않습니다.');
    }
    if (after && query.page !== undefined) {
      throw new HttpError(
        400,
        ERROR_CODES.validationFailed,
        '페이지 정보(cursor)와 페이지 번호(page)는 함께 쓸 수 없습니다.',
      );
    }
    const skip = ((query.page ?? 1) - 1) * PRESS_PAGE_SIZE;
    return listPress(app.db, { siteId: query.site, after, skip, limit: PRESS_PAGE_SIZE });
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

  await app.register(pressAdminRoutes);
};
