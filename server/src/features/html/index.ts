import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { canonicalPath, isRedirect, matchRoute, viewportHintOf } from '@gagyeong/contracts';
import { SESSION_COOKIE_NAME } from '@gagyeong/contracts/auth';
import { readCookie } from '../../http/cookies';
import { allowInlineSources } from '../../http/inline-sources';
import { ERROR_CODES, HttpError, sendError } from '../../http/errors';
import { NO_CACHE } from '../static/cache-policy';
import type { HtmlRenderer } from './html-renderer';
import { acceptsBrotli } from './precompressed-page';

export { createHtmlRenderer, type HtmlRenderer } from './html-renderer';

/** Requests for a file (by extension) that does not exist get a plain 404, not the site's HTML. */
const ASSET_EXTENSION = /\.(?:m?js|css|map|json|png|jpe?g|webp|avif|gif|svg|ico|woff2?|ttf|mp4|webm|txt|xml|wasm)$/i;

/** GET /config.json and /remotes.json: the runtime config and remotes map the HTML also inlines. */
export const runtimeDataRoutes: FastifyPluginAsync = async (app) => {
  app.get('/config.json', async (_request, reply) => {
    reply.header('cache-control', NO_CACHE);
    return app.siteConfig;
  });
  app.get('/remotes.json', async (_request, reply) => {
    reply.header('cache-control', NO_CACHE);
    return app.remotesMap;
  });
};

/**
 * Everything no route or file answered: unknown /api paths get a JSON 404; other GETs get the
 * shell's HTML (200 for a route of the table, 404 otherwise).
 */
export function createNotFoundHandler(renderer: HtmlRenderer) {
  return async function notFound(request: FastifyRequest, reply: FastifyReply) {
    const pathname = request.url.split('?', 1)[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      return sendError(reply, new HttpError(404, ERROR_CODES.notFound, '요청한 API를 찾을 수 없습니다.'));
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return sendError(reply, new HttpError(404, ERROR_CODES.notFound, '요청한 주소를 찾을 수 없습니다.'));
    }
    if (pathname.startsWith('/remotes/') || pathname.startsWith('/releases/') || ASSET_EXTENSION.test(pathname)) {
      reply.header('cache-control', NO_CACHE);
      return sendError(reply, new HttpError(404, ERROR_CODES.notFound, '요청한 파일을 찾을 수 없습니다.'));
    }
    const canonical = canonicalPath(pathname);
    if (canonical) {
      // A route typed in another letter case: one address per page, and the browser's router
      // replaces it the same way (docs/decisions/0070-route-case.md). The query (campaign tags) stays.
      const query = request.url.slice(pathname.length);
      return reply.header('cache-control', NO_CACHE).redirect(`${canonical}${query}`, 301);
    }
    const match = matchRoute(pathname);
    if (match && isRedirect(match.route)) {
      // A legacy path: a real HTTP redirect, so crawlers and shared links land on the new page.
      return reply.header('cache-control', NO_CACHE).redirect(match.route.redirectTo, 301);
    }
    const started = performance.now();
    const viewport = viewportHintOf({
      userAgent: request.headers['user-agent'],
      chUaMobile:
        typeof request.headers['sec-ch-ua-mobile'] === 'string' ? request.headers['sec-ch-ua-mobile'] : undefined,
    });
    const query = request.url.indexOf('?');
    const session = readCookie(request.headers.cookie, SESSION_COOKIE_NAME);
    const page = await renderer.render(pathname, viewport, {
      search: query === -1 ? '' : request.url.slice(query),
      referer: request.headers.referer,
      ...(session ? { sessionCookie: `${SESSION_COOKIE_NAME}=${encodeURIComponent(session)}` } : {}),
    });
    const ms = (performance.now() - started).toFixed(1);
    if (page.inline) {
      // The CSP was written before the page was known: written again with the page's inline code.
      allowInlineSources(reply.raw, page.inline);
      reply.helmet();
    }
    // A kept page goes out as it was compressed once (the host's own compression skips it).
    const compressed = page.brotli && acceptsBrotli(request.headers['accept-encoding']) ? page.brotli() : undefined;
    reply
      .code(page.status)
      // A page rendered for the signed-in administrator is kept by no cache, the browser's included.
      .header('cache-control', page.perPerson ? 'private, no-store' : NO_CACHE)
      // How long the page took, and whether it came from the rendered-page cache (bench:ssr reads it).
      // The markup follows the layout guessed from these (see contracts' viewport.ts).
      .header('vary', 'User-Agent, Sec-CH-UA-Mobile, Accept-Encoding')
      .header('server-timing', `render;dur=${ms};desc="${page.cached ? 'hit' : 'miss'}"`)
      .type('text/html; charset=utf-8');
    if (compressed) return reply.header('content-encoding', 'br').send(compressed);
    return reply.send(page.html);
  };
}
