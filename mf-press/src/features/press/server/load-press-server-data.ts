import { missingPage, type MissingPage, type ServerDataContext, type SiteConfig } from '@gagyeong/contracts';
import { PRESS_TEXT } from '../../../content/press-text';
import { loadPressBackend } from '../api/load-press-backend';
import { pressListPath } from '../components/press-paths';
import type { PressServerData } from './press-server-data';

/** On the server the embedded API is reached at the host's own origin (the config's base is relative). */
function serverBackendConfig({ config, apiOrigin }: ServerDataContext): SiteConfig['backend'] {
  if (config.backend.mode !== 'local') return config.backend;
  return { mode: 'local', apiBase: new URL(config.backend.apiBase, `${apiOrigin}/`).href.replace(/\/$/, '') };
}

/** `/:site/press`: the list's first page, as the browser would load it first. */
export async function loadPressListData(context: ServerDataContext): Promise<PressServerData> {
  const site = context.params.site ?? context.config.siteSlug;
  const backend = await loadPressBackend(serverBackendConfig(context));
  return { kind: 'list', site, page: await backend.listPage(site, null) };
}

/**
 * `/:site/press/:id`: the article. Reading it counts no view. One that does not exist (deleted, or
 * of another site) is a missing page: the host answers 404 with a link to the list, and the
 * browser replaces it with the list (docs/product.md §4).
 */
export async function loadPressArticleData(context: ServerDataContext): Promise<PressServerData | MissingPage> {
  const id = context.params.id ?? '';
  const site = context.params.site ?? context.config.siteSlug;
  const backend = await loadPressBackend(serverBackendConfig(context));
  const article = await backend.getArticle(id);
  if (!article || article.siteId !== site) return missingPage(pressListPath(site), PRESS_TEXT.missingArticleLink);
  return { kind: 'article', id, article };
}
