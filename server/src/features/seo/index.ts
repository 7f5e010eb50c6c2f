import type { FastifyPluginAsync } from 'fastify';
import { ADMIN_PATHS, isRedirect, ROUTES } from '@gagyeong/contracts';
import { escapeHtml as escapeXml } from '@gagyeong/ui/escape-html';
import { listPressForSitemap } from '../press/list-press-for-sitemap';

/** Newest articles listed in the sitemap (the format allows 50 000 URLs per file). */
const SITEMAP_ARTICLE_LIMIT = 5000;

/** Paths of the route table a crawler should visit: no parameters, redirects or admin pages. */
export function staticRoutePaths(): string[] {
  return ROUTES.filter((route) => !isRedirect(route))
    .map((route) => route.path)
    .filter((p) => !p.includes(':') && !p.startsWith('/admin'));
}

export interface SeoOptions {
  /** The newest articles (id, date); the host's SQLite file unless firebase mode names Firestore. */
  readonly listArticles?: (siteId: string, limit: number) => Promise<{ id: string; date: number }[]>;
}

/**
 * What crawlers are asked to leave alone: the administrators' pages and the JSON API (neither is a
 * page for search results; the sitemap omits them too). A rule is a path prefix, so each covers
 * everything below it.
 */
export const ROBOTS_DISALLOWED = [ADMIN_PATHS.home, '/api'] as const;

/** GET /robots.txt (everything but ROBOTS_DISALLOWED, point at the sitemap) and GET /sitemap.xml. */
export const seoRoutes: FastifyPluginAsync<SeoOptions> = async (app, options) => {
  const { siteUrl, siteSlug } = app.siteConfig;
  const listArticles = options.listArticles ?? (async (siteId, limit) => listPressForSitemap(app.db, siteId, limit));

  app.get('/robots.txt', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8');
    const disallow = ROBOTS_DISALLOWED.map((prefix) => `Disallow: ${prefix}\n`).join('');
    return `User-agent: *\n${disallow}Allow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    const slug = encodeURIComponent(siteSlug);
    const entries: { loc: string; lastmod?: string }[] = [
      ...staticRoutePaths().map((p) => ({ loc: `${siteUrl}${p}` })),
      { loc: `${siteUrl}/${slug}/press` },
      { loc: `${siteUrl}/${slug}/customer` },
      ...(await listArticles(siteSlug, SITEMAP_ARTICLE_LIMIT)).map((article) => ({
        loc: `${siteUrl}/${slug}/press/${article.id}`,
        lastmod: new Date(article.date).toISOString(),
      })),
    ];
    const body = entries
      .map(({ loc, lastmod }) =>
        lastmod
          ? `  <url><loc>${escapeXml(loc)}</loc><lastmod>${lastmod}</lastmod></url>`
          : `  <url><loc>${escapeXml(loc)}</loc></url>`,
      )
      .join('\n');
    reply.header('cache-control', 'no-cache').type('application/xml; charset=utf-8');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
  });
};
