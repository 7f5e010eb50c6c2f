import {
  AccessDaysSchema,
  AccessRecordPageSchema,
  AccessReviewsResponseSchema,
  type AccessAction,
  type AccessDay,
  type AccessRecordPage,
  type AccessReviewsResponse,
} from '@gagyeong/contracts/access';
import { adminApiClient, guarded, query, type AsVisitor } from './inbox-api';

/** The review page's filter: account (email), action, Korean days ('' for any). */
export interface AccessFilter {
  readonly account: string;
  readonly action: AccessAction | '';
  readonly from: string;
  readonly to: string;
}

export const EMPTY_ACCESS_FILTER: AccessFilter = { account: '', action: '', from: '', to: '' };

/**
 * The embedded server's access-record endpoints under `apiBase` (administrators); `server` when a
 * server loader asks.
 */
export function createAccessApi(apiBase: string, server?: AsVisitor) {
  const api = adminApiClient(apiBase, server);
  const base = apiBase.replace(/\/+$/, '');
  return {
    records(filter: AccessFilter, cursor?: string): Promise<AccessRecordPage> {
      return guarded(() =>
        api.json(`${base}/access/records${query({ ...filter, cursor: cursor ?? '' })}`, AccessRecordPageSchema),
      );
    },
    async days(filter: AccessFilter): Promise<readonly AccessDay[]> {
      const { from, to } = filter;
      return (await guarded(() => api.json(`${base}/access/days${query({ from, to })}`, AccessDaysSchema))).days;
    },
    reviews(): Promise<AccessReviewsResponse> {
      return guarded(() => api.json(`${base}/access/reviews`, AccessReviewsResponseSchema));
    },
    /** Marks a finished month reviewed; resolves with the reviews as they are now. */
    review(month: string, note: string): Promise<AccessReviewsResponse> {
      return guarded(() =>
        api.json(`${base}/access/reviews`, AccessReviewsResponseSchema, { method: 'POST', body: { month, note } }),
      );
    },
    /** The records of the filter as CSV, for an auditor. */
    csvUrl(filter: AccessFilter): string {
      return `${base}/access/records.csv${query({ ...filter })}`;
    },
  };
}

export type AccessApi = ReturnType<typeof createAccessApi>;
