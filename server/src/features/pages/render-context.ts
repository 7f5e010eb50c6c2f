import { createHash } from 'node:crypto';
import { REMOTE_NAMES, type RemotesMap } from '@gagyeong/contracts';
import type { ServerFederation, ServerRemoteEntry, ShellServerBuild } from '@gagyeong/contracts/server-render';
import { remoteFileLocation, type RemoteRoots } from '../../config/remotes';
import type { FileReader } from './file-reader';
import { createShellServerBuild } from './shell-server-build';
import type { SsrLog } from './ssr-log';

export const SERVER_ENTRY = 'server/remoteEntry.js';

/** What one request renders with: the shell's server build and the federation of the remotes' server builds. */
export interface RenderContext {
  readonly build: ShellServerBuild;
  readonly federation: ServerFederation;
}

/**
 * Federations kept at once: while canaries run (or a browser previews a release), requests render
 * with several maps side by side, each with its own federation (docs/decisions/0063-canary-share-per-visitor.md).
 */
const FEDERATIONS_KEPT = 6;

/**
 * The render context of each request (docs/decisions/0005-server-rendering-through-federation.md):
 * the federation of the remotes' server builds a request's map names, read through the pipeline's
 * one reader. Each version of the builds gets its own federation (its own containers), so no page
 * mixes versions; the FEDERATIONS_KEPT used last are kept (renders still running on one, canary
 * groups rendering side by side), older ones are dropped.
 */
export function createRenderContexts(options: { roots: RemoteRoots; files: FileReader; ssrLog: SsrLog }) {
  const { roots, files, ssrLog } = options;
  const shell = createShellServerBuild(roots.distRoot);
  /** Least recently used first. */
  const kept = new Map<string, ServerFederation>();
  let latest: string | undefined;

  async function serverEntries(remotes: RemotesMap): Promise<ServerRemoteEntry[]> {
    const entries: ServerRemoteEntry[] = [];
    for (const name of REMOTE_NAMES) {
      const where = remoteFileLocation(remotes, name, SERVER_ENTRY, roots);
      const file = where && (await files.read(where.location));
      if (where && file) {
        entries.push({ name, url: where.url, code: file.text, dir: where.dir, hash: file.hash });
      } else {
        ssrLog.warnOnce(
          'GG-SSR-ENTRY',
          `${name}:${remotes[name]}`,
          `${name}: no server entry beside ${remotes[name]}; its pages render in the browser`,
          { remote: name },
        );
      }
    }
    return entries;
  }

  function federation(build: ShellServerBuild, entries: readonly ServerRemoteEntry[]): ServerFederation {
    // The URL counts too: two releases may hold the same server entry, but their chunks and the
    // browser files the rendered HTML links live in different folders.
    const version = createHash('sha1')
      .update(entries.map((entry) => `${entry.name}@${entry.hash}@${entry.url}`).join(','))
      .digest('hex')
      .slice(0, 12);
    let federation = kept.get(version);
    if (federation) {
      kept.delete(version);
    } else {
      federation = build.createServerFederation(version, entries);
      if (latest !== undefined) {
        ssrLog.info({ version, previous: latest }, 'remote server builds changed: rendering with a new federation');
      }
      latest = version;
    }
    kept.set(version, federation);
    for (const [old, dropped] of kept) {
      if (kept.size <= FEDERATIONS_KEPT) break;
      kept.delete(old);
      dropped.dispose();
    }
    return federation;
  }

  return {
    /**
     * The context for a request rendering with `remotes` (the map it read). Undefined when the
     * shell has no server build (the browser renders every page).
     */
    async prepare(remotes: RemotesMap): Promise<RenderContext | undefined> {
      const build = shell.get();
      if (!build) {
        ssrLog.warnOnce(
          'GG-SSR-SHELL',
          shell.file,
          `${shell.file} is missing: pages render in the browser (run \`npm run build\`)`,
        );
        return undefined;
      }
      return { build, federation: federation(build, await serverEntries(remotes)) };
    },
  };
}

export type RenderContexts = ReturnType<typeof createRenderContexts>;
