import type { ErrorCode } from './error-codes';

/**
 * One line per code of `error-codes.ts`: what happened and what the site does about it. The type
 * makes a code without a description a compile error. Read by people (logs, docs), not by code:
 * nothing branches on these sentences.
 */
export const ERROR_DESCRIPTIONS: Readonly<Record<ErrorCode, string>> = {
  // Remote loading in the browser: the region shows a Korean message and 다시 시도.
  'GG-REMOTE-NETWORK': "A remote's entry, chunk or stylesheet could not be fetched (refused, 404, offline).",
  'GG-REMOTE-TIMEOUT': 'A remote module did not load within the runtime bound (REMOTE_LOAD_TIMEOUT_MS).',
  'GG-REMOTE-EXECUTION': "A remote's code loaded but threw, defined no container or exported no component.",

  // Server rendering: the page is still answered; what failed renders in the browser.
  'GG-SSR-SHELL':
    "The shell's server build (shell/dist/server/index.js) is missing: every page renders in the browser.",
  'GG-SSR-PREPARE':
    "The render context (shell build and remotes' federation) could not be made: pages render in the browser.",
  'GG-SSR-ENTRY': 'A remote has no readable server entry beside its map entry: its modules render in the browser.',
  'GG-SSR-MISSING': 'A route module is in no server entry the host loaded: its region renders in the browser.',
  'GG-SSR-TIMEOUT':
    'A route module or its server data took longer than SSR_TIMEOUT_MS: its region renders in the browser.',
  'GG-SSR-EXECUTION': 'A route module or its loadServerData threw on the server: its region renders in the browser.',
  'GG-SSR-RENDER': 'The whole server render threw: the page is the template the browser renders (status kept).',
  'GG-SSR-TEMPLATE': "The shell's HTML template is missing or lacks a placeholder: pages answer 503 until it is built.",
  'GG-SSR-ASSETS': "shell-assets.json is unreadable: the shell's CSS loads with its script instead of in <head>.",
  'GG-SSR-FONTS': 'page-fonts.json is unreadable: pages preload the site-wide font instead of their own face.',
  'GG-SSR-MANIFEST': "A remote's mf-manifest.json is unreadable: the page's hints and stylesheets for it are left out.",
  'GG-SSR-INLINE': 'A file the page would inline (a stylesheet, a first-screen image) is unreadable: it stays a link.',

  // The live remotes map.
  'GG-REMOTES-LIVE':
    'A live map entry (or the whole map) is invalid or fails its check: the last good one stays in use.',
  'GG-REMOTES-STORE':
    "The live map's store (Firestore) cannot be reached or did not answer at start: the last good map stays in use.",
  'GG-REMOTES-LOG': 'Lines of the deploy log could not be read: they are skipped and counted.',

  // The canary judge.
  'GG-CANARY-ROLLBACK': 'A canary failed more than its stable version: the judge ended it and logged why.',
  'GG-CANARY-JUDGE': 'The canary judge could not read the counters or the map this time: it tries again.',

  // The JSON API (`error.code`).
  bad_request: 'The request could not be read (malformed URL, header or parameters).',
  invalid_json: 'The body is not valid JSON, or is empty where JSON was announced.',
  validation_failed: "The body or query broke an input rule; the message is the rule's Korean text.",
  invalid_cursor: 'The page cursor is not one the server issued.',
  unauthorized: 'Sign-in is required.',
  invalid_credentials: 'The email or password is wrong (the same answer for either).',
  second_factor_required: 'Right password; the one-time code of the second factor is missing.',
  second_factor_invalid: 'The one-time or recovery code is wrong, expired or already used.',
  account_disabled: 'The account was disabled by create-admin --disable.',
  forbidden: 'Signed in, but not an administrator.',
  cross_origin_rejected: "An unsafe API request came from another site (Origin or Referer is not SITE_URL's).",
  not_found: 'No such path, API route or file.',
  press_not_found: 'No press article has this id.',
  lead_not_found: 'No lead has this id (or it was destroyed).',
  notification_not_found: 'No lead notification with this id (the /admin delivery list).',
  lead_form_not_found: 'The lead form named in the path does not exist (popup, visit or customer).',
  method_not_allowed: 'The path exists for other methods; Allow lists them.',
  request_timeout: 'The request did not arrive in time.',
  conflict: 'The request conflicts with one already handled.',
  lead_id_conflict: 'A lead with this id was already stored with different content.',
  payload_too_large: 'The body is over the route limit.',
  unsupported_media_type: 'The body is not JSON (or, for the lead forms, not a form post).',
  range_not_satisfiable: 'The requested byte range lies outside the file.',
  too_many_requests: 'A rate limit was reached; Retry-After says when to come back.',
  headers_too_large: 'The request headers are over the server limit.',
  served_by_firebase: "In firebase mode this API is Firebase's: the host answers 410.",
  internal_error: 'An unexpected server error (logged with its cause).',
  service_unavailable: 'A dependency (the database, Firestore) did not answer.',

  // The browser's API client, when there is no answer from the server.
  network: 'No answer from the server (offline, refused, DNS).',
  timeout: "No answer within the client's time bound.",
  aborted: 'The caller cancelled the call (the page went away).',
  http_error: "A non-ok answer without the API's error body (e.g. a proxy's 502).",
  invalid_response: "An ok answer that is not the API's shape.",
};
