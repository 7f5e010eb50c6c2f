import * as v from 'valibot';
import { ApiErrorBodySchema } from './api-error';
import type { SiteConfig } from './config';
import { API_ERROR_CODES } from './error-codes';

/**
 * The browser's one client for the embedded server's JSON API (docs/decisions/0075-api-client.md):
 * URLs under the runtime config's API base, the JSON headers the server's guards expect, a time
 * bound, one network failure of a read repeated once, answers checked with the contracts' response
 * schemas, and every failure as one `ApiError` with a Korean message.
 */

/** The stable codes of failures without an answer from the server; else the server's `error.code`. */
export { API_ERROR_CODES };

/** A failed call with a Korean message fit to show as it is. */
export class ApiError extends Error {
  constructor(
    message: string,
    /** The server's `error.code`, one of API_ERROR_CODES, or an adapter's own code. */
    readonly code: string,
    /** HTTP status when there was an answer; 0 when there was none. */
    readonly status = 0,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The Korean messages for failures the server did not word itself; each feature has its own. */
export interface ApiMessages {
  /** No answer: offline, server down, timed out. */
  readonly network: string;
  /** An answer that is not the API's (unparsable, wrong shape, or non-ok without a body). */
  readonly unexpected: string;
  /** A non-ok answer without the API's `{ error }` body, by status; `unexpected` when undefined. */
  readonly forStatus?: (status: number) => string | undefined;
}

/** Long enough for the largest press article on a slow link; the server bounds a request at 30 s. */
export const API_TIMEOUT_MS = 30_000;

/** What an answer is checked with: a contracts response schema. */
export type ResponseSchema<T> = v.GenericSchema<unknown, T>;

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiCall {
  readonly method?: ApiMethod;
  /** Sent as JSON; calls without a body send no Content-Type. */
  readonly body?: unknown;
  readonly timeoutMs?: number;
  /** The caller's own cancellation (an unmounted page); rejects with code `aborted`. */
  readonly signal?: AbortSignal;
}

export interface ApiClientOptions {
  /** The API's base URL, e.g. '/api' (apiBaseOf reads it from the runtime config). */
  readonly baseUrl?: string;
  readonly messages: ApiMessages;
  readonly timeoutMs?: number;
  /**
   * For a module's server loader asking the API for one visitor (docs/decisions/0085-server-data-handoff.md):
   * headers sent with every call (the session cookie the host handed over), and the render's
   * bound, which cancels every call.
   */
  readonly headers?: Readonly<Record<string, string>>;
  readonly signal?: AbortSignal;
}

export interface ApiClient {
  /** `{baseUrl}/a/b` with each segment percent-encoded, and the query's non-null values. */
  url(segments: readonly string[], query?: Readonly<Record<string, string | null>>): string;
  /** Calls `url` and resolves with its answer checked by `schema`. */
  json<T>(url: string, schema: ResponseSchema<T>, call?: ApiCall): Promise<T>;
  /** Calls `url` and resolves once it answered ok, whatever the body (204, or a service's page). */
  send(url: string, call?: ApiCall): Promise<void>;
}

/** The embedded server's API base: the runtime config's in local mode, else where the host serves it. */
export function apiBaseOf(config: Pick<SiteConfig, 'backend'>): string {
  return config.backend.mode === 'local' ? config.backend.apiBase : '/api';
}

/** The caller's signal and the time bound as one signal, and which of them fired. */
function boundSignal(timeoutMs: number, outer: AbortSignal | undefined) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onAbort = () => controller.abort();
  if (outer?.aborted) controller.abort();
  else outer?.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    release() {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onAbort);
    },
  };
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

export function createApiClient({
  baseUrl = '/api',
  messages,
  timeoutMs = API_TIMEOUT_MS,
  headers: extraHeaders,
  signal: clientSignal,
}: ApiClientOptions): ApiClient {
  const base = baseUrl.replace(/\/+$/, '');

  async function fetchOnce(url: string, call: ApiCall): Promise<Response> {
    const { method = 'GET', body, signal = clientSignal } = call;
    const headers: Record<string, string> = { ...extraHeaders, Accept: 'application/json' };
    // The server refuses an unsafe call whose body is not JSON (a cross-site form cannot send it).
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const bound = boundSignal(call.timeoutMs ?? timeoutMs, signal);
    try {
      return await fetch(url, {
        method,
        headers,
        credentials: 'same-origin',
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: bound.signal,
      });
    } catch {
      if (signal?.aborted) throw new ApiError(messages.network, API_ERROR_CODES.aborted);
      if (bound.timedOut()) throw new ApiError(messages.network, API_ERROR_CODES.timeout);
      throw new ApiError(messages.network, API_ERROR_CODES.network);
    } finally {
      bound.release();
    }
  }

  /** A read that failed without an answer is repeated once at once; writes never (they may have arrived). */
  async function answer(url: string, call: ApiCall): Promise<Response> {
    try {
      return await fetchOnce(url, call);
    } catch (error) {
      const repeatable =
        (call.method ?? 'GET') === 'GET' && error instanceof ApiError && error.code === API_ERROR_CODES.network;
      if (!repeatable) throw error;
      return fetchOnce(url, call);
    }
  }

  async function failure(response: Response): Promise<ApiError> {
    const body = await readJson(response);
    const parsed = v.safeParse(ApiErrorBodySchema, body);
    if (parsed.success) return new ApiError(parsed.output.error.message, parsed.output.error.code, response.status);
    const message = messages.forStatus?.(response.status) ?? messages.unexpected;
    return new ApiError(message, API_ERROR_CODES.httpError, response.status);
  }

  return {
    url(segments, query = {}) {
      const path = segments.map((segment) => encodeURIComponent(segment)).join('/');
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(query)) if (value !== null) params.set(key, value);
      const search = params.toString();
      return `${base}/${path}${search ? `?${search}` : ''}`;
    },

    async json(url, schema, call = {}) {
      const response = await answer(url, call);
      if (!response.ok) throw await failure(response);
      const parsed = v.safeParse(schema, await readJson(response));
      if (!parsed.success) throw new ApiError(messages.unexpected, API_ERROR_CODES.invalidResponse, response.status);
      return parsed.output;
    },

    async send(url, call = {}) {
      const response = await answer(url, call);
      if (!response.ok) throw await failure(response);
    },
  };
}
