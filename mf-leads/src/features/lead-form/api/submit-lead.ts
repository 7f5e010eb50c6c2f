import { isApiErrorBody } from '@gagyeong/contracts/auth';
import type { LeadInput } from '@gagyeong/contracts/leads';
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

async function reasonOf(response: Response): Promise<string | undefined> {
  // Only the embedded server's own refusals carry a reason worth showing (e.g. a phone format);
  // a form-collection service is judged by its status alone (docs/product.md §7).
  if (response.status < 400 || response.status >= 500) return undefined;
  if (!response.headers.get('content-type')?.includes('application/json')) return undefined;
  try {
    const body: unknown = await response.json();
    return isApiErrorBody(body) ? body.error.message : undefined;
  } catch {
    return undefined;
  }
}

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
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ ...visitAttribution(), ...lead }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    return { kind: 'network' };
  }
  if (response.ok) return { kind: 'success' };
  const detail = await reasonOf(response);
  return detail === undefined
    ? { kind: 'failure', status: response.status }
    : { kind: 'failure', status: response.status, detail };
}
