import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EditedPressArticle } from '../api/press-backend';
import { pressKeys } from '../query/press-keys';
import { usePressBackend } from './use-press-backend';
import { useReloadPressList } from './use-press-list';

/** Saves an edited article: the detail shows the stored article at once and the list reloads. */
export function useUpdatePress() {
  const getBackend = usePressBackend();
  const queryClient = useQueryClient();
  const reloadList = useReloadPressList();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string; input: EditedPressArticle }) =>
      (await getBackend()).updateArticle(id, input),
    onSuccess: (article) => {
      queryClient.setQueryData(pressKeys.article(article.id), article);
      void reloadList(article.siteId);
    },
  });
}
