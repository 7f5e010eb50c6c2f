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
 * The render context of each request (docs/decisions/0005-server-rendering-through-federation.md):
 * the federation of the remotes' server builds as they are now, read through the pipeline's one
 * reader. When a build changes, the next request gets a new federation (its own containers), so no
 * page mixes versions; the previous one is kept for renders still running, older ones are dropped.
 */
export function createRenderContexts(options: { roots: RemoteRoots; files: FileReader; ssrLog: SsrLog }) {
  const { roots, files, ssrLog } = options;
  const shell = createShellServerBuild(roots.distRoot);
  let current: ServerFederation | undefined;
  let previous: ServerFederation | undefined;

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
    if (current?.version !== version) {
      previous?.dispose();
      previous = current;
      current = build.createServerFederation(version, entries);
      if (previous) {
        ssrLog.info(
          { version, previous: previous.version },
          'remote server builds changed: rendering with a new federation',
        );
      }
    }
    return current;
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
