import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler, onSendHookHandler } from 'fastify';
import { ERROR_CODES, HttpError, httpError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Public lead forms (owned by the leads feature) accept cross-site classic form posts by design,
 * so they are exempt here and check their own content types.
 */
const PUBLIC_FORM_PREFIX = '/api/leads/';

function originHost(value: string): string | undefined {
  try {
    return new URL(value).host.toLowerCase();
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
 * - when the browser says where the request comes from (Origin, else Referer), it must be this
 *   host or the canonical site origin; requests without either (curl, server-to-server) pass;
 * - a body must be `application/json`, which a cross-site HTML form cannot send.
 */
export function createApiGuard(options: { siteUrl: string }): onRequestAsyncHookHandler {
  const canonicalHost = originHost(options.siteUrl);
  return async function apiGuard(request: FastifyRequest, _reply: FastifyReply) {
    // The matched route pattern, not the raw URL: the router decodes `/%61pi/…` to `/api/…`.
    const route = request.routeOptions.url ?? request.url;
    if (!route.startsWith('/api/') || SAFE_METHODS.has(request.method)) return;
    if (request.method === 'POST' && route.startsWith(PUBLIC_FORM_PREFIX)) return;

    const source = request.headers.origin ?? request.headers.referer;
    if (source !== undefined) {
      const host = originHost(source); // 'null' (sandboxed/opaque origins) does not parse
      const allowed = host !== undefined && (host === request.host.toLowerCase() || host === canonicalHost);
      if (!allowed) {
        throw new HttpError(403, ERROR_CODES.crossOriginRejected, '다른 사이트에서 보낸 요청은 처리할 수 없습니다.');
      }
    }

    if (hasBody(request) && mediaType(request) !== 'application/json') throw httpError(415);
  };
}

/** API answers are per-user or change often: never cache them unless a route says otherwise. */
export const apiNoStore: onSendHookHandler = async (request, reply, payload) => {
  const route = request.routeOptions.url ?? request.url;
  if (route.startsWith('/api/') && !reply.hasHeader('cache-control')) {
    reply.header('cache-control', 'no-store');
  }
  return payload;
};
