import { randomUUID } from 'node:crypto';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { DEFAULT_LEADS_OPTIONS } from '../features/leads/leads-options';
import { parseTrustProxy, type TrustProxy } from './trust-proxy';

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['false', undefined],
    ['0', undefined],
    ['1', { hops: 1 }],
    [' 2 ', { hops: 2 }],
    ['10.0.0.5', { proxies: ['10.0.0.5'] }],
    ['10.0.0.5, 10.0.1.0/24,loopback', { proxies: ['10.0.0.5', '10.0.1.0/24', 'loopback'] }],
    [
      '2001:db8::1,fd00::/8,192.168.0.0/255.255.0.0',
      { proxies: ['2001:db8::1', 'fd00::/8', '192.168.0.0/255.255.0.0'] },
    ],
  ])('reads %j as %j', (raw, expected) => {
    expect(parseTrustProxy(raw)).toEqual(expected);
  });

  it.each([
    ['true', /leftmost X-Forwarded-For entry, which the client writes itself.*TRUST_PROXY=1/],
    ['11', /hop count from 1 to 10/],
    ['yes', /not a hop count nor proxy addresses \("yes"\)/],
    ['10.0.0.5,proxy.internal', /\("proxy.internal"\)/],
    ['10.0.0.0/33', /\("10.0.0.0\/33"\)/],
  ])('refuses %j with a message that says what to give', (raw, message) => {
    const parsed = parseTrustProxy(raw);
    expect(parsed).toEqual({ error: expect.stringMatching(message) });
  });
});

describe('the client address behind trusted proxies', () => {
  const { max } = DEFAULT_LEADS_OPTIONS.rateLimit;

  /** One socket sending leads, each through the "proxy" with its own client-chosen leftmost entry. */
  async function sendLeads(server: TestServer, count: number, forwardedFor: (i: number) => string): Promise<number[]> {
    const statuses: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const response = await fetch(`${server.baseUrl}/api/leads/popup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', 'x-forwarded-for': forwardedFor(i) },
        body: JSON.stringify({ id: randomUUID(), name: '김가경', phone: '010-1234-5678', consent: true }),
      });
      statuses.push(response.status);
    }
    return statuses;
  }

  const spoofed = (client: string) => (i: number) => `198.51.100.${(i % 250) + 1}, ${client}`;

  it.each<[string, TrustProxy]>([
    ['a hop count', { hops: 1 }],
    ['a proxy list', { proxies: ['127.0.0.1'] }],
  ])(
    'with %s, rotating the leftmost X-Forwarded-For entry does not step around the per-address lead limit',
    async (_kind, trustProxy) => {
      const server = await startTestServer({ trustProxy });
      try {
        const statuses = await sendLeads(server, max + 1, spoofed('203.0.113.7'));
        expect(statuses.slice(0, max).every((status) => status === 201)).toBe(true);
        expect(statuses[max]).toBe(429);
        // The address the proxy appended is the visitor: another visitor is counted apart.
        expect(await sendLeads(server, 1, spoofed('203.0.113.8'))).toEqual([201]);
      } finally {
        await server.close();
      }
    },
  );

  it('ignores X-Forwarded-For from a peer that is not a listed proxy', async () => {
    const server = await startTestServer({ trustProxy: { proxies: ['10.0.0.5'] } });
    try {
      // Every entry differs, but the socket (loopback, not the proxy) is the client each time.
      const statuses = await sendLeads(server, max + 1, (i) => `203.0.113.${(i % 250) + 1}`);
      expect(statuses[max]).toBe(429);
    } finally {
      await server.close();
    }
  });
});
