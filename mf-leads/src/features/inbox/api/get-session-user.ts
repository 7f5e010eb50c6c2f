import * as v from 'valibot';
import { MeResponseSchema, type SessionUser } from '@gagyeong/contracts/auth';
import { seededData } from '@gagyeong/contracts/server-data';
import type { Inbox } from './inbox-for';

const SESSION_USER_KEY = ['admin', 'session-user'] as const;

/**
 * Who is signed in (null: nobody), as the admin pages' sign-in check and the server's loader both
 * ask it (docs/decisions/0085-server-data-handoff.md). A plain object in TanStack Query's shape:
 * the check runs before sign-in, where the query library would not fit the first-load budget.
 */
export function sessionUserQueryOptions(session: Pick<Inbox, 'me'>) {
  return {
    queryKey: SESSION_USER_KEY,
    queryFn: (): Promise<SessionUser | null> => session.me(),
  };
}

/**
 * Who the server found signed in when it rendered the page (null: nobody), read from its data
 * with the API's own schema; undefined when the page was not rendered with it.
 */
export function seededSessionUser(serverData: unknown): SessionUser | null | undefined {
  const seeded = seededData(serverData, SESSION_USER_KEY);
  const parsed = v.safeParse(MeResponseSchema, { user: seeded });
  return seeded === undefined || !parsed.success ? undefined : parsed.output.user;
}
