import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { RemotesMap, SiteConfig } from '@gagyeong/contracts';
import { inlineScriptSources, inlineStyleAttributeSources, inlineStyleSources, type CspSource } from './inline-sources';

/** Video and virtual-tour embeds the marketing pages use (docs/product.md §2: videos, E-model house). */
const FRAME_SOURCES = [
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
  'https://player.vimeo.com',
  'https://my.matterport.com',
];

/** Firestore and Firebase Auth endpoints, only in firebase mode (docs/architecture.md §7). */
const FIREBASE_CONNECT = ['https://*.googleapis.com', 'https://*.firebaseio.com', 'https://*.firebaseapp.com'];

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

/** CSP directives for the composed site: self, the remotes' origins, lead endpoints, embeds. */
export function contentSecurityPolicyDirectives(
  config: SiteConfig,
  remotes: RemotesMap,
  current?: () => RemotesMap,
): Record<string, CspSource[]> {
  const configured = origins(Object.values(remotes));
  // A remote deployed by URL to another origin (the live map, docs/decisions/0060-remote-releases-and-live-map.md)
  // is allowed from the next response on; helmet evaluates a function entry per response.
  const live = () => {
    const added = current ? origins(Object.values(current())).filter((o) => !configured.includes(o)) : [];
    return added.length > 0 ? added.join(' ') : "'self'";
  };
  const remoteOrigins: CspSource[] = current ? [...configured, live] : configured;
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

  const directives: Record<string, CspSource[]> = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    // A page's inline code (critical CSS, React's `style` attributes, the after-paint script) by
    // its hashes (http/inline-sources.ts).
    'script-src': ["'self'", ...remoteOrigins, inlineScriptSources],
    'style-src': ["'self'", ...remoteOrigins, inlineStyleSources],
    'style-src-attr': [inlineStyleAttributeSources],
    'font-src': ["'self'", 'data:', ...remoteOrigins],
    'img-src': ["'self'", 'data:', ...remoteOrigins],
    'connect-src': [
      "'self'",
      ...remoteOrigins,
      ...leadOrigins,
      ...(firebase ? FIREBASE_CONNECT : []),
      ...emulatorOrigins,
    ],
    'frame-src': [...FRAME_SOURCES, ...(authDomain ? [authDomain] : [])],
    // The home visit form may post (classic form submission) to a form-collection service.
    'form-action': ["'self'", ...leadOrigins],
    'frame-ancestors': ["'self'"],
  };
  // Only on https: on http://127.0.0.1 it would rewrite the site's own requests to https.
  if (config.siteUrl.startsWith('https://')) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/** Options for @fastify/helmet (registered globally). Static files relax CORP for other origins. */
export function helmetOptions(
  config: SiteConfig,
  remotes: RemotesMap,
  current?: () => RemotesMap,
): FastifyHelmetOptions {
  const https = config.siteUrl.startsWith('https://');
  return {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicyDirectives(config, remotes, current),
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'sameorigin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    // HSTS only means something over https; never pin 127.0.0.1 in a developer's browser.
    strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: false } : false,
  };
}
