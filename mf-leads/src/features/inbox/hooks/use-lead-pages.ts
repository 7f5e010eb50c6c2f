import { useCallback } from 'react';
import { QueryClient, useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { LeadPage, LeadRecord } from '@gagyeong/contracts/leads';
import type { InboxFilter } from '../api/inbox-api';
import type { Inbox } from '../api/inbox-for';

/**
 * The inbox's own query client: answers are one administrator's and change with every follow-up,
 * so nothing is kept once a filter is left, and a failure is shown, not retried behind the
 * administrator's back (the API client already repeats a read that got no answer, once).
 */
export function createInboxQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, gcTime: 0, staleTime: Infinity },
    },
  });
}

/** One search: the filter as applied, and which 조회 it was (the same filter twice loads afresh). */
export interface LeadSearch {
  readonly filter: InboxFilter;
  readonly run: number;
}

const leadsKey = (search: LeadSearch) => ['leads', search.run, search.filter] as const;

/**
 * The leads of a search, newest first, a page at a time (the backend's cursor paging), with the
 * rows a follow-up changed or a deletion removed updated in place, without reloading.
 */
export function useLeadPages(api: Inbox, search: LeadSearch) {
  const client = useQueryClient();
  const query = useInfiniteQuery({
    queryKey: leadsKey(search),
    queryFn: ({ pageParam }) => api.list(search.filter, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: LeadPage) => last.nextCursor ?? undefined,
  });

  const updateRows = useCallback(
    (change: (items: readonly LeadRecord[]) => LeadRecord[]) => {
      client.setQueryData<InfiniteData<LeadPage, string | undefined>>(leadsKey(search), (data) =>
        data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: change(page.items) })) } : data,
      );
    },
    [client, search],
  );

  return {
    items: query.data?.pages.flatMap((page) => page.items) ?? [],
    hasMore: query.hasNextPage,
    loading: query.isFetching,
    error: query.error,
    loadMore: () => void query.fetchNextPage(),
    replaceRow: (lead: LeadRecord) => updateRows((items) => items.map((item) => (item.id === lead.id ? lead : item))),
    removeRow: (lead: LeadRecord) => updateRows((items) => items.filter((item) => item.id !== lead.id)),
  };
}
