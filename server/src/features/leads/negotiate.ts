import type { FastifyRequest } from 'fastify';

export const FORM_MEDIA_TYPE = 'application/x-www-form-urlencoded';
export const JSON_MEDIA_TYPE = 'application/json';

export function mediaType(request: FastifyRequest): string | undefined {
  return request.headers['content-type']?.split(';', 1)[0]?.trim().toLowerCase();
}

/**
 * Whether to answer with an HTML page instead of JSON: a browser's classic form post (form-encoded,
 * Accept without application/json) gets a page; fetch and API clients asking for JSON get JSON.
 */
export function wantsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept?.toLowerCase() ?? '';
  if (accept.includes('application/json')) return false;
  if (accept.includes('text/html')) return true;
  return mediaType(request) === FORM_MEDIA_TYPE;
}

/**
 * Where the result page's link leads: the page the form was on when the browser says so and it is
 * on this site (the configured SITE_URL's origin, not the Host header), else the home page (which
 * holds the visit form). Only a path that stays on this origin may become the link: `//evil.example`
 * or `/\\evil.example` would leave the site.
 */
export function backPath(request: FastifyRequest): string {
  const referer = request.headers.referer;
  if (referer === undefined) return '/';
  try {
    const site = new URL(request.server.siteConfig.siteUrl).origin;
    const url = new URL(referer);
    if (url.origin !== site) return '/';
    const path = `${url.pathname}${url.search}`;
    if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return '/';
    return new URL(path, site).origin === site ? path : '/';
  } catch {
    return '/';
  }
}
