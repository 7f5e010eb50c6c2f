import { API_ERROR_CODES, ApiError, createApiClient } from '@gagyeong/contracts/api-client';
import { LEAD_RESULT_MESSAGES, type LeadInput } from '@gagyeong/contracts/leads';
import { visitAttribution } from './visit-attribution';

/**
 * How a submission ended (docs/product.md §8):
 * - `success`: the endpoint answered an ok status (our server only does after storing the lead);
 * - `failure`: it answered, but not ok; `detail` is the embedded server's Korean reason, if any;
 * - `network`: no answer at all (offline, server down, CORS, timeout).
 */
export type SubmitOutcome =
  | { readonly kind: 'success' }
  | { readonly kind: 'failure'; readonly status: number; readonly detail?: string }
  | { readonly kind: 'network' };

/** A request that has not answered by then is treated as a network error; a retry is safe (same id). */
export const SUBMIT_TIMEOUT_MS = 20_000;

/**
 * Posts one lead as JSON to `endpoint`: the embedded server's `/api/leads/<form>` or a
 * form-collection service URL (the runtime config's lead endpoints), which accept the same fields, with the visit's campaign
 * attribution (landing path, referring host, utm_*) when there is any.
 */
export async function submitLead(
  endpoint: string,
  lead: LeadInput,
  { timeoutMs = SUBMIT_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<SubmitOutcome> {
  // The endpoint is a whole URL; the messages are not shown (the outcome picks the form's own).
  const api = createApiClient({
    messages: { network: LEAD_RESULT_MESSAGES.networkError, unexpected: LEAD_RESULT_MESSAGES.failure },
    timeoutMs,
  });
  try {
    await api.send(endpoint, { method: 'POST', body: { ...visitAttribution(), ...lead } });
    return { kind: 'success' };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 0) return { kind: 'network' };
    return { kind: 'failure', status: error.status, ...reasonOf(error) };
  }
}

/**
 * Only the embedded server's own refusals carry a reason worth showing (e.g. a phone format);
 * a form-collection service is judged by its status alone (its bodies are not the API's).
 */
function reasonOf(error: ApiError): { detail?: string } {
  const refusal = error.status >= 400 && error.status < 500 && error.code !== API_ERROR_CODES.httpError;
  return refusal ? { detail: error.message } : {};
}
