import {
  ApiError,
  createApiClient,
  type ApiCall,
  type ApiClientOptions,
  type ResponseSchema,
} from '@gagyeong/contracts/api-client';
import {
  DEFAULT_IDLE_TIMEOUT_MS,
  LoginResponseSchema,
  MeResponseSchema,
  SessionsResponseSchema,
  type LoginResponse,
  type SessionInfo,
  type SessionUser,
} from '@gagyeong/contracts/auth';
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
import { INBOX_TEXT } from '../../../content/admin-text';

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

/** A query string of the filled parameters ('' for none). */
export function query(params: Record<string, string>): string {
  const search = new URLSearchParams(Object.entries(params).filter(([, value]) => value !== '')).toString();
  return search ? `?${search}` : '';
}

/** The API client's failures as InboxErrors, which the inbox's screens tell apart by status. */
export async function guarded<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError) throw new InboxError(error.message, error.status);
    throw error;
  }
}

/**
 * How a server loader asks the embedded API as the visitor the page is rendered for: their
 * session cookie, and the render's bound (docs/decisions/0085-server-data-handoff.md).
 */
export type AsVisitor = Pick<ApiClientOptions, 'headers' | 'signal'>;

/**
 * The admin screens' client of the embedded API under `apiBase`: failures in the inbox's Korean
 * words; `server` when a server loader asks.
 */
export function adminApiClient(apiBase: string, server?: AsVisitor) {
  return createApiClient({
    ...server,
    baseUrl: apiBase,
    messages: { network: INBOX_TEXT.networkError, unexpected: INBOX_TEXT.unexpected },
  });
}

/**
 * The embedded server's auth and leads endpoints under `apiBase` (e.g. '/api'); `server` when a
 * server loader asks.
 */
export function createInboxApi(apiBase: string, server?: AsVisitor) {
  const api = adminApiClient(apiBase, server);
  const base = apiBase.replace(/\/+$/, '');
  const json = <T>(url: string, schema: ResponseSchema<T>, call?: ApiCall) =>
    guarded(() => api.json(url, schema, call));
  const send = (url: string, call?: ApiCall) => guarded(() => api.send(url, call));
  return {
    async me(): Promise<MeResult> {
      const answer = await json(api.url(['auth', 'me']), MeResponseSchema);
      return { user: answer.user, idleTimeoutMs: answer.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS };
    },
    /**
     * After the page sat idle: who the server still finds signed in, asked without counting as
     * activity (another tab may have kept the session alive).
     */
    async whenIdle(): Promise<SessionUser | null> {
      return (await json(`${api.url(['auth', 'me'])}?passive=1`, MeResponseSchema)).user;
    },
    /** Signs in with what the administrator typed (docs/architecture.md §8), second factor included. */
    async signIn(email: string, password: string, code = ''): Promise<LoginResponse> {
      return json(api.url(['auth', 'login']), LoginResponseSchema, {
        method: 'POST',
        body: code === '' ? { email, password } : { email, password, code },
      });
    },
    async signOut(): Promise<void> {
      await send(api.url(['auth', 'logout']), { method: 'POST' });
    },
    /** The account's open sessions (where, when). */
    async sessions(): Promise<readonly SessionInfo[]> {
      return (await json(api.url(['auth', 'sessions']), SessionsResponseSchema)).sessions;
    },
    /** Ends every session of the account, this one included. */
    async signOutEverywhere(): Promise<void> {
      await send(api.url(['auth', 'sessions']), { method: 'DELETE' });
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
    /** The CSV of a filter, with the reason the administrator typed (the server records it). */
    csvUrl(filter: InboxFilter, reason: string): string {
      return `${base}/leads.csv${query({ ...filter, reason })}`;
    },
  };
}

export type InboxApi = ReturnType<typeof createInboxApi>;

/** Who is signed in, and after how long without activity the session ends. */
export interface MeResult {
  readonly user: SessionUser | null;
  readonly idleTimeoutMs: number;
}
