import { apiRequest, apiUrl } from './http';

/** `DELETE {apiBase}/press/:id` with the administrator's session cookie; 204 on success. */
export async function deleteArticle(apiBase: string, id: string): Promise<void> {
  await apiRequest(apiUrl(apiBase, ['press', id]), { method: 'DELETE' });
}
