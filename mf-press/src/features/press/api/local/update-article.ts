import { PressArticleSchema, type PressArticle } from '@gagyeong/contracts/press';
import type { EditedPressArticle } from '../press-backend';
import { pressApi } from './press-api';

/** `PUT {apiBase}/press/:id` with the administrator's session cookie; answers the stored article. */
export async function updateArticle(apiBase: string, id: string, input: EditedPressArticle): Promise<PressArticle> {
  const { title, summary, content } = input;
  const api = pressApi(apiBase);
  return api.json(api.url(['press', id]), PressArticleSchema, { method: 'PUT', body: { title, summary, content } });
}
