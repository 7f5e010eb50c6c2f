import { queryOptions } from '@tanstack/react-query';
import type { LeadStats } from '@gagyeong/contracts/leads';
import type { DashboardPeriod } from './dashboard-period';
import { InboxError, type InboxApi } from './inbox-api';

/**
 * The dashboard's figures for a period, or the server's reason for refusing it (a period too long,
 * a start after the end): a refusal is an answer to show where the figures would be, so the
 * server renders it too. No answer, or a session that ended (401), fails the query.
 */
export type LeadStatsAnswer =
  { readonly kind: 'ready'; readonly stats: LeadStats } | { readonly kind: 'refused'; readonly message: string };

export async function getLeadStats(api: Pick<InboxApi, 'stats'>, period: DashboardPeriod): Promise<LeadStatsAnswer> {
  try {
    return { kind: 'ready', stats: await api.stats(period.from, period.to) };
  } catch (error) {
    if (error instanceof InboxError && error.status >= 400 && error.status !== 401) {
      return { kind: 'refused', message: error.message };
    }
    throw error;
  }
}

/** The figures of a period ('' ends: the server's default), as the dashboard and the server's loader read them. */
export function leadStatsQueryOptions(api: Pick<InboxApi, 'stats'>, period: DashboardPeriod) {
  return queryOptions({
    queryKey: ['admin', 'lead-stats', period.from, period.to] as const,
    queryFn: () => getLeadStats(api, period),
  });
}
