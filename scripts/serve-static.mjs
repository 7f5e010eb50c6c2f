#!/usr/bin/env node
// Serves one package's built dist/ on its own, with CORS, so a remote can be deployed and tried
// from another origin than the shell: `npm run serve -w mf-press` (PORT, default 9001).
// Entry, manifest and HTML are no-cache; content-hashed files are immutable (docs/architecture.md §5).
// Its file answer is shared with the e2e servers of a dist (e2e/support/serve-switchable-remote.mjs).
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

export const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};
const NO_CACHE = /(^|\/)(remoteEntry\.js|mf-manifest\.json|mf-stats\.json|index\.html)$/;

/** Entry, manifest and HTML must be asked for again; the rest is content-hashed. */
const cacheControlOf = (file) => (NO_CACHE.test(file) ? 'no-cache' : 'public, max-age=31536000, immutable');

/**
 * Answers `url` with its file under `root`: 400 outside it, 404 where there is none;
 * `cacheControl(file)` is the file's Cache-Control.
 * @param {string} root
 * @param {URL} url
 * @param {import('node:http').ServerResponse} res
 * @param {(file: string) => string} [cacheControl]
 */
export function sendFile(root, url, res, cacheControl = cacheControlOf) {
  const file = normalize(join(root, decodeURIComponent(url.pathname)));
  if (!file.startsWith(root)) {
    res.writeHead(400).end();
    return;
  }
  try {
    const stats = statSync(file);
    if (!stats.isFile()) throw new Error('not a file');
    res.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Content-Length': stats.size,
      'Cache-Control': cacheControl(file),
    });
    createReadStream(file).pipe(res);
  } catch {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not Found');
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const root = resolve(process.argv[2] ?? 'dist');
  const port = Number(process.env.PORT ?? 9001);
  const host = process.env.HOST ?? '127.0.0.1';
  createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    sendFile(root, new URL(req.url ?? '/', 'http://local'), res);
  }).listen(port, host, () => console.log(`serving ${root} at http://${host}:${port}/`));
}
