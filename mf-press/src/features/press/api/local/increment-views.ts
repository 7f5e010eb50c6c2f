import { PressViewsSchema } from '@gagyeong/contracts/press';
import { PressApiError } from '../press-backend';
import { pressApi } from './press-api';

/** `POST {apiBase}/press/:id/views`: the server adds one in SQL and answers the new count. */
export async function incrementViews(apiBase: string, id: string): Promise<number | null> {
  const api = pressApi(apiBase);
  try {
    return (await api.json(api.url(['press', id, 'views']), PressViewsSchema, { method: 'POST' })).views;
  } catch (error) {
    if (error instanceof PressApiError && error.status === 404) return null;
    throw error;
  }
}
