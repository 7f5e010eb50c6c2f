// Shared by the benchmark commands: start the built site on a spare loopback port, and launch
// Debian's Chromium the way this machine needs. Prints figures; never asserts timings.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync } from 'node:zlib';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const SLUG = '가경파크시티';
/** One route of each kind: home, sub page, floor plan, press list, interest and customer pages, leads inbox. */
export const BENCH_ROUTES = [
  '/',
  '/Brand/intro',
  '/FloorPlan/84A',
  `/${encodeURIComponent(SLUG)}/press`,
  '/Promotion/Customer',
  `/${encodeURIComponent(SLUG)}/customer`,
  '/admin/leads',
];

export function assertBuilt() {
  const missing = ['shell', 'mf-marketing', 'mf-press', 'mf-leads'].filter(
    (pkg) => !existsSync(join(ROOT, pkg, 'dist', pkg === 'shell' ? 'index.html' : 'mf-manifest.json')),
  );
  if (missing.length > 0) {
    console.error(`Not built: ${missing.join(', ')}. Run \`npm run build\` first.`);
    process.exit(1);
  }
}

/** Starts `server/` on `port` with a throwaway data folder; resolves once /api/health answers. */
export async function startSite(port, env = {}, { prepare } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'gagyeong-bench-'));
  // e.g. create an administrator in the data folder before the server opens it
  const prepared = prepare ? prepare(dataDir) : undefined;
  const child = spawn(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, 'server/src/main.ts')], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SITE_URL: `http://127.0.0.1:${port}`, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 150; i += 1) {
    try {
      const response = await fetch(`${origin}/api/health`);
      if (response.ok) break;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    origin,
    prepared,
    /** The started process (tsx, whose child runs the server): `processCpuMs` sums them. */
    pid: child.pid,
    stop() {
      child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Linux's clock ticks per second, in which /proc/<pid>/stat counts CPU time. */
const CLOCK_TICKS = 100;

/** CPU time (user + system, ms) used so far by a process and every process below it (Linux /proc). */
export function processCpuMs(pid) {
  const stats = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((name) => {
      try {
        // The fields after the command name (which may hold spaces) start at its closing parenthesis.
        const fields = readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
        return [{ pid: Number(name), ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) }];
      } catch {
        return [];
      }
    });
  const tree = new Set([pid]);
  for (let grown = true; grown;) {
    grown = false;
    for (const stat of stats) {
      if (!tree.has(stat.pid) && tree.has(stat.ppid)) {
        tree.add(stat.pid);
        grown = true;
      }
    }
  }
  const ticks = stats.filter((stat) => tree.has(stat.pid)).reduce((sum, stat) => sum + stat.ticks, 0);
  return (ticks * 1000) / CLOCK_TICKS;
}

/** A free loopback port, found by binding port 0 and letting it go. */
export function sparePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Serves the fixed reference page (scripts/bench-reference/: a minimal server-rendered page) on a
 * spare loopback port beside the site, compressed as the site's host compresses, so
 * `bench:lighthouse` measures it in the same run as the site. `serve(path, html)` adds a page
 * beside it (`/`'s first screen alone, scripts/first-screen-copy.mjs); `urlOf(path)` is its address.
 */
export async function startReference() {
  const dir = join(ROOT, 'scripts', 'bench-reference');
  // Compressed once, as the host sends a cached page: compressing per request would add its time to
  // the measured server response (72 ms for the 45 KB copy of `/` at brotli's default quality).
  const fileOf = (type, body) => ({ type, body, br: brotliCompressSync(body) });
  const files = {
    '/': fileOf('text/html; charset=utf-8', readFileSync(join(dir, 'index.html'))),
    '/robots.txt': fileOf('text/plain; charset=utf-8', readFileSync(join(dir, 'robots.txt'))),
  };
  const server = createServer((request, response) => {
    const file = files[(request.url ?? '/').split('?', 1)[0]];
    if (!file) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found');
      return;
    }
    const br = /\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''));
    response.writeHead(200, {
      'content-type': file.type,
      'cache-control': 'no-cache',
      ...(br ? { 'content-encoding': 'br' } : {}),
    });
    response.end(br ? file.br : file.body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/`,
    urlOf: (pagePath) => `http://127.0.0.1:${port}${pagePath}`,
    serve: (pagePath, html) => {
      files[pagePath] = fileOf('text/html; charset=utf-8', Buffer.from(html));
    },
    stop: () => server.close(),
  };
}
