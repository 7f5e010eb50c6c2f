import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler, onSendAsyncHookHandler } from 'fastify';
import { ERROR_CODES, HttpError, httpError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** `scheme://host[:port]` of a URL; undefined for 'null' (sandboxed, opaque) and anything unparsable. */
function originOf(value: string): string | undefined {
  try {
    const { origin } = new URL(value);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

function mediaType(request: FastifyRequest): string | undefined {
  const header = request.headers['content-type'];
  return header?.split(';', 1)[0]?.trim().toLowerCase();
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  if (length !== undefined) return length !== '0';
  return request.headers['transfer-encoding'] !== undefined;
}

/**
 * CSRF defence for unsafe methods under /api (the session cookie is also SameSite=Strict):
 * - when the browser says where the request comes from (Origin, else Referer), it must be the
 *   configured public origin (SITE_URL). Never the Host header: a client chooses that, and
 *   `Host: evil.example` with `Origin: http://evil.example` would agree with itself. Requests with
 *   neither (curl, server-to-server) pass;
 * - a body must be `application/json`, which a cross-site HTML form cannot send (a beacon route,
 *   `config: { textBeacon: true }`, also takes `text/plain`: its origin is checked all the same).
 * Routes marked `config: { crossSiteFormPost: true }` are exempt.
 */
export function createApiGuard(options: { siteUrl: string }): onRequestAsyncHookHandler {
  const siteOrigin = originOf(options.siteUrl);
  return async function apiGuard(request: FastifyRequest, _reply: FastifyReply) {
    // The matched route pattern, not the raw URL: the router decodes `/%61pi/…` to `/api/…`.
    const route = request.routeOptions.url ?? request.url;
    if (!route.startsWith('/api/') || SAFE_METHODS.has(request.method)) return;
    // A route that takes cross-site form posts by design says so itself (`config.crossSiteFormPost`).
    if (request.routeOptions.config.crossSiteFormPost === true) return;

    const source = request.headers.origin ?? request.headers.referer;
    if (source !== undefined) {
      const origin = originOf(source);
      if (origin === undefined || origin !== siteOrigin) {
        throw new HttpError(403, ERROR_CODES.crossOriginRejected, '다른 사이트에서 보낸 요청은 처리할 수 없습니다.');
      }
    }

    const type = mediaType(request);
    // A beacon (`config.textBeacon`) arrives as text/plain, which sendBeacon sends without a preflight.
    const accepted =
      type === 'application/json' || (type === 'text/plain' && request.routeOptions.config.textBeacon === true);
    if (hasBody(request) && !accepted) throw httpError(415);
  };
}

/** API answers are per-user or change often: never cache them unless a route says otherwise. */
export const apiNoStore: onSendAsyncHookHandler = async (request, reply, payload) => {
  const route = request.routeOptions.url ?? request.url;
  if (route.startsWith('/api/') && !reply.hasHeader('cache-control')) {
    reply.header('cache-control', 'no-store');
  }
  return payload;
};
