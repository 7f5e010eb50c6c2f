import FindMyWay, { type HTTPMethod } from 'find-my-way';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { httpError } from './errors';
import { isApiPath } from './not-found';

const METHODS: readonly HTTPMethod[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** Every page path answers GET (the shell's HTML, 200 or 404) and HEAD; nothing else. */
const PAGE_METHODS = 'GET, HEAD';

/**
 * 405 with `Allow` instead of 404 when the path exists for other methods. Routes are mirrored into
 * a router of our own as they are added (Fastify's router cannot be asked "which methods match
 * this path?"); only /api routes go in, so the page route's `/*` cannot make every API typo a 405.
 * Call before any route is registered.
 */
export function installMethodNotAllowed(app: FastifyInstance, options: { maxParamLength: number }): void {
  const apiRoutes = FindMyWay({ maxParamLength: options.maxParamLength });
  const noop = () => undefined;

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      const upper = method.toUpperCase() as HTTPMethod;
      if (METHODS.includes(upper) && !apiRoutes.hasRoute(upper, route.url)) apiRoutes.on(upper, route.url, noop);
    }
  });

  const allowedFor = (request: FastifyRequest): string | undefined => {
    const pathname = request.url.split('?', 1)[0] ?? '/';
    if (!isApiPath(pathname)) return request.method === 'GET' || request.method === 'HEAD' ? undefined : PAGE_METHODS;
    const allowed = METHODS.filter((method) => apiRoutes.find(method, request.url, {}) !== null);
    return allowed.length > 0 ? allowed.join(', ') : undefined;
  };

  // Runs before the not-found handler, both for requests no route matched and for those a route
  // passed on (the page route's `/*` does for an `/api` path or a file that does not exist): only
  // preHandler hooks run on that second way.
  app.addHook('preHandler', async (request) => {
    if (!request.is404) return;
    const allow = allowedFor(request);
    if (allow !== undefined) throw httpError(405, undefined, { allow });
  });
}
