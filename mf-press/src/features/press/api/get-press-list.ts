import { infiniteQueryOptions } from '@tanstack/react-query';
import { PRESS_PAGE_SIZE, type PressPage } from '@gagyeong/contracts/press';
import { pressKeys } from '../query/press-keys';
import type { GetPressBackend } from './press-backend';

/**
 * One page of a site's list: after `cursor` when there is one, else the list's first page, which
 * is page `firstPage` of the site's articles (`?page=N`; 1 is the newest).
 */
export async function getPressListPage(
  getBackend: GetPressBackend,
  site: string,
  firstPage: number,
  cursor: string | null,
): Promise<PressPage> {
  const backend = await getBackend();
  if (cursor !== null) return backend.listPage(site, cursor);
  return firstPage === 1 ? backend.listPage(site, null) : backend.listPageAt(site, firstPage);
}

/**
 * The site's articles page by page from `firstPage`, as the list component and the server's
 * loader both read them (docs/decisions/0085-server-data-handoff.md). A page shorter than 10 (or
 * without a cursor) is the last (docs/product.md §4).
 */
export function pressListQueryOptions(getBackend: GetPressBackend, site: string, firstPage: number) {
  return infiniteQueryOptions({
    queryKey: pressKeys.list(site, firstPage),
    queryFn: ({ pageParam }) => getPressListPage(getBackend, site, firstPage, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage: PressPage) =>
      lastPage.items.length < PRESS_PAGE_SIZE || lastPage.nextCursor === null ? undefined : lastPage.nextCursor,
  });
}
