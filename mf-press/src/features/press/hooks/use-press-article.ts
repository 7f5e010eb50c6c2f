import { useQuery } from '@tanstack/react-query';
import { pressArticleQueryOptions } from '../api/get-press-article';
import { usePressBackend } from './use-press-backend';

/** One article; `data === null` means there is no such article. */
export function usePressArticle(id: string) {
  return useQuery(pressArticleQueryOptions(usePressBackend(), id));
}
