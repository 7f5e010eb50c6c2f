#!/usr/bin/env node
// A remote's built dist/ served from its own origin (CORS), whose *server* entry the tests switch:
// GET /__mode/ok (as built), /__mode/throw (evaluating it throws), /__mode/missing (404),
// /__mode/hang (never answered). The browser build is always served as built, so the browser can
// complete what the server could not render.
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { sendFile, TYPES } from '../../scripts/serve-static.mjs';

const root = resolve(process.argv[2] ?? 'dist');
const port = Number(process.env.PORT ?? 9002);
const MODES = new Set(['ok', 'throw', 'missing', 'hang']);
let mode = 'ok';

createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://local');
  res.setHeader('Access-Control-Allow-Origin', '*');
  const switched = /^\/__mode\/(\w+)$/.exec(url.pathname);
  if (switched) {
    if (!MODES.has(switched[1])) return res.writeHead(400).end();
    mode = switched[1];
    return res.writeHead(200, { 'Content-Type': 'text/plain' }).end(mode);
  }
  if (url.pathname === '/server/remoteEntry.js' && mode !== 'ok') {
    if (mode === 'hang') return; // never answered
    if (mode === 'missing') return res.writeHead(404).end('Not Found');
    return res
      .writeHead(200, { 'Content-Type': TYPES['.js'], 'Cache-Control': 'no-cache' })
      .end(`throw new Error('server entry broken on purpose (${Date.now()})');\n`);
  }
  sendFile(root, url, res, () => 'no-cache');
}).listen(port, '127.0.0.1', () =>
  console.log(`serving ${root} (switchable server entry) at http://127.0.0.1:${port}/`),
);
