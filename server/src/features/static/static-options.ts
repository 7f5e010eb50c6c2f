import type { FastifyReply } from 'fastify';
import { cacheControlFor } from './cache-policy';

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

/** Drops the document-only headers (the CSP hook's and helmet's) from a script, stylesheet or font. */
export function dropDocumentHeaders(reply: FastifyReply, filePath: string): void {
  if (!NEVER_A_DOCUMENT.test(filePath)) return;
  for (const name of DOCUMENT_ONLY_HEADERS) {
    reply.removeHeader(name);
    reply.raw.removeHeader(name);
  }
}

function setHeaders(reply: FastifyReply, filePath: string) {
  dropDocumentHeaders(reply, filePath);
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
  // `<file>.br` written by the build (webpack.shared.js) is sent as is to browsers that take brotli.
  preCompressed: true,
  setHeaders,
  // Directories (e.g. `/`) are pages or nothing: leave them to the page route.
  allowedPath: (pathName: string) => !pathName.endsWith('/'),
};
