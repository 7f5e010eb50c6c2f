import { useMutation } from '@tanstack/react-query';
import type { NewPressArticle } from '../api/press-backend';
import { useReloadPressList } from './use-press-list';
import { usePressBackend } from './use-press-backend';

/** Posts an article, then reloads that site's list from the start (docs/product.md §4). */
export function useCreatePress() {
  const getBackend = usePressBackend();
  const reloadList = useReloadPressList();
  return useMutation({
    mutationFn: async (input: NewPressArticle) => (await getBackend()).createArticle(input),
    onSuccess: (_article, input) => {
      // Not awaited: the form clears as soon as the article is saved; the list follows.
      void reloadList(input.siteId);
    },
  });
}
