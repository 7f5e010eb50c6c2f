#!/usr/bin/env node
// Serves one package's built dist/ on its own, with CORS, so a remote can be deployed and tried
// from another origin than the shell: `npm run serve -w mf-press` (PORT, default 9001).
// Entry, manifest and HTML are no-cache; content-hashed files are immutable (docs/architecture.md §5).
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const root = resolve(process.argv[2] ?? 'dist');
const port = Number(process.env.PORT ?? 9001);
const host = process.env.HOST ?? '127.0.0.1';
const TYPES = {
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

createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://local');
  const file = normalize(join(root, decodeURIComponent(url.pathname)));
  res.setHeader('Access-Control-Allow-Origin', '*');
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
      'Cache-Control': NO_CACHE.test(file) ? 'no-cache' : 'public, max-age=31536000, immutable',
    });
    createReadStream(file).pipe(res);
  } catch {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not Found');
  }
}).listen(port, host, () => console.log(`serving ${root} at http://${host}:${port}/`));
