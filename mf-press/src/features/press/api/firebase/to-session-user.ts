import { getIdTokenResult, type User } from 'firebase/auth';
import type { SessionUser } from '@gagyeong/contracts/auth';

/** Administrators carry the custom claim `admin: true` in their ID token (docs/firebase.md). */
export async function toSessionUser(user: User): Promise<SessionUser> {
  const token = await getIdTokenResult(user);
  return { email: user.email ?? '', role: token.claims.admin === true ? 'admin' : 'member' };
}
