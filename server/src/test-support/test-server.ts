import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_SITE_CONFIG, type SiteConfig } from '@gagyeong/contracts';
import { buildApp, type AppOptions } from '../app';
import { randomBytes } from 'node:crypto';
import { createSession } from '../features/auth/sessions';
import { hashPassword } from '../features/auth/password';
import { totpCode } from '../features/auth/totp';
import { upsertUser } from '../features/auth/users';
import { LoginResponseSchema, type UserRole } from '@gagyeong/contracts/auth';
import * as v from 'valibot';

/** A fresh temporary folder, removed by `cleanup`. */
export function tempDir(prefix = 'gagyeong-server-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export interface TestServer {
  readonly app: FastifyInstance;
  readonly baseUrl: string;
  readonly dataDir: string;
  readonly distRoot: string;
  /** Kept releases and the live remotes map (empty unless a test writes there). */
  readonly releasesDir: string;
  /** Milliseconds the injected clock is ahead of real time. */
  advance(ms: number): void;
  setTime(ms: number | undefined): void;
  /** Between tests: the real clock again, and `tables` emptied. */
  reset(...tables: readonly string[]): void;
  close(): Promise<void>;
}

/** A loopback port free right now (the app must know its public origin before it listens). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The real app on a real database file in a temp folder, listening on a free loopback port that is
 * also its configured public origin (SITE_URL), unless the test sets another.
 * The clock is injectable so tests can expire sessions and rate-limit windows.
 */
export async function startTestServer(
  overrides: Partial<Omit<AppOptions, 'config' | 'now'>> & { config?: Partial<SiteConfig> } = {},
): Promise<TestServer> {
  const root = tempDir();
  const dataDir = overrides.dataDir ?? path.join(root, 'data');
  const distRoot = overrides.distRoot ?? path.join(root, 'dist-root');
  const releasesDir = overrides.releasesDir ?? path.join(root, 'releases');
  let offset = 0;
  let fixed: number | undefined;
  const now = () => fixed ?? Date.now() + offset;

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const app = await buildApp({
    ...overrides,
    dataDir,
    distRoot,
    releasesDir,
    config: { ...DEFAULT_SITE_CONFIG, siteUrl: baseUrl, ...overrides.config },
    now,
  });
  await app.listen({ port, host: '127.0.0.1' });

  return {
    app,
    baseUrl,
    dataDir,
    distRoot,
    releasesDir,
    advance(ms) {
      if (fixed === undefined) offset += ms;
      else fixed += ms;
    },
    setTime(ms) {
      fixed = ms;
    },
    reset(...tables) {
      fixed = undefined;
      for (const table of tables) app.db.exec(`DELETE FROM ${table}`);
    },
    async close() {
      await app.close();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

/**
 * Inserts a user directly (the CLI is tested on its own) and returns a session cookie header, the
 * session made without signing in (for tests of other features; see `signIn` for the real way).
 */
export async function signedInCookie(server: TestServer, email: string, role: UserRole): Promise<string> {
  const { db, now } = server.app;
  upsertUser(db, { email, passwordHash: await hashPassword('unused-password-123'), role }, now());
  const user = db.prepare<[string], { id: number }>('SELECT id FROM users WHERE email = ?').get(email);
  if (!user) throw new Error('user not stored');
  const session = { userId: user.id, deviceId: randomBytes(8).toString('hex'), ip: '127.0.0.1', userAgent: 'test' };
  return `gg_session=${createSession(db, session, now(), 60 * 60 * 1000)}`;
}

/** The test server's accounts: an administrator and a member (signed in, no admin rights). */
export const TEST_ADMIN = 'admin@gagyeong.example';
export const TEST_MEMBER = 'member@gagyeong.example';

/** A test server with the session cookies of its administrator and of its member. */
export async function startServerWithAccounts(
  overrides: Parameters<typeof startTestServer>[0] = {},
): Promise<{ server: TestServer; admin: string; member: string }> {
  const server = await startTestServer(overrides);
  const admin = await signedInCookie(server, TEST_ADMIN, 'admin');
  return { server, admin, member: await signedInCookie(server, TEST_MEMBER, 'member') };
}

/** An account that signed in for real: its session cookie, TOTP key and recovery codes. */
export interface SignedIn {
  readonly cookie: string;
  readonly secret: string;
  readonly recoveryCodes: readonly string[];
}

/**
 * The administrator's sign-in as a browser does it, second factor included: makes the account
 * (when `password` is new), signs in with the password, enrols the TOTP key it is shown, and
 * signs in with a code. Each code uses a fresh time step: the test server's clock moves on 30 s
 * first, since a code is accepted only once.
 */
export async function signIn(
  server: TestServer,
  account: { email: string; password?: string; role?: UserRole },
): Promise<SignedIn> {
  const password = account.password ?? `pw-${randomBytes(9).toString('base64url')}`;
  const { db, now } = server.app;
  upsertUser(
    db,
    { email: account.email, passwordHash: await hashPassword(password), role: account.role ?? 'admin' },
    now(),
  );
  const login = (body: unknown) => fetch(`${server.baseUrl}/api/auth/login`, jsonInit(server, 'POST', body));
  const first = v.parse(LoginResponseSchema, await (await login({ email: account.email, password })).json());
  if (!('enrolment' in first)) throw new Error('expected the enrolment step');
  const { secret } = first.enrolment;
  server.advance(30_000);
  const response = await login({ email: account.email, password, code: totpCode(secret, now()) });
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  const body = v.parse(LoginResponseSchema, await response.json());
  const cookie = cookieFrom(response, 'gg_session');
  if (!cookie || !('user' in body)) throw new Error('no session after the second factor');
  return { cookie, secret, recoveryCodes: body.recoveryCodes ?? [] };
}

/** Writes files (relative path → content) under `root`. */
export function writeFiles(root: string, files: Record<string, string>): void {
  for (const [relative, content] of Object.entries(files)) {
    const file = path.join(root, relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  }
}

/** JSON request helper: same-origin Origin header and JSON content type, like the browser client. */
export function jsonInit(server: TestServer, method: string, body?: unknown, cookie?: string): RequestInit {
  const headers: Record<string, string> = { origin: server.baseUrl };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (cookie) headers.cookie = cookie;
  return { method, headers, body: body === undefined ? undefined : JSON.stringify(body) };
}

/** The `name=value` part of a Set-Cookie header for `name`, if set. */
export function cookieFrom(response: Response, name: string): string | undefined {
  const header = response.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  return header?.split(';', 1)[0];
}
