import http from 'node:http';
import type { RemoteName } from '@gagyeong/contracts';
import { BUCKET_COOKIE } from '@gagyeong/contracts/delivery';
import { getsCanary } from '../features/delivery/visitor-bucket';
import type { TestServer } from './test-server';

/**
 * Browsers sending telemetry beacons to a test server from loopback addresses of their own (Linux
 * routes all of 127.0.0.0/8 to loopback), so the host sees real client addresses and networks:
 * `127.0.N.1` for N networks, `127.0.5.1`…`127.0.5.30` for one subnet
 * (docs/decisions/0125-signed-visitors-and-the-canary-judge.md).
 */
export interface Answer {
  readonly status: number;
  readonly setCookie: string | undefined;
  readonly body: string;
}

let views = 0;

/** POST /api/telemetry from `from`, as navigator.sendBeacon sends it (text/plain, the page's origin). */
export function sendBeacon(
  server: TestServer,
  body: unknown,
  options: { from?: string; cookie?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const url = new URL('/api/telemetry', server.baseUrl);
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: options.from ?? '127.0.0.1',
        agent: false,
        headers: {
          'content-type': 'text/plain;charset=UTF-8',
          origin: server.baseUrl,
          'content-length': Buffer.byteLength(text),
          ...(options.cookie ? { cookie: options.cookie } : {}),
          ...options.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            setCookie: response.headers['set-cookie']?.find((cookie) => cookie.startsWith(`${BUCKET_COOKIE}=`)),
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(text);
  });
}

/** A beacon of one page view (a fresh view id each time, as every page load has its own). */
export function beacon(page: { route: string; device: 'phone' | 'desktop' }, events: readonly unknown[]) {
  return { v: 1, view: `view${String((views += 1)).padStart(10, '0')}`, page, events };
}

/** A visitor: its address, and the signed bucket the host gave it. */
export interface Visitor {
  readonly from: string;
  readonly cookie: string;
  /** The bucket's id (what decides its canary group). */
  readonly bucket: string;
  send(body: unknown): Promise<Answer>;
}

/**
 * A new visitor at `from`: its first beacon carries no bucket, so the host answers with a signed
 * one (and counts nothing); what it sends after counts.
 */
export async function newVisitor(server: TestServer, from = '127.0.0.1'): Promise<Visitor> {
  const first = await sendBeacon(
    server,
    beacon({ route: '/', device: 'phone' }, [{ kind: 'vital', name: 'FCP', value: 1 }]),
    {
      from,
    },
  );
  if (first.status !== 204 || !first.setCookie) throw new Error(`no bucket for ${from}: ${first.status} ${first.body}`);
  const cookie = first.setCookie.split(';', 1)[0]!;
  const bucket = cookie.split('=')[1]!.split('.')[1]!;
  return { from, cookie, bucket, send: (body) => sendBeacon(server, body, { from, cookie }) };
}

/** `count` addresses, one per /24 network: 127.<base + n>.<host>.1 spread over distinct networks. */
export function networks(count: number, base = 10): string[] {
  return Array.from({ length: count }, (_, index) => `127.${base + Math.floor(index / 250)}.${index % 250}.1`);
}

/** `count` addresses of one /24 network. */
export function subnet(count: number, network = '127.0.5'): string[] {
  return Array.from({ length: count }, (_, index) => `${network}.${index + 1}`);
}

/**
 * `count` new visitors whom the canary gives `remote`'s canary (`wanted`) or the live release,
 * each from a /24 of its own (`127.<first>.<n>.1`, …), as the map decides by their signed bucket.
 */
export async function visitorsOfGroup(
  server: TestServer,
  options: {
    readonly remote: RemoteName;
    readonly canary: { readonly url: string; readonly version: string; readonly share: number };
    readonly wanted: boolean;
    readonly count: number;
    /** The next network to use: shared by a test's calls, so each visitor has a network of its own. */
    readonly networks: { next: number; readonly first: number };
  },
): Promise<Visitor[]> {
  const found: Visitor[] = [];
  const { networks: counter } = options;
  while (found.length < options.count) {
    const n = counter.next;
    counter.next += 1;
    const visitor = await newVisitor(server, `127.${counter.first + Math.floor(n / 250)}.${n % 250}.1`);
    if (getsCanary(visitor.bucket, options.remote, options.canary) === options.wanted) found.push(visitor);
  }
  return found;
}
