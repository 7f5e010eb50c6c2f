import { queryOptions } from '@tanstack/react-query';
import type { SessionControl } from './inbox-for';

/**
 * The account's open sessions, as /admin's sessions section and the server's loader both read
 * them (docs/decisions/0085-server-data-handoff.md).
 */
export function sessionsQueryOptions(control: Pick<SessionControl, 'sessions'>) {
  return queryOptions({ queryKey: ['admin', 'sessions'] as const, queryFn: () => control.sessions() });
}
