/**
 * The contract between the host process (server/) and the shell's server build
 * (shell/dist/server/index.js): how the host asks for a page and what it gets back.
 * Types only: nothing here reaches a browser bundle.
 * See docs/decisions/0005-server-rendering-through-federation.md.
 */
import type { SiteConfig, ServerRender } from './config';
import type { ServerModuleFailureKind } from './error-codes';
import type { PageRequest, RemoteModule, RemoteModuleKey, RemoteName } from './remote-modules';
import type { PathAnswer } from './routes';
import type { ViewportHint } from './viewport';

/** One remote's server entry, already read (from disk or over HTTP) by the host. */
export interface ServerRemoteEntry {
  readonly name: RemoteName;
  /** Where the entry lives as the browser would address it: `<remote base>/server/remoteEntry.js`. */
  readonly url: string;
  /** The entry's source (a CommonJS Module Federation container). */
  readonly code: string;
  /** Folder of the entry on this machine, for a remote this host serves itself (lazy chunks from disk). */
  readonly dir?: string;
  /** Content hash of `code`: what makes two builds of a remote different. */
  readonly hash: string;
}

/** A Module Federation instance for one set of server entries (one remotes-map version). */
export interface ServerFederation {
  readonly version: string;
  loadModule(key: RemoteModuleKey): Promise<RemoteModule<RemoteModuleKey>>;
  /** Forgets this version's instance (called when a newer version replaced it). */
  dispose(): void;
}

export interface RenderPageInput {
  /** Path and query as requested (percent-encoded). */
  readonly url: string;
  /**
   * The host's answer for the path (`resolvePath`), so the route is matched once per request;
   * a render without it resolves the path itself.
   */
  readonly answer?: PathAnswer;
  readonly config: SiteConfig;
  /** The federation of the remotes-map version this request renders with; undefined: none could be made. */
  readonly federation: ServerFederation | undefined;
  /** Origin at which the server reaches its own API (for modules' server data). */
  readonly apiOrigin: string;
  /** Bound on loading the route's remote modules, their data and rendering, in ms. */
  readonly timeoutMs: number;
  /** The layout guessed from the request's headers. */
  readonly viewport: ViewportHint;
  /** Handed to the modules' `loadServerData` as `request` (query, landing attribution, session). */
  readonly request?: PageRequest;
}

/** A remote module that could not be rendered on the server: its region renders in the browser. */
export interface ServerModuleFailure {
  readonly module: RemoteModuleKey;
  readonly remote: RemoteName;
  /** Typed where it happened (error-codes.ts); logged as `GG-SSR-<KIND>`. */
  readonly kind: ServerModuleFailureKind;
  readonly message: string;
}

export interface RenderPageResult {
  readonly status: number;
  /** Tags React hoists to <head>: title, meta, canonical, resource hints. */
  readonly head: string;
  /** The app's HTML, for `<div id="root">`. */
  readonly body: string;
  readonly ssr: ServerRender;
  readonly failures: readonly ServerModuleFailure[];
}

/** What shell/dist/server/index.js exports. */
export interface ShellServerBuild {
  renderPage(input: RenderPageInput): Promise<RenderPageResult>;
  createServerFederation(version: string, entries: readonly ServerRemoteEntry[]): ServerFederation;
}
