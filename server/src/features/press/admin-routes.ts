import type { FastifyPluginAsync } from 'fastify';
import { CreatePressSchema, type PressArticle } from '@gagyeong/contracts/press';
import { UpdatePressSchema } from '@gagyeong/contracts/press-rules';
import { parseBodyOrThrow } from '../../http/errors';
import { requireAdmin } from '../auth/require-admin';
import { createPress } from './create-press';
import { deletePress } from './delete-press';
import { pressNotFound } from './press-errors';
import { isPressId } from './press-row';
import { updatePress } from './update-press';

/** Article bodies are up to 50 000 characters; in JSON with \uXXXX escapes that is ~300 KB. */
const WRITE_BODY_LIMIT = 512 * 1024;

/**
 * Writing press articles, administrators only: one onRequest hook for every route here, which
 * refuses visitors before a body of up to 512 KB is read. Create, edit (title, summary, body:
 * the same validation as create) and delete.
 */
export const pressAdminRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', requireAdmin);

  app.post('/api/press', { bodyLimit: WRITE_BODY_LIMIT }, async (request, reply) => {
    const input = parseBodyOrThrow(CreatePressSchema, request.body);
    const article = createPress(app.db, input, app.now());
    request.log.info({ id: article.id, siteId: article.siteId }, 'press article created');
    return reply.code(201).header('location', `/api/press/${article.id}`).send(article);
  });

  app.put<{ Params: { id: string } }>(
    '/api/press/:id',
    { bodyLimit: WRITE_BODY_LIMIT },
    async (request): Promise<PressArticle> => {
      const input = parseBodyOrThrow(UpdatePressSchema, request.body);
      const { id } = request.params;
      const article = isPressId(id) ? updatePress(app.db, id, input) : undefined;
      if (!article) throw pressNotFound();
      request.log.info({ id }, 'press article updated');
      return article;
    },
  );

  app.delete<{ Params: { id: string } }>('/api/press/:id', async (request, reply) => {
    const { id } = request.params;
    if (!isPressId(id) || !deletePress(app.db, id)) throw pressNotFound();
    request.log.info({ id }, 'press article deleted');
    return reply.code(204).send();
  });
};
