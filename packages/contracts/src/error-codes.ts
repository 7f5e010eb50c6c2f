import type { API_ERROR_CODES } from './api-error-codes';

/**
 * The site's one error vocabulary (docs/decisions/0081-one-error-vocabulary.md): every failure the
 * shell, the host and the API report has a stable code here, and a one-line description in
 * `error-descriptions.ts` (kept apart so browser bundles carry only the codes). Code branches on a
 * failure's typed kind, never on its message.
 */

/** Loading a remote module in the browser (shell/src/features/remote-loading). */
export const REMOTE_ERROR_CODES = {
  network: 'GG-REMOTE-NETWORK',
  timeout: 'GG-REMOTE-TIMEOUT',
  execution: 'GG-REMOTE-EXECUTION',
} as const;
export type RemoteFailureKind = keyof typeof REMOTE_ERROR_CODES;

/** A route's module the server could not render: its region renders in the browser. */
export type ServerModuleFailureKind = 'missing' | 'timeout' | 'execution';

/** Server rendering in the host (server/src/features/pages). */
export const SSR_ERROR_CODES = {
  shell: 'GG-SSR-SHELL',
  prepare: 'GG-SSR-PREPARE',
  entry: 'GG-SSR-ENTRY',
  missing: 'GG-SSR-MISSING',
  timeout: 'GG-SSR-TIMEOUT',
  execution: 'GG-SSR-EXECUTION',
  render: 'GG-SSR-RENDER',
  template: 'GG-SSR-TEMPLATE',
  assets: 'GG-SSR-ASSETS',
  fonts: 'GG-SSR-FONTS',
  manifest: 'GG-SSR-MANIFEST',
  inline: 'GG-SSR-INLINE',
} as const satisfies Record<ServerModuleFailureKind, string> & Record<string, `GG-SSR-${string}`>;

/** The live remotes map (server/src/features/releases). */
export const LIVE_MAP_ERROR_CODES = {
  invalid: 'GG-REMOTES-LIVE',
  store: 'GG-REMOTES-STORE',
  log: 'GG-REMOTES-LOG',
} as const;

/** The canary judge (server/src/features/delivery/canary-judge.ts). */
export const CANARY_JUDGE_CODES = {
  rollback: 'GG-CANARY-ROLLBACK',
  failed: 'GG-CANARY-JUDGE',
} as const;

/**
 * The JSON API's `error.code` (`{ error: { code, message } }`, server/README.md): the server's
 * answers, the lead forms' and firebase mode's included.
 */
export const HTTP_ERROR_CODES = {
  badRequest: 'bad_request',
  invalidJson: 'invalid_json',
  validationFailed: 'validation_failed',
  invalidCursor: 'invalid_cursor',
  unauthorized: 'unauthorized',
  invalidCredentials: 'invalid_credentials',
  secondFactorRequired: 'second_factor_required',
  secondFactorInvalid: 'second_factor_invalid',
  accountDisabled: 'account_disabled',
  forbidden: 'forbidden',
  crossOriginRejected: 'cross_origin_rejected',
  notFound: 'not_found',
  pressNotFound: 'press_not_found',
  leadNotFound: 'lead_not_found',
  notificationNotFound: 'notification_not_found',
  leadFormNotFound: 'lead_form_not_found',
  methodNotAllowed: 'method_not_allowed',
  requestTimeout: 'request_timeout',
  conflict: 'conflict',
  leadIdConflict: 'lead_id_conflict',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  rangeNotSatisfiable: 'range_not_satisfiable',
  tooManyRequests: 'too_many_requests',
  headersTooLarge: 'headers_too_large',
  servedByFirebase: 'served_by_firebase',
  internal: 'internal_error',
  unavailable: 'service_unavailable',
} as const;
export type HttpErrorCode = (typeof HTTP_ERROR_CODES)[keyof typeof HTTP_ERROR_CODES];

// In a file of its own so that a page's API client carries these five codes, not the whole
// vocabulary; part of the vocabulary all the same.
export { API_ERROR_CODES } from './api-error-codes';

type ValueOf<T> = T[keyof T];

/** Every code of the vocabulary. */
export type ErrorCode =
  | ValueOf<typeof REMOTE_ERROR_CODES>
  | ValueOf<typeof SSR_ERROR_CODES>
  | ValueOf<typeof LIVE_MAP_ERROR_CODES>
  | ValueOf<typeof CANARY_JUDGE_CODES>
  | HttpErrorCode
  | ValueOf<typeof API_ERROR_CODES>;
