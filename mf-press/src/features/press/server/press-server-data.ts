import type { PressArticle, PressPage } from '@gagyeong/contracts/press';
import type { QueryClient } from '@tanstack/react-query';
import { pressKeys } from '../query/press-keys';

/** What the press modules load on the server and hand to the browser (their `serverData`). */
export type PressServerData =
  | { readonly kind: 'list'; readonly site: string; readonly page: PressPage }
  | { readonly kind: 'article'; readonly id: string; readonly article: PressArticle | null };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The host passes `serverData` on as `unknown`: only a shape this module wrote is used. */
export function isPressServerData(value: unknown): value is PressServerData {
  if (!isRecord(value)) return false;
  if (value.kind === 'list')
    return typeof value.site === 'string' && isRecord(value.page) && Array.isArray(value.page.items);
  if (value.kind === 'article')
    return typeof value.id === 'string' && (value.article === null || isRecord(value.article));
  return false;
}

/**
 * Puts what the server loaded into the query cache before the first render, so the page renders
 * the same on the server and in the browser, and the browser does not fetch it again. What the
 * cache already holds (a later visit in the same page) is kept.
 */
export function seedPressCache(queryClient: QueryClient, data: unknown): void {
  if (!isPressServerData(data)) return;
  if (data.kind === 'list') {
    const key = pressKeys.list(data.site);
    if (queryClient.getQueryData(key) === undefined) {
      queryClient.setQueryData(key, { pages: [data.page], pageParams: [null] });
    }
  } else if (queryClient.getQueryData(pressKeys.article(data.id)) === undefined) {
    queryClient.setQueryData(pressKeys.article(data.id), data.article);
  }
}
