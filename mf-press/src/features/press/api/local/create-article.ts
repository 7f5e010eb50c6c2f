import { PressArticleSchema, type PressArticle } from '@gagyeong/contracts/press';
import type { NewPressArticle } from '../press-backend';
import { pressApi } from './press-api';

/** `POST {apiBase}/press` with the administrator's session cookie; 201 answers the article. */
export async function createArticle(apiBase: string, input: NewPressArticle): Promise<PressArticle> {
  const { siteId, title, summary, content } = input;
  const api = pressApi(apiBase);
  return api.json(api.url(['press']), PressArticleSchema, {
    method: 'POST',
    body: { siteId, title, summary, content },
  });
}
