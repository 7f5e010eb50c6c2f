import type { ServerDataContext, SiteConfig } from '@gagyeong/contracts';
import { loadPressBackend } from '../api/load-press-backend';
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

/** `/:site/press/:id`: the article (null when there is none). Reading it counts no view. */
export async function loadPressArticleData(context: ServerDataContext): Promise<PressServerData> {
  const id = context.params.id ?? '';
  const backend = await loadPressBackend(serverBackendConfig(context));
  return { kind: 'article', id, article: await backend.getArticle(id) };
}
