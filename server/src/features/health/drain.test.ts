import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { startTestServer } from '../../test-support/test-server';
import { newVisitor } from '../../test-support/telemetry-visitors';
import { drain } from './drain';

const status = async (url: string) => (await fetch(url)).status;

/** A lead post whose body arrives in two halves, `gapMs` apart: a request in flight meanwhile. */
function slowLeadPost(baseUrl: string, gapMs: number): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(baseUrl);
  const body = JSON.stringify({
    id: '0b9d6d0e-4b8a-4c39-9a51-8d1c2a3b4c5d',
    form: 'popup',
    name: '배수중',
    phone: '010-2222-3333',
    consent: true,
    _gotcha: '',
  });
  const half = Math.floor(body.length / 2);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => {
      socket.write(
        `POST /api/leads/popup HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/json\r\n` +
          `Accept: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n` +
          body.slice(0, half),
      );
      setTimeout(() => socket.write(body.slice(half)), gapMs);
    });
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', rest = ''] = answer.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body: rest });
    });
  });
}

describe('draining a host', () => {
  it('turns not ready at once while alive, finishes the request in flight, flushes telemetry and closes', async () => {
    // Counters stay in memory until a flush: only the drain stores them.
    const server = await startTestServer({ telemetry: { flushMs: 3_600_000 } });
    const root = path.dirname(server.dataDir);
    try {
      expect(await status(`${server.baseUrl}/api/health/ready`)).toBe(200);
      const visitor = await newVisitor(server, '127.0.9.1');
      expect(
        (
          await visitor.send({
            v: 1,
            view: 'drainview00000001',
            page: { route: '/Brand/intro', device: 'phone' },
            events: [{ kind: 'vital', name: 'LCP', value: 1500 }],
          })
        ).status,
      ).toBe(204);
      const stored = () => {
        const db = new Database(path.join(server.dataDir, 'site.db'), { readonly: true });
        try {
          return {
            telemetry: (db.prepare('SELECT count(*) AS n FROM telemetry_counts').get() as { n: number }).n,
            leads: (db.prepare("SELECT count(*) AS n FROM leads WHERE name = '배수중'").get() as { n: number }).n,
          };
        } finally {
          db.close();
        }
      };
      expect(stored().telemetry).toBe(0);

      const inFlight = slowLeadPost(server.baseUrl, 600);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const drained = drain(server.app, { delayMs: 300 });
      // Out of rotation at once; alive, and still answering, until the delay is over.
      expect(await status(`${server.baseUrl}/api/health/ready`)).toBe(503);
      expect(await status(`${server.baseUrl}/api/health`)).toBe(200);

      expect(await drained).toBe('closed');
      // The post that was in flight when the listener closed was answered and stored.
      expect((await inFlight).status).toBe(201);
      await expect(fetch(`${server.baseUrl}/api/health`)).rejects.toThrow();
      expect(stored()).toEqual({ telemetry: expect.any(Number) as number, leads: 1 });
      expect(stored().telemetry).toBeGreaterThan(0);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('gives up at the deadline when closing hangs', async () => {
    // The boundary only: an instance whose close never ends (a plugin stuck on a socket).
    const stuck = { readiness: { draining: false }, close: () => new Promise<void>(() => undefined), log: console };
    const started = Date.now();
    expect(await drain(stuck as unknown as FastifyInstance, { delayMs: 0, deadlineMs: 300 })).toBe('deadline');
    expect(stuck.readiness.draining).toBe(true);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('the started site exits 0 within 10 s of SIGTERM, not ready from the first moment', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gagyeong-drain-'));
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    const origin = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, [require.resolve('tsx/cli'), path.join(__dirname, '..', '..', 'main.ts')], {
      env: {
        PATH: process.env.PATH ?? '',
        DATA_DIR: path.join(dir, 'data'),
        BACKUP_DIR: path.join(dir, 'backups'),
        RELEASES_DIR: path.join(dir, 'releases'),
        PORT: String(port),
        SSR: 'off',
        LOG_LEVEL: 'warn',
        DRAIN_DELAY_MS: '1000',
      },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    try {
      for (let i = 0; i < 300 && (await status(`${origin}/api/health`).catch(() => 0)) !== 200; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await status(`${origin}/api/health/ready`)).toBe(200);
      const signalled = Date.now();
      child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await status(`${origin}/api/health/ready`)).toBe(503);
      expect(await status(`${origin}/api/health`)).toBe(200);
      expect(await exited).toBe(0);
      expect(Date.now() - signalled).toBeLessThan(10_000);
    } finally {
      child.kill('SIGKILL');
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
