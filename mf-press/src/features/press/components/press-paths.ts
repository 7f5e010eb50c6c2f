import { PRESS_LIST_PATH } from '@gagyeong/contracts';
import { pressPageNumber } from '@gagyeong/contracts/press';

/**
 * `/:site/press` with the (Korean) slug percent-encoded, as the router and canonical URLs use it;
 * from page 2 on with `?page=N` (docs/product.md §2).
 */
export function pressListPath(site: string, page = 1): string {
  return page > 1 ? `${PRESS_LIST_PATH(site)}?page=${page}` : PRESS_LIST_PATH(site);
}

export function pressDetailPath(site: string, id: string): string {
  return `${PRESS_LIST_PATH(site)}/${encodeURIComponent(id)}`;
}

/** The list page a query string names (`?page=N`); 1 when it names none or no valid one. */
export function pressPageOf(search: string): number {
  return pressPageNumber(new URLSearchParams(search).get('page')) ?? 1;
}
