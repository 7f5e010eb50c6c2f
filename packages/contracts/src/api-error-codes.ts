/** Failures the browser's API client meets without an answer from the server (api-client.ts). */
export const API_ERROR_CODES = {
  network: 'network',
  timeout: 'timeout',
  aborted: 'aborted',
  /** A non-ok answer without the API's `{ error }` body (e.g. a proxy's 502). */
  httpError: 'http_error',
  /** An ok answer that is not what the API answers. */
  invalidResponse: 'invalid_response',
} as const;
