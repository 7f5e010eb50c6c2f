import * as v from 'valibot';
import { DEFAULT_IDLE_TIMEOUT_MS, MeResponseSchema } from '@gagyeong/contracts/auth';
import { seededData } from '@gagyeong/contracts/server-data';
import type { MeResult } from './inbox-api';
import type { Inbox } from './inbox-for';

const SESSION_USER_KEY = ['admin', 'session-user'] as const;

/**
 * Who is signed in (user null: nobody) and after how long idle the session ends, as the admin
 * pages' sign-in check and the server's loader both ask it
 * (docs/decisions/0085-server-data-handoff.md). A plain object in TanStack Query's shape: the
 * check runs before sign-in, where the query library would not fit the first-load budget.
 */
export function sessionUserQueryOptions(session: Pick<Inbox, 'me'>) {
  return {
    queryKey: SESSION_USER_KEY,
    queryFn: (): Promise<MeResult> => session.me(),
  };
}

/**
 * What the server found when it rendered the page, read from its data with the API's own schema;
 * undefined when the page was not rendered with it.
 */
export function seededSession(serverData: unknown): MeResult | undefined {
  const parsed = v.safeParse(MeResponseSchema, seededData(serverData, SESSION_USER_KEY));
  return parsed.success
    ? { user: parsed.output.user, idleTimeoutMs: parsed.output.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS }
    : undefined;
}
