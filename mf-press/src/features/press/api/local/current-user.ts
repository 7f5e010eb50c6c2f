import { MeResponseSchema, type SessionUser } from '@gagyeong/contracts/auth';
import { pressApi } from './press-api';

/** `GET {apiBase}/auth/me`: the session's user, or null when signed out or expired. */
export async function currentUser(apiBase: string): Promise<SessionUser | null> {
  const api = pressApi(apiBase);
  return (await api.json(api.url(['auth', 'me']), MeResponseSchema)).user;
}
