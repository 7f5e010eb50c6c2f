import http from 'node:http';

/**
 * A forwarding HTTP proxy that can hold the page's scripts (WebKit's MiniBrowser sends its
 * requests here, `--proxy`). WebKitWebDriver has no preload scripts and no console, so the page's
 * own console watch has to be installed into each new document from outside; while the gate is
 * closed no script reaches the page, so the watch is always in before the page's first script
 * runs, as if the scripts came over a slower network.
 */
export interface ScriptGate {
  readonly url: string;
  /** Holds every script requested from now on. */
  close(): void;
  /** Lets the held scripts and every later one through. */
  open(): void;
  stop(): Promise<void>;
}

/** Starts the gate on a free loopback port (the OS picks it: never one another run uses). */
export async function startScriptGate(): Promise<ScriptGate> {
  let held: (() => void)[] | null = null;
  const server = http.createServer((request, response) => {
    const forward = () => {
      const target = new URL(request.url ?? '/');
      const upstream = http.request(
        {
          host: target.hostname,
          port: target.port,
          path: target.pathname + target.search,
          method: request.method,
          headers: request.headers,
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      upstream.on('error', () => {
        if (!response.headersSent) response.writeHead(502);
        response.end();
      });
      request.pipe(upstream);
    };
    const isScript = /\.m?js$/.test(new URL(request.url ?? '/', 'http://gate').pathname);
    if (held && isScript) held.push(forward);
    else forward();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the script gate has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    close() {
      held ??= [];
    },
    open() {
      const waiting = held ?? [];
      held = null;
      waiting.forEach((forward) => forward());
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
