import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { PressArticle } from '@gagyeong/contracts/press';
import { pressKeys } from '../query/press-keys';
import type { PressListData } from './use-press-list';
import { usePressBackend } from './use-press-backend';

/**
 * Counts one view per opening of an article, once `ready` (the article exists). The ref keeps
 * StrictMode's second effect run (same component, refs kept) from counting twice; a new opening
 * is a new mount with a new ref. The new count is written into the cached article and list.
 * Returns the count this opening produced (undefined until the server answers).
 */
export function useCountView(id: string, ready: boolean): { views: number | undefined; missing: boolean } {
  const getBackend = usePressBackend();
  const queryClient = useQueryClient();
  const countedId = useRef<string | null>(null);

  const { mutate, data, variables } = useMutation({
    mutationFn: async (articleId: string) => (await getBackend()).incrementViews(articleId),
    onSuccess: (views, articleId) => {
      if (views === null) return;
      queryClient.setQueryData<PressArticle | null>(pressKeys.article(articleId), (article) =>
        article ? { ...article, views: Math.max(article.views, views) } : article,
      );
      queryClient.setQueriesData<PressListData>(
        { queryKey: pressKeys.lists() },
        (list) =>
          list && {
            ...list,
            pages: list.pages.map((page) => ({
              ...page,
              items: page.items.map((item) => (item.id === articleId ? { ...item, views } : item)),
            })),
          },
      );
    },
  });

  useEffect(() => {
    if (!ready || countedId.current === id) return;
    countedId.current = id;
    mutate(id);
  }, [id, ready, mutate]);

  // The answer for this article only (a mutation of a previous id may still be on record).
  const current = variables === id ? data : undefined;
  return { views: current === null ? undefined : current, missing: current === null };
}
