import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { STATIC_OPTIONS } from './static-options';

export function shellDistOf(distRoot: string): string {
  return path.join(distRoot, 'shell', 'dist');
}

/**
 * index.html is a template, only ever served rendered (features/pages); the shell's server build
 * (dist/server/) runs in this process and is nobody's download.
 */
function servable(decoded: string): boolean {
  return (
    STATIC_OPTIONS.allowedPath(decoded) &&
    decoded !== '/index.html' &&
    !decoded.startsWith('/server/') &&
    // Only canonical paths: no `.`/`..` segments, no empty ones, no backslashes.
    decoded
      .slice(1)
      .split('/')
      .every((segment) => segment !== '' && segment !== '.' && segment !== '..' && !segment.includes('\\'))
  );
}

export interface ShellFiles {
  /**
   * The file `pathname` names in shell/dist (decoded, as the URL path spells it), or undefined.
   * Only a last segment with a dot is looked up: every built file has an extension, no page does.
   */
  find(pathname: string): Promise<string | undefined>;
  /** Sends a file `find` returned: content-hashed files immutable, CORS open (cache-policy.ts). */
  send(reply: FastifyReply, file: string): FastifyReply;
}

/**
 * The shell's built files at `/`, which share the URL space with the pages: the page route
 * (features/pages/page-route.ts) sends a path as a file when it names one here. Registers
 * @fastify/static without a route of its own (`reply.sendFile`) in `app`'s context.
 */
export async function useShellFiles(app: FastifyInstance, distRoot: string): Promise<ShellFiles> {
  const root = shellDistOf(distRoot);
  await app.register(fastifyStatic, {
    ...STATIC_OPTIONS,
    root,
    serve: false,
    allowedPath: (pathName: string) => servable(pathName),
  });
  return {
    async find(pathname) {
      if (!pathname.slice(pathname.lastIndexOf('/') + 1).includes('.')) return undefined;
      let decoded: string;
      try {
        decoded = decodeURIComponent(pathname);
      } catch {
        return undefined;
      }
      if (!servable(decoded)) return undefined;
      try {
        return (await fs.stat(path.join(root, decoded))).isFile() ? decoded : undefined;
      } catch {
        return undefined;
      }
    },
    send: (reply, file) => reply.sendFile(file, root),
  };
}
