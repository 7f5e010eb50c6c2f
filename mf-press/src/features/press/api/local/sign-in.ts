import { LoginResponseSchema, type LoginResponse } from '@gagyeong/contracts/auth';
import { pressApi } from './press-api';

/** `POST {apiBase}/auth/login` with what was typed; the server sets the session cookie. */
export async function signIn(apiBase: string, email: string, password: string, code = ''): Promise<LoginResponse> {
  const api = pressApi(apiBase);
  return api.json(api.url(['auth', 'login']), LoginResponseSchema, {
    method: 'POST',
    body: code === '' ? { email, password } : { email, password, code },
  });
}
