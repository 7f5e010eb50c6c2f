import { queryOptions } from '@tanstack/react-query';
import type { AccessApi } from './access-api';

/**
 * The monthly reviews of the access records and the month due, as /admin's reminder and the
 * server's loader both read them (docs/decisions/0085-server-data-handoff.md).
 */
export function accessReviewsQueryOptions(api: Pick<AccessApi, 'reviews'>) {
  return queryOptions({ queryKey: ['admin', 'access-reviews'] as const, queryFn: () => api.reviews() });
}
