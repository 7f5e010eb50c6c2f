import type { SessionUser } from '@gagyeong/contracts/auth';
import { apiRequest, apiUrl } from './http';
import { toSessionUser } from './parse-response';

/** `GET {apiBase}/auth/me`: the session's user, or null when signed out or expired. */
export async function currentUser(apiBase: string): Promise<SessionUser | null> {
  return toSessionUser(await apiRequest(apiUrl(apiBase, ['auth', 'me'])));
}
