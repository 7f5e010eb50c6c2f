import type { FastifyPluginAsync } from 'fastify';
import { IMMUTABLE } from '../static/cache-policy';
import { dropDocumentHeaders } from '../static/static-options';
import { decodeTextFace, TEXT_FACE_PREFIX, textFaceCss } from './text-face';
import { TextFaceBusyError, type TextFaceFonts } from './text-face-fonts';

/**
 * `GET /page-fonts/text/<code>.css` and `.woff2`: a page's text face (text-face.ts), its
 * @font-face and its font. The address is the content, so both are kept for good; an address
 * this host would not write is a 404.
 */
export const textFaceRoutes: FastifyPluginAsync<{ readonly fonts: TextFaceFonts }> = async (app, { fonts }) => {
  app.addHook('onClose', () => fonts.close());

  app.get<{ Params: { file: string } }>(`${TEXT_FACE_PREFIX}:file`, async (request, reply) => {
    const { file } = request.params;
    const dot = file.lastIndexOf('.');
    const code = file.slice(0, dot);
    const extension = file.slice(dot + 1);
    const points = dot > 0 ? decodeTextFace(code) : undefined;
    if (!points || (extension !== 'css' && extension !== 'woff2')) return reply.callNotFound();
    dropDocumentHeaders(reply, file);
    if (extension === 'css') {
      return reply
        .header('cache-control', IMMUTABLE)
        .type('text/css; charset=utf-8')
        .send(textFaceCss(points, `${code}.woff2`));
    }
    try {
      const font = await fonts.font(code, points);
      return await reply.header('cache-control', IMMUTABLE).type('font/woff2').send(font);
    } catch (error) {
      // The page draws those characters with the next font of its stack meanwhile.
      if (error instanceof TextFaceBusyError) return reply.code(503).header('retry-after', '1').send();
      throw error;
    }
  });
};
