import type { SessionUser } from '@gagyeong/contracts/auth';
import { PRESS_ERRORS } from '../../../../content/press-text';
import { PressApiError } from '../press-backend';
import { apiRequest, apiUrl } from './http';
import { toSessionUser } from './parse-response';

/** `POST {apiBase}/auth/login` with what was typed; the server sets the session cookie. */
export async function signIn(apiBase: string, email: string, password: string): Promise<SessionUser> {
  const user = toSessionUser(
    await apiRequest(apiUrl(apiBase, ['auth', 'login']), { method: 'POST', body: { email, password } }),
  );
  if (!user) throw new PressApiError(PRESS_ERRORS.unexpected, 'invalid_response');
  return user;
}
