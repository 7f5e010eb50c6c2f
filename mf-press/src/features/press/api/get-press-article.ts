import { queryOptions } from '@tanstack/react-query';
import type { PressArticle } from '@gagyeong/contracts/press';
import { pressKeys } from '../query/press-keys';
import type { GetPressBackend } from './press-backend';

/** The article, or null when there is none with this id. */
export async function getPressArticle(getBackend: GetPressBackend, id: string): Promise<PressArticle | null> {
  return (await getBackend()).getArticle(id);
}

/** One article as the detail page and the server's loader both read it (null: no such article). */
export function pressArticleQueryOptions(getBackend: GetPressBackend, id: string) {
  return queryOptions({ queryKey: pressKeys.article(id), queryFn: () => getPressArticle(getBackend, id) });
}
