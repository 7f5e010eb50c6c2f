import { createApiClient, type ApiClient } from '@gagyeong/contracts/api-client';
import { PRESS_ERRORS } from '../../../../content/press-text';

/** Status → message for answers without the API's `{ error }` body (e.g. a proxy's 502). */
function messageForStatus(status: number): string {
  if (status === 401) return PRESS_ERRORS.unauthenticated;
  if (status === 403) return PRESS_ERRORS.forbidden;
  if (status === 429) return PRESS_ERRORS.tooManyAttempts;
  if (status >= 500) return PRESS_ERRORS.unavailable;
  return PRESS_ERRORS.unexpected;
}

/** The embedded server's API under `apiBase`, failing with the press pages' Korean messages. */
export function pressApi(apiBase: string): ApiClient {
  return createApiClient({
    baseUrl: apiBase,
    messages: { network: PRESS_ERRORS.network, unexpected: PRESS_ERRORS.unexpected, forStatus: messageForStatus },
  });
}
