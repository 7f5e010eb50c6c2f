import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { PressPage } from '@gagyeong/contracts/press';
import { pressListQueryOptions } from '../api/get-press-list';
import { pressKeys } from '../query/press-keys';
import { usePressBackend } from './use-press-backend';

export type PressListData = InfiniteData<PressPage, string | null>;

/**
 * The site's articles, page by page from `firstPage` (`?page=N`, else 1). A new slug or start page
 * is a new key, so the list starts again from there (docs/product.md §4).
 */
export function usePressList(site: string, firstPage: number) {
  return useInfiniteQuery(pressListQueryOptions(usePressBackend(), site, firstPage));
}

/** Reloads a site's lists from their start: only each list's first page is kept, then refetched. */
export function useReloadPressList() {
  const queryClient = useQueryClient();
  return useCallback(
    async (site: string) => {
      const queryKey = pressKeys.siteLists(site);
      queryClient.setQueriesData<PressListData>(
        { queryKey },
        (data) => data && { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) },
      );
      await queryClient.invalidateQueries({ queryKey });
    },
    [queryClient],
  );
}
