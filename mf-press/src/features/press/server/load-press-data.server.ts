import { dehydrate, QueryClient } from '@tanstack/react-query';
import { missingPage, type MissingPage, type ServerDataContext, type SiteConfig } from '@gagyeong/contracts';
import type { SeededQueries } from '@gagyeong/contracts/server-data';
import { PRESS_TEXT } from '../../../content/press-text';
import { pressListQueryOptions } from '../api/get-press-list';
import { pressArticleQueryOptions } from '../api/get-press-article';
import { loadPressBackend } from '../api/load-press-backend';
import { pressListPath, pressPageOf } from '../components/press-paths';

/** On the server the embedded API is reached at the host's own origin (the config's base is relative). */
function serverBackendConfig({ config, apiOrigin }: ServerDataContext): SiteConfig['backend'] {
  if (config.backend.mode !== 'local') return config.backend;
  return { mode: 'local', apiBase: new URL(config.backend.apiBase, `${apiOrigin}/`).href.replace(/\/$/, '') };
}

/**
 * Runs the page's queries as its components will (same options: key and fetcher) in a cache of
 * this request's own, and hands that cache to the browser (docs/decisions/0085-server-data-handoff.md).
 * A failing fetch throws: the region is then rendered by the browser (GG-SSR-EXECUTION).
 */
async function seeded(run: (client: QueryClient) => Promise<unknown>): Promise<SeededQueries> {
  const client = new QueryClient();
  await run(client);
  return dehydrate(client);
}

/** `/:site/press[?page=N]`: the list's first page as the browser would load it first. */
export function loadPressListData(context: ServerDataContext): Promise<SeededQueries> {
  const site = context.params.site ?? context.config.siteSlug;
  const getBackend = () => loadPressBackend(serverBackendConfig(context));
  const firstPage = pressPageOf(context.request?.search ?? '');
  return seeded((client) => client.fetchInfiniteQuery(pressListQueryOptions(getBackend, site, firstPage)));
}

/**
 * `/:site/press/:id`: the article. Reading it counts no view. One that does not exist (deleted, or
 * of another site) is a missing page: the host answers 404 with a link to the list, and the
 * browser replaces it with the list (docs/product.md §4).
 */
export async function loadPressArticleData(context: ServerDataContext): Promise<SeededQueries | MissingPage> {
  const site = context.params.site ?? context.config.siteSlug;
  const getBackend = () => loadPressBackend(serverBackendConfig(context));
  const client = new QueryClient();
  const article = await client.fetchQuery(pressArticleQueryOptions(getBackend, context.params.id ?? ''));
  if (!article || article.siteId !== site) return missingPage(pressListPath(site), PRESS_TEXT.missingArticleLink);
  return dehydrate(client);
}
