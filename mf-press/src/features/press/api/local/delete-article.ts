import { pressApi } from './press-api';

/** `DELETE {apiBase}/press/:id` with the administrator's session cookie; 204 on success. */
export async function deleteArticle(apiBase: string, id: string): Promise<void> {
  const api = pressApi(apiBase);
  await api.send(api.url(['press', id]), { method: 'DELETE' });
}
