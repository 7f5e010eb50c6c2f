import {
  ApiError,
  createApiClient,
  type ApiCall,
  type ApiClientOptions,
  type ResponseSchema,
} from '@gagyeong/contracts/api-client';
import { LoginResponseSchema, MeResponseSchema, type SessionUser } from '@gagyeong/contracts/auth';
import {
  LeadPageSchema,
  LeadRecordSchema,
  LeadStatsSchema,
  type LeadForm,
  type LeadPage,
  type LeadRecord,
  type LeadStats,
  type LeadStatus,
  type LeadUpdateInput,
} from '@gagyeong/contracts/leads';
import { INBOX_TEXT } from '../../../content/leads-text';

/** A failed inbox call with a Korean message; `status` 0 means no answer at all. */
export class InboxError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'InboxError';
  }
}

export interface InboxFilter {
  readonly form: LeadForm | '';
  readonly status: LeadStatus | '';
  /** Exact campaign source (or referring host), medium and campaign; '' for any. */
  readonly source: string;
  readonly medium: string;
  readonly campaign: string;
  /** YYYY-MM-DD or '' */
  readonly from: string;
  readonly to: string;
}

export const EMPTY_FILTER: InboxFilter = {
  form: '',
  status: '',
  source: '',
  medium: '',
  campaign: '',
  from: '',
  to: '',
};

function query(params: Record<string, string>): string {
  const search = new URLSearchParams(Object.entries(params).filter(([, value]) => value !== '')).toString();
  return search ? `?${search}` : '';
}

/** The API client's failures as InboxErrors, which the inbox's screens tell apart by status. */
async function guarded<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError) throw new InboxError(error.message, error.status);
    throw error;
  }
}

/**
 * The embedded server's auth and leads endpoints under `apiBase` (e.g. '/api'). A server loader
 * asks as the visitor the page is rendered for (`server`: their session cookie, the render's bound).
 */
export function createInboxApi(apiBase: string, server?: Pick<ApiClientOptions, 'headers' | 'signal'>) {
  const api = createApiClient({
    ...server,
    baseUrl: apiBase,
    messages: { network: INBOX_TEXT.networkError, unexpected: INBOX_TEXT.unexpected },
  });
  const base = apiBase.replace(/\/+$/, '');
  const json = <T>(url: string, schema: ResponseSchema<T>, call?: ApiCall) =>
    guarded(() => api.json(url, schema, call));
  const send = (url: string, call?: ApiCall) => guarded(() => api.send(url, call));
  return {
    async me(): Promise<SessionUser | null> {
      return (await json(api.url(['auth', 'me']), MeResponseSchema)).user;
    },
    /** Signs in with what the administrator typed (docs/architecture.md §8). */
    async signIn(email: string, password: string): Promise<SessionUser | null> {
      return (
        await json(api.url(['auth', 'login']), LoginResponseSchema, { method: 'POST', body: { email, password } })
      ).user;
    },
    async signOut(): Promise<void> {
      await send(api.url(['auth', 'logout']), { method: 'POST' });
    },
    async list(filter: InboxFilter, cursor?: string): Promise<LeadPage> {
      return json(`${base}/leads${query({ ...filter, cursor: cursor ?? '' })}`, LeadPageSchema);
    },
    /** Changes status and/or memo; resolves with the stored lead. */
    async update(id: string, update: LeadUpdateInput): Promise<LeadRecord> {
      return json(api.url(['leads', id]), LeadRecordSchema, { method: 'PATCH', body: update });
    },
    /** Destroys the lead at once (withdrawn consent). */
    async remove(id: string): Promise<void> {
      await send(api.url(['leads', id]), { method: 'DELETE' });
    },
    /** The dashboard's figures; '' for the server's default period (the last 30 days). */
    async stats(from: string, to: string): Promise<LeadStats> {
      return json(`${base}/leads/stats${query({ from, to })}`, LeadStatsSchema);
    },
    csvUrl(filter: InboxFilter): string {
      return `${base}/leads.csv${query({ ...filter })}`;
    },
  };
}

export type InboxApi = ReturnType<typeof createInboxApi>;
