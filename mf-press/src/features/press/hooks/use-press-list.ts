import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useCallback } from 'react';
import { PRESS_PAGE_SIZE, type PressPage } from '@gagyeong/contracts/press';
import { pressKeys } from '../query/press-keys';
import { usePressBackend } from './use-press-backend';

export type PressListData = InfiniteData<PressPage, string | null>;

/**
 * The site's articles, page by page. A new slug is a new key, so the list starts from the first
 * page; a page shorter than 10 (or without a cursor) is the last (docs/product.md §4).
 */
export function usePressList(site: string) {
  const getBackend = usePressBackend();
  return useInfiniteQuery({
    queryKey: pressKeys.list(site),
    queryFn: async ({ pageParam }) => (await getBackend()).listPage(site, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage: PressPage) =>
      lastPage.items.length < PRESS_PAGE_SIZE || lastPage.nextCursor === null ? undefined : lastPage.nextCursor,
  });
}

/** Reloads a site's list from the start: only the first page is kept, then refetched. */
export function useReloadPressList() {
  const queryClient = useQueryClient();
  return useCallback(
    async (site: string) => {
      const queryKey = pressKeys.list(site);
      queryClient.setQueryData<PressListData>(
        queryKey,
        (data) => data && { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) },
      );
      await queryClient.invalidateQueries({ queryKey, exact: true });
    },
    [queryClient],
  );
}
