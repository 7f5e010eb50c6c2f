import { pressApi } from './press-api';

/** `POST {apiBase}/auth/logout` (204); the server drops the session and its cookie. */
export async function signOut(apiBase: string): Promise<void> {
  const api = pressApi(apiBase);
  await api.send(api.url(['auth', 'logout']), { method: 'POST' });
}
