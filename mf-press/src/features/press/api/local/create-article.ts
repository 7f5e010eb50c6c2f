import type { PressArticle } from '@gagyeong/contracts/press';
import type { NewPressArticle } from '../press-backend';
import { apiRequest, apiUrl } from './http';
import { toPressArticle } from './parse-response';

/** `POST {apiBase}/press` with the administrator's session cookie; 201 answers the article. */
export async function createArticle(apiBase: string, input: NewPressArticle): Promise<PressArticle> {
  const { siteId, title, summary, content } = input;
  return toPressArticle(
    await apiRequest(apiUrl(apiBase, ['press']), { method: 'POST', body: { siteId, title, summary, content } }),
  );
}
