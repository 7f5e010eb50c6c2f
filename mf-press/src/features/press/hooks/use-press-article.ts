import { useQuery } from '@tanstack/react-query';
import { pressKeys } from '../query/press-keys';
import { usePressBackend } from './use-press-backend';

/** One article; `data === null` means there is no such article. */
export function usePressArticle(id: string) {
  const getBackend = usePressBackend();
  return useQuery({
    queryKey: pressKeys.article(id),
    queryFn: async () => (await getBackend()).getArticle(id),
  });
}
