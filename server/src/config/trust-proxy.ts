import net from 'node:net';
import type { FastifyServerOptions } from 'fastify';

/**
 * Which proxies the server believes about the client's address (X-Forwarded-For) and protocol
 * (X-Forwarded-Proto): the number of proxies in front of it, or their addresses. Never "every
 * hop": the leftmost X-Forwarded-For entry is whatever the client wrote, so trusting it would let
 * one socket pass as any number of visitors and step around every per-address limit.
 */
export type TrustProxy = { readonly hops: number } | { readonly proxies: readonly string[] };

/** Names proxy-addr knows for whole ranges (127.0.0.0/8 and ::1, fe80::/10 …, fc00::/7 …). */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_HOPS = 10;

function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  // A CIDR prefix length, or an IPv4 netmask (as proxy-addr accepts).
  if (/^\d{1,3}$/.test(prefix)) return Number(prefix) <= (family === 4 ? 32 : 128);
  return family === 4 && net.isIPv4(prefix);
}

/**
 * TRUST_PROXY as the README describes it: unset, '' or 'false' for no proxy; a hop count
 * ('1' for one reverse proxy on the same machine); or a comma-separated list of the proxies'
 * addresses, CIDR ranges or 'loopback' / 'linklocal' / 'uniquelocal'. Returns an error message for
 * anything else, 'true' included.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy | undefined | { readonly error: string } {
  const value = (raw ?? '').trim();
  if (value === '' || value === 'false' || value === '0') return undefined;
  if (value === 'true')
    return {
      error:
        'TRUST_PROXY=true would take the client address from the leftmost X-Forwarded-For entry, which the client ' +
        'writes itself. Give the number of proxies in front of the server (e.g. TRUST_PROXY=1) or their addresses ' +
        '(e.g. TRUST_PROXY=10.0.0.5,10.0.1.0/24).',
    };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= MAX_HOPS
      ? { hops }
      : { error: `TRUST_PROXY=${value}: expected a hop count from 1 to ${MAX_HOPS}, or proxy addresses` };
  }
  const proxies = value.split(',').map((entry) => entry.trim());
  const wrong = proxies.filter((entry) => !isProxyAddress(entry));
  if (wrong.length > 0)
    return {
      error: `TRUST_PROXY=${value}: not a hop count nor proxy addresses (${wrong.map((entry) => `"${entry}"`).join(', ')})`,
    };
  return { proxies };
}

/**
 * The option Fastify takes. A hop count is passed as a function: Fastify 5 reads a bare number as
 * "trust nothing". `hop` 0 is the socket's peer, 1 the X-Forwarded-For entry it appended, and so on:
 * the client address is the first entry past the last trusted proxy, counted from the right.
 */
export function fastifyTrustProxy(trust: TrustProxy | undefined): FastifyServerOptions['trustProxy'] {
  if (trust === undefined) return false;
  if ('hops' in trust) {
    const { hops } = trust;
    return (_address: string, hop: number) => hop < hops;
  }
  return [...trust.proxies];
}
