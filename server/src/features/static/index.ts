import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { REMOTE_NAMES } from '@gagyeong/contracts';
import { remoteFolder, remotePrefix } from '../../config/remotes';
import { IMMUTABLE, cacheControlFor } from './cache-policy';

export interface StaticOptions {
  /** Folder holding shell/ and the mf-* packages (the repository root by default). */
  readonly distRoot: string;
  /** Kept releases of the remotes, served under `/releases/<folder>/<version>/`. */
  readonly releasesDir?: string;
}

/** `/<folder>/<version>/<file>` inside the releases folder; dot files (staging folders) excluded. */
const RELEASE_FILE = /^\/mf-[a-z]+\/[0-9A-Za-z][^/]*\/(?!\.)[^]+$/;

/**
 * Headers that only mean something on a document; a script, stylesheet or font never becomes one
 * (an SVG can, and keeps them). Sent with each of a page's files they were about 600 bytes of every
 * response (docs/decisions/0056-critical-css-and-first-paint.md).
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'x-dns-prefetch-control',
];
const NEVER_A_DOCUMENT = /\.(?:m?js|css|woff2?)(?:\.br|\.gz)?$/;

function setHeaders(reply: FastifyReply, filePath: string) {
  if (NEVER_A_DOCUMENT.test(filePath)) for (const name of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(name);
  reply.header('cache-control', cacheControlFor(filePath));
  // Remotes (and their fonts and images) must load from pages on other origins (docs/architecture.md §5).
  reply.header('access-control-allow-origin', '*');
  reply.header('cross-origin-resource-policy', 'cross-origin');
}

/**
 * Built files: the shell's dist at `/` and each remote's dist under `/remotes/<folder>/`. Paths
 * that are not files fall through to the not-found handler, which renders the shell's HTML.
 * A missing dist folder is served as empty (with a hint in the log), never a crash.
 */
export const staticFiles: FastifyPluginAsync<StaticOptions> = async (app, { distRoot, releasesDir }) => {
  const common = {
    index: false as const,
    redirect: false,
    cacheControl: false, // set per file in setHeaders
    dotfiles: 'ignore' as const,
    suppressWarning: true,
    // `<file>.br` written by the build (webpack.shared.js) is sent as is to browsers that take brotli.
    preCompressed: true,
    setHeaders,
    // Directories (e.g. `/`) are pages or nothing: leave them to the not-found handler.
    allowedPath: (pathName: string) => !pathName.endsWith('/'),
  };

  const missing: string[] = [];
  const shellDist = path.join(distRoot, 'shell', 'dist');
  if (!fs.existsSync(shellDist)) missing.push('shell');
  await app.register(fastifyStatic, {
    ...common,
    root: shellDist,
    prefix: '/',
    // index.html is a template: it is only ever served rendered (features/html). The shell's server
    // build (dist/server/) runs in this process and is nobody's download.
    allowedPath: (pathName: string) =>
      common.allowedPath(pathName) && pathName !== '/index.html' && !pathName.startsWith('/server/'),
  });

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
        if (NEVER_A_DOCUMENT.test(filePath)) for (const name of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(name);
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
