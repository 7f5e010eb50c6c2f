import type { FastifyReply } from 'fastify';
import { cacheControlFor } from './cache-policy';

function setHeaders(reply: FastifyReply, filePath: string) {
  reply.header('cache-control', cacheControlFor(filePath));
  // Remotes (and their fonts and images) must load from pages on other origins (docs/architecture.md §5).
  reply.header('access-control-allow-origin', '*');
  reply.header('cross-origin-resource-policy', 'cross-origin');
}

/** What every folder of built files is served with. */
export const STATIC_OPTIONS = {
  index: false as const,
  redirect: false,
  cacheControl: false, // set per file in setHeaders
  dotfiles: 'ignore' as const,
  suppressWarning: true,
  setHeaders,
  // Directories (e.g. `/`) are pages or nothing: leave them to the page route.
  allowedPath: (pathName: string) => !pathName.endsWith('/'),
};
