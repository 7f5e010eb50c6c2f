import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  REMOTE_NAMES,
  type PageRequest,
  type RemotesMap,
  type SiteConfig,
  type ViewportHint,
} from '@gagyeong/contracts';
import type {
  RenderPageResult,
  ServerFederation,
  ServerRemoteEntry,
  ShellServerBuild,
} from '@gagyeong/contracts/server-render';
import { currentRemotes, type RemotesSource } from '../../config/remotes';
import { createRemoteFiles } from './remote-files';
import { createShellServerBuild } from './shell-server-build';

export const SERVER_ENTRY = 'server/remoteEntry.js';

export interface ServerRendererOptions {
  readonly distRoot: string;
  /** Where kept releases live (a live map may name them). */
  readonly releasesDir?: string;
  readonly config: SiteConfig;
  /** The remotes map, read once per request (it may change while the host runs). */
  readonly remotes: RemotesSource;
  readonly log: FastifyBaseLogger;
  /** Bound on one server render (loading modules, their data, rendering), in ms. */
  readonly timeoutMs: number;
  /** Where the server reaches its own API, once it listens. */
  readonly apiOrigin: () => string;
  /** How long a server entry fetched from another origin is reused before it is fetched again. */
  readonly remoteTtlMs?: number;
}

export interface RenderContext {
  readonly build: ShellServerBuild;
  readonly federation: ServerFederation;
  /** The remotes map this request renders with (the browser gets the same one). */
  readonly remotes: RemotesMap;
}

export interface ServerRenderedPage extends RenderPageResult {
  /** The remotes-map version the page was rendered with: the remotes' server builds' hashes. */
  readonly version: string;
}

/**
 * Renders pages through the federation (docs/decisions/0005-server-rendering-through-federation.md).
 * Each request renders with the federation of the remotes' server builds as they are now: when a
 * build changes, the next request gets a new federation (its own containers), so no page mixes
 * versions; the previous one is kept for renders still running, older ones are dropped.
 */
export function createServerRenderer(options: ServerRendererOptions) {
  const { log } = options;
  const shell = createShellServerBuild(options.distRoot);
  const files = createRemoteFiles({
    distRoot: options.distRoot,
    releasesDir: options.releasesDir,
    remoteTtlMs: options.remoteTtlMs ?? 2000,
    fetchTimeoutMs: Math.min(options.timeoutMs, 2000),
  });
  const warned = new Set<string>();
  let current: ServerFederation | undefined;
  let previous: ServerFederation | undefined;

  function warnOnce(key: string, fields: Record<string, unknown>, message: string) {
    if (warned.has(key)) return;
    warned.add(key);
    log.warn(fields, message);
  }

  async function federation(build: ShellServerBuild, remotes: RemotesMap): Promise<ServerFederation> {
    const entries: ServerRemoteEntry[] = [];
    for (const name of REMOTE_NAMES) {
      const file = await files.read(remotes, name, SERVER_ENTRY);
      if (file) entries.push({ name, url: file.url, code: file.text, dir: file.dir, hash: file.hash });
      else
        warnOnce(
          `entry:${name}:${remotes[name]}`,
          { remote: name },
          `GG-SSR-ENTRY ${name}: no server entry beside ${remotes[name]}; its pages render in the browser`,
        );
    }
    // The URL counts too: two releases may hold the same server entry, but their chunks and the
    // browser files the rendered HTML links live in different folders.
    const version = createHash('sha1')
      .update(entries.map((entry) => `${entry.name}@${entry.hash}@${entry.url}`).join(','))
      .digest('hex')
      .slice(0, 12);
    if (current?.version !== version) {
      previous?.dispose();
      previous = current;
      current = build.createServerFederation(version, entries);
      if (previous)
        log.info(
          { version, previous: previous.version },
          'remote server builds changed: rendering with a new federation',
        );
    }
    return current;
  }

  return {
    /**
     * The render context for the next request: the shell's server build and the federation of the
     * remotes' server builds as they are now (in `given`, the map the request read, else the source's).
     * Undefined when the shell has no server build.
     */
    async prepare(given?: RemotesMap): Promise<RenderContext | undefined> {
      const build = shell.get();
      if (!build) {
        warnOnce(
          'shell',
          {},
          `GG-SSR-SHELL ${shell.file} is missing: pages render in the browser (run \`npm run build\`)`,
        );
        return undefined;
      }
      const remotes = given ?? currentRemotes(options.remotes);
      return { build, federation: await federation(build, remotes), remotes };
    },
    /** Renders `pathname` in a context from `prepare()`, for `request` (its query, landing, session). */
    async render(
      pathname: string,
      viewport: ViewportHint,
      { build, federation: fed }: RenderContext,
      request?: PageRequest,
    ): Promise<ServerRenderedPage> {
      const page = await build.renderPage({
        viewport,
        url: pathname + (request?.search ?? ''),
        ...(request ? { request } : {}),
        config: options.config,
        federation: fed,
        apiOrigin: options.apiOrigin(),
        timeoutMs: options.timeoutMs,
      });
      for (const failure of page.failures) {
        warnOnce(
          `fail:${fed.version}:${failure.module}:${failure.kind}`,
          { remote: failure.remote, module: failure.module, version: fed.version, kind: failure.kind },
          `GG-SSR-${failure.kind.toUpperCase()} ${failure.module} (server build ${fed.version}) rendered in the browser: ${failure.message}`,
        );
      }
      return { ...page, version: fed.version };
    },
    /** The remote's manifest, for the CSS links and preload hints of what was rendered. */
    manifestText: async (remotes: RemotesMap, name: (typeof REMOTE_NAMES)[number]) =>
      (await files.read(remotes, name, 'mf-manifest.json'))?.text,
  };
}

export type ServerRenderer = ReturnType<typeof createServerRenderer>;
