import { LoginResponseSchema, type SessionUser } from '@gagyeong/contracts/auth';
import { pressApi } from './press-api';

/** `POST {apiBase}/auth/login` with what was typed; the server sets the session cookie. */
export async function signIn(apiBase: string, email: string, password: string): Promise<SessionUser> {
  const api = pressApi(apiBase);
  const { user } = await api.json(api.url(['auth', 'login']), LoginResponseSchema, {
    method: 'POST',
    body: { email, password },
  });
  return user;
}
