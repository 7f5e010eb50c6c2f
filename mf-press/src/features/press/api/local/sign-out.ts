import { apiRequest, apiUrl } from './http';

/** `POST {apiBase}/auth/logout` (204); the server drops the session and its cookie. */
export async function signOut(apiBase: string): Promise<void> {
  await apiRequest(apiUrl(apiBase, ['auth', 'logout']), { method: 'POST' });
}
