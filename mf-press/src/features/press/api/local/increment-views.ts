import { PressApiError } from '../press-backend';
import { apiRequest, apiUrl } from './http';
import { toViews } from './parse-response';

/** `POST {apiBase}/press/:id/views`: the server adds one in SQL and answers the new count. */
export async function incrementViews(apiBase: string, id: string): Promise<number | null> {
  try {
    return toViews(await apiRequest(apiUrl(apiBase, ['press', id, 'views']), { method: 'POST' }));
  } catch (error) {
    if (error instanceof PressApiError && error.status === 404) return null;
    throw error;
  }
}
