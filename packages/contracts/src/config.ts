import * as v from 'valibot';
import { REMOTE_MODULE_KEYS, REMOTE_NAMES, type RemoteName } from './remote-modules';
import { SITE } from './site';

/**
 * Runtime configuration (docs/architecture.md §6), validated at start-up. The host inlines it into the shell's
 * HTML together with the remotes map; nothing secret may go in here (it reaches the browser).
 */
const EmulatorAddress = v.object({
  host: v.pipe(v.string(), v.minLength(1)),
  port: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(65_535)),
});

const FirebaseWebConfig = v.object({
  apiKey: v.pipe(v.string(), v.minLength(1)),
  authDomain: v.pipe(v.string(), v.minLength(1)),
  projectId: v.pipe(v.string(), v.minLength(1)),
  appId: v.pipe(v.string(), v.minLength(1)),
  storageBucket: v.optional(v.string()),
  messagingSenderId: v.optional(v.string()),
  /**
   * Tests and local development only: talk to the Firebase emulators (docs/firebase.md) instead
   * of Google. Never set in production.
   */
  emulators: v.optional(v.object({ firestore: EmulatorAddress, auth: EmulatorAddress })),
});

const Endpoint = v.pipe(v.string(), v.minLength(1));

/** A search console's site-ownership token, as it hands it out (letters, digits, '-' and '_'). */
const VerificationToken = v.pipe(
  v.string(),
  v.regex(/^[\w-]{1,200}$/, 'a verification token is 1–200 letters, digits, "-" or "_"'),
);

export const SiteConfigSchema = v.object({
  siteSlug: v.pipe(v.string(), v.minLength(1)),
  /** Public origin for canonical and og:url, e.g. https://example.kr (no trailing slash). */
  siteUrl: v.pipe(v.string(), v.url(), v.regex(/[^/]$/)),
  backend: v.variant('mode', [
    v.object({ mode: v.literal('local'), apiBase: Endpoint }),
    v.object({ mode: v.literal('firebase'), firebase: FirebaseWebConfig }),
  ]),
  /** Where each lead form posts: the embedded server by default, or a form-collection service. */
  leads: v.object({ popup: Endpoint, visit: Endpoint, customer: Endpoint }),
  timeouts: v.object({
    /** Bound on loading a remote (manifest, entry and the exposed module's chunks), in ms. */
    remoteLoadMs: v.pipe(v.number(), v.integer(), v.minValue(100), v.maxValue(600_000)),
  }),
  /**
   * Naver Search Advisor's and Google Search Console's ownership tokens: when set, every page's
   * <head> carries `naver-site-verification` / `google-site-verification`. Public by nature.
   */
  siteVerification: v.optional(
    v.object({ naver: v.optional(VerificationToken), google: v.optional(VerificationToken) }),
  ),
  /**
   * Share of page views whose Core Web Vitals the shell measures and sends to the host
   * (docs/decisions/0057-telemetry-beacons.md); 0 turns it off.
   */
  telemetry: v.optional(v.object({ vitalsSampleRate: v.pipe(v.number(), v.minValue(0), v.maxValue(1)) }), () => ({
    vitalsSampleRate: DEFAULT_VITALS_SAMPLE_RATE,
  })),
});

export type SiteConfig = v.InferOutput<typeof SiteConfigSchema>;
export type FirebaseConfig = v.InferOutput<typeof FirebaseWebConfig>;
export type FirebaseEmulators = NonNullable<FirebaseConfig['emulators']>;

export const DEFAULT_REMOTE_LOAD_TIMEOUT_MS = 120_000;
/** One page view in four measures its vitals: enough for p75 per route on a site this size. */
export const DEFAULT_VITALS_SAMPLE_RATE = 0.25;

/** The embedded server's defaults; the host may override any of them. */
export const DEFAULT_SITE_CONFIG: SiteConfig = {
  siteSlug: SITE.slug,
  siteUrl: 'http://127.0.0.1:8080',
  backend: { mode: 'local', apiBase: '/api' },
  leads: { popup: '/api/leads/popup', visit: '/api/leads/visit', customer: '/api/leads/customer' },
  timeouts: { remoteLoadMs: DEFAULT_REMOTE_LOAD_TIMEOUT_MS },
  telemetry: { vitalsSampleRate: DEFAULT_VITALS_SAMPLE_RATE },
};

/** Remote name → URL of its `mf-manifest.json` (or `remoteEntry.js`). */
export const RemotesMapSchema = v.object(
  Object.fromEntries(REMOTE_NAMES.map((name) => [name, Endpoint])) as Record<RemoteName, typeof Endpoint>,
);
export type RemotesMap = Record<RemoteName, string>;

/** The browser container's file, by the build convention: `remoteEntry.js` beside the manifest. */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/**
 * The URL of a remote's browser container for a remotes-map entry: the entry itself when it names
 * the script, else `remoteEntry.js` in the manifest's folder (query and hash dropped).
 */
export function browserEntryUrl(mapEntry: string): string {
  const [path = ''] = mapEntry.split(/[?#]/, 1);
  if (!path.endsWith('.json')) return mapEntry;
  return `${path.slice(0, path.lastIndexOf('/') + 1)}${REMOTE_ENTRY_FILE}`;
}

/**
 * What the server rendered, so the browser hydrates the same tree: the path, the remote modules
 * whose server HTML is on the page, and the data each one loaded on the server (handed to it again
 * as its `serverData` prop, so the browser does not fetch it a second time).
 */
export const ServerRenderSchema = v.object({
  path: v.string(),
  /** The layout the server rendered for (see viewport.ts). */
  viewport: v.picklist(['mobile', 'desktop']),
  modules: v.array(v.picklist(REMOTE_MODULE_KEYS)),
  data: v.record(v.string(), v.unknown()),
});
export type ServerRender = v.InferOutput<typeof ServerRenderSchema>;

/** What the host inlines into the shell's HTML as JSON (`<script id="gagyeong-boot">`). */
export const BootDataSchema = v.object({
  config: SiteConfigSchema,
  remotes: RemotesMapSchema,
  /**
   * The version each remote of `remotes` goes by (a release version, or `url-<hash>`): what this
   * page was rendered with (docs/decisions/0063-canary-share-per-visitor.md), for the browser's
   * reports per version to name.
   */
  versions: v.optional(
    v.object(
      Object.fromEntries(REMOTE_NAMES.map((name) => [name, v.pipe(v.string(), v.maxLength(100))])) as Record<
        RemoteName,
        v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MaxLengthAction<string, 100, undefined>]>
      >,
    ),
  ),
  ssr: v.optional(ServerRenderSchema),
});
export type BootData = v.InferOutput<typeof BootDataSchema>;
export const BOOT_DATA_ELEMENT_ID = 'gagyeong-boot';

export type ParseResult<T> = { ok: true; value: T } | { ok: false; issues: string[] };

export function parseBootData(input: unknown): ParseResult<BootData> {
  const result = v.safeParse(BootDataSchema, input);
  if (result.success) return { ok: true, value: result.output };
  return {
    ok: false,
    issues: result.issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`),
  };
}
