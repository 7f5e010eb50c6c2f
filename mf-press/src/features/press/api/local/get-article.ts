import type { PressArticle } from '@gagyeong/contracts/press';
import { PressApiError } from '../press-backend';
import { apiRequest, apiUrl } from './http';
import { toPressArticle } from './parse-response';

/** `GET {apiBase}/press/:id`; a 404 means there is no such article. */
export async function getArticle(apiBase: string, id: string): Promise<PressArticle | null> {
  try {
    return toPressArticle(await apiRequest(apiUrl(apiBase, ['press', id])));
  } catch (error) {
    if (error instanceof PressApiError && error.status === 404) return null;
    throw error;
  }
}
