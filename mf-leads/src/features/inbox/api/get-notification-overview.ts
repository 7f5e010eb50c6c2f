import { queryOptions } from '@tanstack/react-query';
import type { NotificationsApi } from './notifications-api';

/**
 * Where each lead's notifications stand (channels, counts, the newest), as /admin's notification
 * section and the server's loader both read it (docs/decisions/0085-server-data-handoff.md).
 */
export function notificationOverviewQueryOptions(api: Pick<NotificationsApi, 'overview'>) {
  return queryOptions({ queryKey: ['admin', 'notifications'] as const, queryFn: () => api.overview() });
}
