import { PRESS_LIST_PATH } from '@gagyeong/contracts';

/** `/:site/press` with the (Korean) slug percent-encoded, as the router and canonical URLs use it. */
export const pressListPath = PRESS_LIST_PATH;

export function pressDetailPath(site: string, id: string): string {
  return `${PRESS_LIST_PATH(site)}/${encodeURIComponent(id)}`;
}
