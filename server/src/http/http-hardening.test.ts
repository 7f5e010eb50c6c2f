import net from 'node:net';
import { Writable } from 'node:stream';
import { BIG_JS, writeFixtureDist } from '../test-support/fixture-dist';
import { startTestServer, type TestServer } from '../test-support/test-server';

/** What a raw socket received until the server closed it (or `limitMs` passed: then `closed` is false). */
function rawExchange(
  server: TestServer,
  send: (socket: net.Socket) => void,
  limitMs: number,
): Promise<{ text: string; closed: boolean }> {
  const { port } = new URL(server.baseUrl);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    let text = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ text, closed: false });
    }, limitMs);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      text += chunk;
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ text, closed: true });
    });
    socket.on('connect', () => send(socket));
  });
}

/** The JSON body of a raw HTTP/1.1 answer. */
function bodyOf(raw: string): unknown {
  return JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4)) as unknown;
}

/** Collects what the app logs at error level. */
function errorLog(): { stream: Writable; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      const line = chunk.toString('utf8');
      if ((JSON.parse(line) as { level: number }).level >= 50) lines.push(line);
      done();
    },
  });
  return { stream, lines };
}

describe('HTTP hardening', () => {
  let server: TestServer;
  const log = errorLog();

  beforeAll(async () => {
    server = await startTestServer({
      logger: { level: 'warn', stream: log.stream },
      // Short bounds so a stalled client is seen being cut off within the test.
      timeLimits: { requestMs: 1500, headersMs: 1000, idleMs: 5000 },
    });
    writeFixtureDist(server.distRoot);
  });
  afterAll(() => server.close());
  afterEach(() => {
    const logged = log.lines.splice(0);
    expect(logged).toEqual([]);
  });

  describe('Range on static files', () => {
    it('answers an unsatisfiable Range with 416, Content-Range and our Korean body, logging no error', async () => {
      const response = await fetch(`${server.baseUrl}/main.0123456789.js`, { headers: { range: 'bytes=99999999-' } });
      expect(response.status).toBe(416);
      expect(response.headers.get('content-range')).toBe(`bytes */${Buffer.byteLength(BIG_JS)}`);
      expect(await response.json()).toEqual({
        error: { code: 'range_not_satisfiable', message: '요청한 범위가 파일 크기를 벗어났습니다.' },
      });
    });

    it('still serves a satisfiable Range with 206', async () => {
      const response = await fetch(`${server.baseUrl}/main.0123456789.js`, {
        headers: { range: 'bytes=0-9', 'accept-encoding': 'identity' },
      });
      expect(response.status).toBe(206);
      expect(await response.text()).toBe(BIG_JS.slice(0, 10));
    });
  });

  describe('slow and stalled clients', () => {
    it('closes a request whose body stops part-way, with a Korean 408', async () => {
      const result = await rawExchange(
        server,
        (socket) =>
          socket.write(
            'POST /api/leads/visit HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
              'Content-Length: 1000\r\n\r\n{"na',
          ),
        10_000,
      );
      expect(result.closed).toBe(true);
      expect(result.text).toMatch(/^HTTP\/1\.1 408 /);
      expect(bodyOf(result.text)).toEqual({
        error: { code: 'request_timeout', message: '요청을 받는 데 시간이 너무 오래 걸렸습니다. 다시 시도해 주세요.' },
      });
    });

    it('closes a connection whose headers never end', async () => {
      const result = await rawExchange(
        server,
        (socket) => socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: a'),
        10_000,
      );
      expect(result.closed).toBe(true);
    });
  });

  describe('malformed requests get our shape in Korean', () => {
    it('431 for oversized headers', async () => {
      const result = await rawExchange(
        server,
        (socket) => socket.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`),
        5000,
      );
      expect(result.text).toMatch(/^HTTP\/1\.1 431 /);
      expect(result.text).toMatch(/content-type: application\/json; charset=utf-8/i);
      expect(bodyOf(result.text)).toEqual({
        error: { code: 'headers_too_large', message: '요청 헤더가 너무 큽니다.' },
      });
    });

    it('400 for a request line HTTP cannot parse', async () => {
      const result = await rawExchange(server, (socket) => socket.write('GARBAGE\r\n\r\n'), 5000);
      expect(result.text).toMatch(/^HTTP\/1\.1 400 /);
      expect(bodyOf(result.text)).toEqual({
        error: { code: 'bad_request', message: '요청 형식이 올바르지 않습니다.' },
      });
    });

    it('the Content-Length matches the Korean body in bytes', async () => {
      const result = await rawExchange(server, (socket) => socket.write('GARBAGE\r\n\r\n'), 5000);
      const length = Number(/content-length: (\d+)/i.exec(result.text)?.[1]);
      expect(Buffer.byteLength(result.text.slice(result.text.indexOf('\r\n\r\n') + 4))).toBe(length);
    });

    it.each([
      ['DELETE', '/api/press', 'GET, HEAD, POST'],
      // Administrators edit (PUT) and delete articles: the methods a visitor may not use are the rest.
      ['POST', '/api/press/abc', 'GET, HEAD, PUT, DELETE'],
      ['GET', '/api/press/abc/views', 'POST'],
      ['GET', '/api/auth/login', 'POST'],
      // /api/leads/:id takes a lead form's POST, and an administrator's PATCH and DELETE.
      ['PUT', '/api/leads/visit', 'POST, PATCH, DELETE'],
      ['POST', '/Brand/intro', 'GET, HEAD'],
    ])('405 with Allow for %s %s', async (method, path, allow) => {
      const response = await fetch(`${server.baseUrl}${path}`, { method });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe(allow);
      expect(await response.json()).toEqual({
        error: { code: 'method_not_allowed', message: '허용되지 않은 요청 방식입니다.' },
      });
    });

    it('404, not 405, for an API path that does not exist for any method', async () => {
      const response = await fetch(`${server.baseUrl}/api/nothing-here`, { method: 'DELETE' });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: { code: 'not_found' } });
    });

    it.each([
      ['GET', ''],
      ['POST', '/views'],
    ])('an over-long press id (%s) is a missing article, not a permission error', async (method, suffix) => {
      const response = await fetch(`${server.baseUrl}/api/press/${'a'.repeat(500)}${suffix}`, {
        method,
        headers: { origin: server.baseUrl },
      });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        error: { code: 'press_not_found', message: '보도자료를 찾을 수 없습니다.' },
      });
    });
  });

  describe('CSRF guard: the configured public origin, not the Host header', () => {
    const login = (headers: Record<string, string>) =>
      fetch(`${server.baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ email: 'nobody@gagyeong.example', password: 'x' }),
      });

    it('refuses Origin http://evil.example even when Host says evil.example', async () => {
      const { port } = new URL(server.baseUrl);
      const result = await rawExchange(
        server,
        (socket) => {
          const body = JSON.stringify({ email: 'nobody@gagyeong.example', password: 'x' });
          socket.write(
            'POST /api/auth/login HTTP/1.1\r\nHost: evil.example\r\nOrigin: http://evil.example\r\n' +
              `Content-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
          );
        },
        5000,
      );
      expect(result.text).toMatch(/^HTTP\/1\.1 403 /);
      expect(bodyOf(result.text)).toMatchObject({ error: { code: 'cross_origin_rejected' } });
      // The same with the real port in Host: still another origin.
      expect((await login({ host: `evil.example:${port}`, origin: `http://evil.example:${port}` })).status).toBe(403);
    });

    it('refuses the right host on another scheme or port', async () => {
      const { port } = new URL(server.baseUrl);
      expect((await login({ origin: `https://127.0.0.1:${port}` })).status).toBe(403);
      expect((await login({ origin: `http://127.0.0.1:${Number(port) + 1}` })).status).toBe(403);
      expect((await login({ referer: `http://localhost:${port}/x` })).status).toBe(403);
    });

    it('accepts the configured origin', async () => {
      expect((await login({ origin: server.baseUrl })).status).toBe(401);
      expect((await login({ referer: `${server.baseUrl}/${encodeURIComponent('가경파크시티')}/press` })).status).toBe(
        401,
      );
    });
  });
});
