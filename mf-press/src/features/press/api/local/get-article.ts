import { PressArticleSchema, type PressArticle } from '@gagyeong/contracts/press';
import { PressApiError } from '../press-backend';
import { pressApi } from './press-api';

/** `GET {apiBase}/press/:id`; a 404 means there is no such article. */
export async function getArticle(apiBase: string, id: string): Promise<PressArticle | null> {
  const api = pressApi(apiBase);
  try {
    return await api.json(api.url(['press', id]), PressArticleSchema);
  } catch (error) {
    if (error instanceof PressApiError && error.status === 404) return null;
    throw error;
  }
}
