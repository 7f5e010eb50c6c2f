import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pressKeys } from '../query/press-keys';
import { usePressBackend } from './use-press-backend';
import { useReloadPressList } from './use-press-list';

/** Deletes an article, forgets it, and reloads its site's list from the start. */
export function useDeletePress() {
  const getBackend = usePressBackend();
  const queryClient = useQueryClient();
  const reloadList = useReloadPressList();
  return useMutation({
    mutationFn: async ({ id }: { id: string; siteId: string }) => (await getBackend()).deleteArticle(id),
    onSuccess: (_nothing, { id, siteId }) => {
      queryClient.removeQueries({ queryKey: pressKeys.article(id), exact: true });
      void reloadList(siteId);
    },
  });
}
