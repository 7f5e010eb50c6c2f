import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { REMOTE_NAMES } from '@gagyeong/contracts';
import { remoteFolder, remotePrefix } from '../../config/remotes';
import { IMMUTABLE } from './cache-policy';
import { shellDistOf } from './shell-files';
import { dropDocumentHeaders, STATIC_OPTIONS } from './static-options';

export { useShellFiles, type ShellFiles } from './shell-files';

export interface StaticOptions {
  /** Folder holding shell/ and the mf-* packages (the repository root by default). */
  readonly distRoot: string;
  /** Kept releases of the remotes, served under `/releases/<folder>/<version>/`. */
  readonly releasesDir?: string;
}

/** `/<folder>/<version>/<file>` inside the releases folder; dot files (staging folders) excluded. */
const RELEASE_FILE = /^\/mf-[a-z]+\/[0-9A-Za-z][^/]*\/(?!\.)[^]+$/;

/**
 * Built files: each remote's dist under `/remotes/<folder>/` and the kept releases under
 * `/releases/`. The shell's own files share `/` with the pages: the page route serves them
 * (shell-files.ts). A path under these prefixes that is no file gets the not-found handler's 404.
 * A missing dist folder is served as empty (with a hint in the log), never a crash.
 */
export const staticFiles: FastifyPluginAsync<StaticOptions> = async (app, { distRoot, releasesDir }) => {
  const common = STATIC_OPTIONS;
  const missing: string[] = [];
  if (!fs.existsSync(shellDistOf(distRoot))) missing.push('shell');

  for (const name of REMOTE_NAMES) {
    const root = path.join(distRoot, remoteFolder(name), 'dist');
    if (!fs.existsSync(root)) missing.push(remoteFolder(name));
    await app.register(fastifyStatic, { ...common, root, prefix: remotePrefix(name), decorateReply: false });
  }

  if (releasesDir !== undefined) {
    // A release never changes once made, its entry and manifest included: everything is immutable.
    // Only `<folder>/<version>/<file>` is served (not the live map, the deploy log or release.json).
    await app.register(fastifyStatic, {
      ...common,
      root: releasesDir,
      prefix: '/releases/',
      decorateReply: false,
      setHeaders: (reply: FastifyReply, filePath: string) => {
        dropDocumentHeaders(reply, filePath);
        reply.header('cache-control', IMMUTABLE);
        reply.header('access-control-allow-origin', '*');
        reply.header('cross-origin-resource-policy', 'cross-origin');
      },
      allowedPath: (pathName: string) => RELEASE_FILE.test(pathName) && !pathName.endsWith('/release.json'),
    });
  }

  if (missing.length > 0) {
    app.log.warn(
      `not built yet: ${missing.join(', ')} (no dist/ folder). Run \`npm run build\` at the repository root.`,
    );
  }
};
