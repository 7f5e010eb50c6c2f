import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, freshCode, PHONE, test } from './fixtures';
import { DATA_DIR, PORTS } from './support/env';

/**
 * Real visitors' speed (docs/decisions/0057-telemetry-beacons.md): a host that measures every page
 * view (sample rate 1, counters stored every 200 ms), started by this spec: a browser's beacon
 * arrives, beacons with known values are sent, and /admin shows their p75. Every visitor here
 * comes from 127.0.0.1, one network: the host lets a network count as many visitors as it likes
 * (TELEMETRY_VITALS_PER_NETWORK); the bound per network is the server tests' (telemetry-attacks.test.ts).
 */
const ROOT = join(__dirname, '..');
const HOST = `http://127.0.0.1:${PORTS.vitalsHost}`;
const DIR = `${DATA_DIR}-vitals`;
const EMAIL = 'vitals-admin@e2e.gagyeong.test';
const PASSWORD = randomBytes(18).toString('base64url');
let host: ChildProcess | undefined;
/** The administrator's session on this host, signed in with the second factor (beforeAll). */
let session = '';

/** Enrols this host's administrator's second factor and signs in: the session cookie's value. */
async function enrolAndSignIn(): Promise<string> {
  const login = (code?: string) =>
    fetch(`${HOST}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: HOST },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD, ...(code ? { code } : {}) }),
    });
  const { enrolment } = (await (await login()).json()) as { enrolment?: { secret: string } };
  if (!enrolment) throw new Error('the vitals host’s administrator is not pending enrolment');
  const done = await login((await freshCode(enrolment.secret, 0)).code);
  expect(done.status).toBe(200);
  const value = /gg_session=([^;]+)/.exec(done.headers.get('set-cookie') ?? '')?.[1];
  if (!value) throw new Error('no session cookie');
  return value;
}

test.beforeAll(async () => {
  rmSync(DIR, { recursive: true, force: true });
  const config = `${DIR}-config.json`;
  writeFileSync(config, JSON.stringify({ telemetry: { vitalsSampleRate: 1 } }));
  const env = {
    ...process.env,
    PORT: String(PORTS.vitalsHost),
    DATA_DIR: DIR,
    SITE_URL: HOST,
    SITE_CONFIG_FILE: config,
    TELEMETRY_FLUSH_MS: '200',
    TELEMETRY_VITALS_PER_NETWORK: '1000',
    LOG_LEVEL: 'warn',
  };
  const tsx = join(ROOT, 'node_modules/.bin/tsx');
  execFileSync(tsx, [join(ROOT, 'server/src/cli/create-admin.ts'), '--email', EMAIL], {
    env: { ...env, ADMIN_PASSWORD: PASSWORD },
    stdio: 'ignore',
  });
  host = spawn(tsx, [join(ROOT, 'server/src/main.ts')], { env, stdio: 'ignore', detached: true });
  for (let i = 0; i < 300; i += 1) {
    try {
      if ((await fetch(`${HOST}/api/health`)).ok) {
        session = await enrolAndSignIn();
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('vitals host did not start');
});

test.afterAll(() => {
  // Its own process group: tsx runs the server in a child process, and both must go.
  if (host?.pid !== undefined) process.kill(-host.pid, 'SIGTERM');
  rmSync(DIR, { recursive: true, force: true });
});

/** Opens /admin signed in (the session made in beforeAll). */
async function signIn(page: Page): Promise<void> {
  await page.context().addCookies([{ name: 'gg_session', value: session, url: HOST }]);
  await page.goto(`${HOST}/admin`);
  await expect(page.getByText(`${EMAIL} 님으로 로그인했습니다.`)).toBeVisible();
}

test.describe('real visitors’ speed', () => {
  test.use({ viewport: PHONE });

  test('a visit sends its vitals when the page is hidden, and /admin shows the p75 of what arrived', async ({
    page,
    request,
    problems,
  }) => {
    // A real page view: the library loads after the first view is interactive, the beacon goes
    // when the page is left.
    const library = page.waitForResponse((response) => /\/vitals\.[\w]+\.js$/.test(response.url()));
    // A new visitor's first beacon (the page's remotes, two seconds after they load) brings it a
    // signed bucket; what it sends after that counts (docs/decisions/0125-signed-visitors-and-the-canary-judge.md).
    const bucket = page.waitForResponse(
      async (response) =>
        response.url().endsWith('/api/telemetry') &&
        /gg_bucket=b1\./.test((await response.allHeaders())['set-cookie'] ?? ''),
    );
    await page.goto(`${HOST}/Brand/intro`);
    await expect(page.locator('html[data-gg-interactive]')).toHaveCount(1);
    await library;
    await bucket;
    // Leaving the page hides it: the beacon goes (sendBeacon, as the page unloads).
    await page.goto(`${HOST}/Brand/video`);
    await expect
      .poll(async () => {
        const answer = await request.get(`${HOST}/api/admin/vitals?days=7`, {
          headers: { cookie: `gg_session=${session}` },
        });
        const report = (await answer.json()) as {
          rows: { route: string; device: string; samples: number; p75: { LCP: number | null }; lcpElement: unknown }[];
        };
        const row = report.rows.find((r) => r.route === '/Brand/intro' && r.device === 'phone');
        return row ? { samples: row.samples, lcp: (row.p75.LCP ?? 0) > 0, element: row.lcpElement !== null } : null;
      })
      .toEqual({ samples: 1, lcp: true, element: true });

    // Beacons with known values for one route on desktops, as sendBeacon sends them, from four
    // visitors: each one's first beacon brings its bucket, the second counts.
    const send = (data: string, cookie?: string) =>
      fetch(`${HOST}/api/telemetry`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8', origin: HOST, ...(cookie ? { cookie } : {}) },
        body: data,
      });
    for (const [index, value] of [1000, 1200, 1400, 2000].entries()) {
      const first = await send(
        JSON.stringify({
          v: 1,
          view: `e2efirst${index}`,
          page: { route: '/', device: 'phone' },
          events: [{ kind: 'vital', name: 'FCP', value: 1 }],
        }),
      );
      const cookie = (first.headers.get('set-cookie') ?? '').split(';', 1)[0] ?? '';
      expect(cookie).toMatch(/^gg_bucket=b1\./);
      const response = await request.post(`${HOST}/api/telemetry`, {
        headers: { 'content-type': 'text/plain;charset=UTF-8', origin: HOST, cookie },
        data: JSON.stringify({
          v: 1,
          view: `e2eview${index}${randomBytes(4).toString('hex')}`,
          page: { route: '/FloorPlan/84A', device: 'desktop' },
          events: [
            { kind: 'vital', name: 'LCP', value, element: 'html>body>main>section.plan>img.plan' },
            { kind: 'vital', name: 'INP', value: 50 * (index + 1) },
            { kind: 'vital', name: 'CLS', value: index / 100 },
            { kind: 'vital', name: 'TTFB', value: 300 + 100 * index },
          ],
        }),
      });
      expect(response.status()).toBe(204);
    }
    // …and ones the host refuses.
    const malformed = await request.post(`${HOST}/api/telemetry`, {
      headers: { 'content-type': 'text/plain', origin: HOST },
      data: '{"v":1,"events":',
    });
    expect(malformed.status()).toBe(400);

    await signIn(page);
    const section = page.getByRole('region', { name: '실제 방문자의 페이지 속도' });
    const table = section.getByRole('table', { name: '최근 7일 경로·기기별 p75' });
    const plan = table.getByRole('row', { name: /\/FloorPlan\/84A/ });
    await expect(plan.getByRole('cell')).toHaveText([
      '데스크톱',
      '4',
      '1.40초 (좋음)방문자 4명',
      '150ms (좋음)방문자 4명',
      '0.02 (좋음)방문자 4명',
      '500ms (좋음)방문자 4명',
      'main>img (4)',
    ]);
    await expect(section.getByText('저장 한도를 넘어 버린 측정: 0건')).toBeVisible();
    const visited = table.getByRole('row', { name: /\/Brand\/intro/ });
    await expect(visited.getByRole('cell').first()).toHaveText('휴대폰');
    await expect(visited.getByRole('cell').nth(1)).toHaveText('1');

    // The period form, without waiting for a script: a GET of ?vitals=.
    await section.getByRole('combobox', { name: '측정 구간' }).selectOption('1');
    await section.getByRole('button', { name: '조회' }).click();
    await expect(section.getByRole('table', { name: '최근 24시간 경로·기기별 p75' })).toBeVisible();
    expect(problems.errors).toEqual([]);
  });
});
