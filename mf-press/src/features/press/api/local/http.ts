import { isApiErrorBody } from '@gagyeong/contracts/auth';
import { PRESS_ERRORS } from '../../../../content/press-text';
import { PressApiError } from '../press-backend';

/** Status → message for answers without the API's `{ error }` body (e.g. a proxy's 502). */
function fallbackMessage(status: number): string {
  if (status === 401) return PRESS_ERRORS.unauthenticated;
  if (status === 403) return PRESS_ERRORS.forbidden;
  if (status === 429) return PRESS_ERRORS.tooManyAttempts;
  if (status >= 500) return PRESS_ERRORS.unavailable;
  return PRESS_ERRORS.unexpected;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

export interface ApiRequest {
  readonly method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON; requests without a body send no Content-Type. */
  readonly body?: unknown;
}

/**
 * One call to the embedded server's JSON API. Resolves with the parsed body of a 2xx answer
 * (undefined for 204) and rejects with a PressApiError carrying the server's Korean message.
 */
export async function apiRequest(url: string, { method = 'GET', body }: ApiRequest = {}): Promise<unknown> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new PressApiError(PRESS_ERRORS.network, 'network');
  }
  if (response.status === 204) return undefined;
  const data = await readJson(response);
  if (!response.ok) {
    if (isApiErrorBody(data)) throw new PressApiError(data.error.message, data.error.code, response.status);
    throw new PressApiError(fallbackMessage(response.status), 'http_error', response.status);
  }
  if (data === undefined) throw new PressApiError(PRESS_ERRORS.unexpected, 'invalid_response', response.status);
  return data;
}

/** `{apiBase}/a/b` with each segment percent-encoded, and an optional query. */
export function apiUrl(apiBase: string, segments: readonly string[], query?: Record<string, string | null>): string {
  const base = apiBase.replace(/\/+$/, '');
  const path = segments.map((segment) => encodeURIComponent(segment)).join('/');
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== null) params.set(key, value);
  const search = params.toString();
  return `${base}/${path}${search ? `?${search}` : ''}`;
}
