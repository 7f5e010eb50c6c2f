import type { PressArticle } from '@gagyeong/contracts/press';
import type { EditedPressArticle } from '../press-backend';
import { apiRequest, apiUrl } from './http';
import { toPressArticle } from './parse-response';

/** `PUT {apiBase}/press/:id` with the administrator's session cookie; answers the stored article. */
export async function updateArticle(apiBase: string, id: string, input: EditedPressArticle): Promise<PressArticle> {
  const { title, summary, content } = input;
  return toPressArticle(
    await apiRequest(apiUrl(apiBase, ['press', id]), { method: 'PUT', body: { title, summary, content } }),
  );
}
