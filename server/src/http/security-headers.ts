import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { RemotesMap, SiteConfig } from '@gagyeong/contracts';

/** Video and virtual-tour embeds the marketing pages use (docs/product.md §2: videos, E-model house). */
const FRAME_SOURCES = [
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
  'https://player.vimeo.com',
  'https://my.matterport.com',
];

/** Firestore and Firebase Auth endpoints, only in firebase mode (docs/architecture.md §7). */
const FIREBASE_CONNECT = ['https://*.googleapis.com', 'https://*.firebaseio.com', 'https://*.firebaseapp.com'];

/**
 * reCAPTCHA, which Firebase Auth runs (invisible) before it sends an administrator's SMS code, only
 * in firebase mode (docs/decisions/0096-firebase-second-factor.md): its script and its frame, by path.
 */
const RECAPTCHA_SCRIPT = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAME = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];

/** Origin of an absolute http(s) URL; undefined for same-origin paths like '/api/leads/popup'. */
export function absoluteOrigin(url: string): string | undefined {
  if (!/^https?:\/\//i.test(url)) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

function origins(urls: readonly string[]): string[] {
  return [...new Set(urls.map(absoluteOrigin).filter((o): o is string => o !== undefined))];
}

/**
 * What one page adds to the policy: a server-rendered page's inline code, each piece by its hash
 * (features/pages/first-paint.ts, docs/decisions/0056-critical-css-and-first-paint.md). Kept apart
 * so the policy stays one function of (map, page extras).
 */
export interface PageCspExtras {
  /** `'sha256-…'` of its `<style>` element (the critical CSS), added to style-src. */
  readonly styleSources?: readonly string[];
  /** `'sha256-…'` of each distinct `style` attribute React wrote; without any, none is allowed. */
  readonly styleAttributeSources?: readonly string[];
  /** `'sha256-…'` of each inline `<script>` that runs (the after-paint loader), added to script-src. */
  readonly scriptSources?: readonly string[];
}

/**
 * CSP directives for the composed site: self, the origins of the remotes in `remotes` (the map
 * the request reads: a remote made live on a new origin is allowed from its next request, one no
 * longer in the map no longer is), lead endpoints, Firebase, embeds.
 */
export function contentSecurityPolicyDirectives(
  config: SiteConfig,
  remotes: RemotesMap,
  extras: PageCspExtras = {},
): Record<string, string[]> {
  const remoteOrigins = origins(Object.values(remotes));
  const leadOrigins = origins(Object.values(config.leads));
  const { backend } = config;
  const firebase = backend.mode === 'firebase';
  // Firebase Auth may open its own auth domain in an iframe.
  const authDomain = backend.mode === 'firebase' ? absoluteOrigin(`https://${backend.firebase.authDomain}`) : undefined;
  // Tests and local development: the browser talks to the Firebase emulators (docs/firebase.md).
  const emulators = backend.mode === 'firebase' ? backend.firebase.emulators : undefined;
  const emulatorOrigins = emulators
    ? [emulators.firestore, emulators.auth].map(({ host, port }) => `http://${host}:${port}`)
    : [];

  const styleAttributes = extras.styleAttributeSources ?? [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'script-src': ["'self'", ...remoteOrigins, ...(firebase ? RECAPTCHA_SCRIPT : []), ...(extras.scriptSources ?? [])],
    'style-src': ["'self'", ...remoteOrigins, ...(extras.styleSources ?? [])],
    // Server-rendered HTML carries React's `style` props as attributes (CSS variables on a few
    // elements): exactly those values, by hash (`'unsafe-hashes'` is what lets a hash allow an
    // attribute). Styles set from script (CSSOM) are not attributes.
    'style-src-attr': styleAttributes.length > 0 ? ["'unsafe-hashes'", ...styleAttributes] : ["'none'"],
    'font-src': ["'self'", 'data:', ...remoteOrigins],
    'img-src': ["'self'", 'data:', ...remoteOrigins],
    'connect-src': [
      "'self'",
      ...remoteOrigins,
      ...leadOrigins,
      ...(firebase ? FIREBASE_CONNECT : []),
      ...emulatorOrigins,
    ],
    'frame-src': [...FRAME_SOURCES, ...(authDomain ? [authDomain] : []), ...(firebase ? RECAPTCHA_FRAME : [])],
    // The home visit form may post (classic form submission) to a form-collection service.
    'form-action': ["'self'", ...leadOrigins],
    'frame-ancestors': ["'self'"],
  };
  // Only on https: on http://127.0.0.1 it would rewrite the site's own requests to https.
  if (config.siteUrl.startsWith('https://')) directives['upgrade-insecure-requests'] = [];
  return directives;
}

function serialize(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join(';');
}

/**
 * The Content-Security-Policy header for a remotes map and a page's extras. A map is an immutable
 * snapshot (features/releases/live-remotes.ts), so its policy is computed once per map.
 */
export function createContentSecurityPolicy(config: SiteConfig) {
  const byMap = new WeakMap<RemotesMap, string>();
  return (remotes: RemotesMap, extras?: PageCspExtras): string => {
    if (extras) return serialize(contentSecurityPolicyDirectives(config, remotes, extras));
    let policy = byMap.get(remotes);
    if (policy === undefined) {
      policy = serialize(contentSecurityPolicyDirectives(config, remotes));
      byMap.set(remotes, policy);
    }
    return policy;
  };
}

/**
 * Options for @fastify/helmet (registered globally). The CSP is not helmet's: it follows the map
 * each request reads, so app.ts sets it per request (createContentSecurityPolicy).
 */
export function helmetOptions(config: SiteConfig): FastifyHelmetOptions {
  const https = config.siteUrl.startsWith('https://');
  return {
    global: true,
    contentSecurityPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'sameorigin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    // HSTS only means something over https; never pin 127.0.0.1 in a developer's browser.
    strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: false } : false,
  };
}
