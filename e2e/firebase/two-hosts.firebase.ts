import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { SITE } from '@gagyeong/contracts';
import { expect, test, waitForRegions } from '../fixtures';
import { postArticle } from '../support/admin-actions';
import { fillLead } from '../support/lead-forms';
import { changedBuild } from '../support/changed-build';
import { DATA_DIR } from '../support/env';
import { runRemotesCli } from '../support/remotes-cli';
import {
  createAccount,
  FIREBASE_ORIGIN,
  FIREBASE_PORT,
  readCollection,
  resetFirestore,
  SECOND_FIREBASE_ORIGIN,
  siteConfigFile,
} from './emulators';
import { passSecondFactor, runPhone } from './second-factor';

/**
 * Two hosts in firebase mode on the same emulators (docs/firebase.md, "Running several hosts"):
 * they keep nothing of their own, so what one takes in the other shows. A lead sent without
 * JavaScript through the first is in the second's inbox, where the administrator follows it up
 * and deletes it; an article posted through the second is on the first's server-rendered list.
 * A team releases mf-press to its own origin and deploys it by URL with its deployer account: both
 * hosts follow the shared live map in Firestore without a restart, and roll back with it.
 */
test.describe.configure({ mode: 'serial' });

const RUN = `${Date.now().toString(36)}h`;
const PASSWORD = randomBytes(12).toString('base64url');
const ADMIN = `two-hosts-${RUN}@e2e.gagyeong.test`;
const LIST = `/${encodeURIComponent(SITE.slug)}/press`;
const CUSTOMER = `두호스트고객${RUN}`;
const TITLE = `두 호스트 보도 ${RUN}`;

const PRESS_DEPLOYER = `press-team-${RUN}@e2e.gagyeong.test`;
const LEADS_DEPLOYER = `leads-team-${RUN}@e2e.gagyeong.test`;

test.beforeAll(async () => {
  await resetFirestore();
  await createAccount(ADMIN, PASSWORD, { admin: true });
  await createAccount(PRESS_DEPLOYER, PASSWORD);
  await createAccount(LEADS_DEPLOYER, PASSWORD);
});

/** The administrator's phone for the SMS second factor (enrolled on the first sign-in). */
const ADMIN_PHONE = runPhone();

async function signInToInbox(page: Page): Promise<void> {
  const form = page.getByRole('form', { name: '관리자 로그인' });
  await form.getByLabel('이메일').fill(ADMIN);
  await form.getByLabel('비밀번호').fill(PASSWORD);
  await form.getByRole('button', { name: '로그인' }).click();
  await passSecondFactor(page, ADMIN_PHONE);
  await expect(page.getByText(`${ADMIN} 님으로 로그인했습니다`, { exact: false })).toBeVisible();
}

test('neither host opens a data folder, and their local-mode API answers 410 in Korean', async ({ request }) => {
  for (const origin of [FIREBASE_ORIGIN, SECOND_FIREBASE_ORIGIN]) {
    for (const path of [
      '/api/auth/me',
      `/api/press?site=${SITE.slug}`,
      '/api/leads',
      '/api/leads.csv',
      '/api/admin/remotes',
    ]) {
      const response = await request.get(`${origin}${path}`);
      expect(response.status(), `${origin}${path}`).toBe(410);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('served_by_firebase');
      expect(body.error.message).toContain('Firebase를 사용하므로');
    }
  }
  expect(existsSync(`${DATA_DIR}-firebase`)).toBe(false);
  expect(existsSync(`${DATA_DIR}-firebase-second`)).toBe(false);
});

test('a lead sent without JavaScript through one host is in the other host’s inbox, followed up and deleted there', async ({
  browser,
  page,
  problems,
}) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false, locale: 'ko-KR' });
  const visitor = await noScript.newPage();
  await visitor.goto(`${FIREBASE_ORIGIN}/`);
  const form = visitor.getByRole('form', { name: '방문예약' });
  await fillLead(form, CUSTOMER, '010-3456-7890', '두 호스트 방문');
  await form.getByRole('button', { name: '방문예약 신청' }).click();
  await expect(visitor.getByText('등록이 완료되었습니다.')).toBeVisible();
  await noScript.close();

  await page.goto(`${SECOND_FIREBASE_ORIGIN}/admin/leads`);
  await signInToInbox(page);
  const table = page.getByRole('table', { name: /관심고객 신청 목록/ });
  const row = table.getByRole('row').filter({ hasText: CUSTOMER });
  await expect(row).toContainText('010-3456-7890');
  await expect(row).toContainText('두 호스트 방문');

  await row.getByRole('combobox', { name: `${CUSTOMER} 상태` }).selectOption({ label: '상담 종료' });
  await expect(row.locator('time', { hasText: /^종료 / })).toBeVisible();
  await row.getByRole('button', { name: `${CUSTOMER} 메모 수정` }).click();
  await row.getByRole('textbox', { name: `${CUSTOMER} 메모` }).fill('두 번째 호스트에서 연락함');
  await row.getByRole('button', { name: '메모 저장' }).click();
  // Saved once the box closes (its text alone is in the box while saving).
  await expect(row.getByRole('textbox', { name: `${CUSTOMER} 메모` })).toHaveCount(0);
  await expect(row).toContainText('두 번째 호스트에서 연락함');

  // Reloaded from Firestore: the follow-up was stored, not only shown.
  await page.reload();
  const reloaded = page
    .getByRole('table', { name: /관심고객 신청 목록/ })
    .getByRole('row')
    .filter({ hasText: CUSTOMER });
  await expect(reloaded.getByRole('combobox', { name: `${CUSTOMER} 상태` })).toHaveValue('closed');
  await expect(reloaded).toContainText('두 번째 호스트에서 연락함');

  await reloaded.getByRole('button', { name: `${CUSTOMER} 삭제` }).click();
  await reloaded.getByRole('button', { name: '삭제 확인' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${CUSTOMER} 님의 정보를 파기했습니다.` })).toBeVisible();
  const leads = await readCollection('leads');
  expect(JSON.stringify(leads)).not.toContain(CUSTOMER);
  const deletions = await readCollection('leadDeletions');
  expect(deletions).toHaveLength(1);
  expect(JSON.stringify(deletions)).not.toContain(CUSTOMER);

  // The admin home keeps the Firebase session (its dashboard is local mode's).
  await page.goto(`${SECOND_FIREBASE_ORIGIN}/admin`);
  await expect(page.getByText(`${ADMIN} 님으로 로그인했습니다`, { exact: false })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(problems.errors).toEqual([]);
});

test('the same submission through both hosts is stored once; changed content under its id is refused', async ({
  request,
}) => {
  const lead = {
    id: '3d3c1f0e-8a4b-4c2d-9e1f-0a1b2c3d4e5f',
    name: `재전송${RUN}`,
    phone: '010-1111-2222',
    consent: true,
  };
  const first = await request.post(`${FIREBASE_ORIGIN}/api/leads/popup`, {
    data: lead,
    headers: { origin: FIREBASE_ORIGIN },
  });
  expect(first.status()).toBe(201);
  const again = await request.post(`${SECOND_FIREBASE_ORIGIN}/api/leads/popup`, {
    data: lead,
    headers: { origin: SECOND_FIREBASE_ORIGIN },
  });
  expect(again.status()).toBe(200);
  expect(await again.json()).toEqual({ ok: true, id: lead.id });
  const changed = await request.post(`${SECOND_FIREBASE_ORIGIN}/api/leads/popup`, {
    data: { ...lead, name: '다른 사람' },
    headers: { origin: SECOND_FIREBASE_ORIGIN },
  });
  expect(changed.status()).toBe(409);
  expect(((await changed.json()) as { error: { message: string } }).error.message).toContain('같은 신청 번호');
  const invalid = await request.post(`${SECOND_FIREBASE_ORIGIN}/api/leads/visit`, {
    data: { ...lead, id: undefined, phone: '02-123-4567' },
    headers: { origin: SECOND_FIREBASE_ORIGIN },
  });
  expect(invalid.status()).toBe(400);
  const stored = (await readCollection('leads')).filter((document) =>
    JSON.stringify(document).includes(`재전송${RUN}`),
  );
  expect(stored).toHaveLength(1);
});

test('an article posted through one host is on the other host’s server-rendered list and sitemap', async ({
  page,
  problems,
}) => {
  await page.goto(`${SECOND_FIREBASE_ORIGIN}${LIST}`);
  const signIn = page.getByRole('form', { name: '관리자 로그인' });
  await signIn.getByLabel('이메일').fill(ADMIN);
  await signIn.getByLabel('비밀번호').fill(PASSWORD);
  await signIn.getByRole('button', { name: '관리자 로그인' }).click();
  await passSecondFactor(page, ADMIN_PHONE);
  await postArticle(page, { title: TITLE, summary: '두 번째 호스트에서 올린 보도', content: '본문' });

  const html = await (await page.request.get(`${FIREBASE_ORIGIN}${LIST}`)).text();
  expect(html).toContain(TITLE);
  const [article] = await readCollection('press');
  const id = String((article as { name?: string } | undefined)?.name ?? '')
    .split('/')
    .pop();
  expect(id).not.toBe('');
  const sitemap = await (await page.request.get(`${FIREBASE_ORIGIN}/sitemap.xml`)).text();
  expect(sitemap).toContain(`${LIST}/${id}</loc>`);
  expect(problems.errors).toEqual([]);
});

// ── One live map for the fleet (docs/decisions/0061-one-live-map-for-the-fleet.md) ──

const REPO = join(__dirname, '..', '..');
/** A visible text of the press list, in its browser and server chunks. */
const ORIGINAL = '보도자료 목록';
const MARKER = '보도자료 목록 (팀 배포)';
const HOSTS = [FIREBASE_ORIGIN, SECOND_FIREBASE_ORIGIN];
/** The press team's own static origin (another host name: another origin for CORS and the CSP). */
const TEAM_PORT = FIREBASE_PORT + 2;
const TEAM_ORIGIN = `http://localhost:${TEAM_PORT}`;

/** The documented commands, as a team or the operator runs them against firebase mode. */
function remotesCli(args: string[], account?: string) {
  return runRemotesCli(args, {
    SITE_CONFIG_FILE: siteConfigFile('firebase'),
    DEPLOY_BY: 'e2e-operator',
    ...(account ? { DEPLOY_EMAIL: account, DEPLOY_PASSWORD: PASSWORD } : {}),
  });
}

function succeed(args: string[], account?: string): string {
  const result = remotesCli(args, account);
  expect(result.status, `${args.join(' ')}\n${result.stderr}`).toBe(0);
  return result.stdout;
}

async function servedPress(origin: string): Promise<string> {
  return ((await (await fetch(`${origin}/remotes.json`)).json()) as { mf_press: string }).mf_press;
}

async function liveDocuments(): Promise<string> {
  return JSON.stringify(await readCollection('liveRemotes'));
}

test.describe('a team deploys mf-press to the whole fleet', () => {
  let out: string;
  let team: ChildProcess;
  let manifest: string;

  test.beforeAll(async () => {
    // The team's build with a visible change, released into a folder for its own origin.
    const marked = changedBuild(join(REPO, 'mf-press', 'dist'), (_file, text) => text.split(ORIGINAL).join(MARKER));
    out = mkdtempSync(join(tmpdir(), 'gagyeong-e2e-team-origin-'));
    const released = succeed(['release', 'mf-press', '--from', marked, '--out', out]);
    rmSync(marked, { recursive: true, force: true });
    const version = /released mf_press (\S+)/.exec(released)?.[1] ?? '';
    expect(version).toMatch(/^1\.0\.0-[0-9a-f]{10}$/);
    manifest = `${TEAM_ORIGIN}/${version}/mf-manifest.json`;
    // The same release without an expose the contract requires, beside it.
    cpSync(join(out, version), join(out, 'broken'), { recursive: true });
    const text = JSON.parse(readFileSync(join(out, 'broken', 'mf-manifest.json'), 'utf8')) as {
      exposes: { path: string }[];
    };
    writeFileSync(
      join(out, 'broken', 'mf-manifest.json'),
      JSON.stringify({ ...text, exposes: text.exposes.filter((e) => e.path !== './PressDetail') }),
    );
    team = spawn(process.execPath, [join(REPO, 'scripts', 'serve-static.mjs'), out], {
      env: { ...process.env, PORT: String(TEAM_PORT), HOST: '127.0.0.1' },
      stdio: 'ignore',
    });
    await expect
      .poll(async () => (await fetch(`${manifest.replace('localhost', '127.0.0.1')}`).catch(() => undefined))?.status, {
        timeout: 15_000,
      })
      .toBe(200);
    succeed(['rights', 'grant', PRESS_DEPLOYER, 'mf-press']);
    succeed(['rights', 'grant', LEADS_DEPLOYER, 'mf-leads']);
  });

  test.afterAll(() => {
    team?.kill();
    if (out) rmSync(out, { recursive: true, force: true });
  });

  test('refuses an unreachable URL, a missing expose and the mf-leads deployer, changing nothing', async () => {
    const before = await liveDocuments();
    const unreachable = remotesCli(
      ['deploy', 'mf-press', '--url', `http://localhost:${FIREBASE_PORT + 3}/mf-manifest.json`],
      PRESS_DEPLOYER,
    );
    expect(unreachable.status).toBe(2);
    expect(unreachable.stderr).toMatch(/deploy refused, .* does not answer \(ECONNREFUSED\); nothing was changed/);
    const broken = remotesCli(
      ['deploy', 'mf-press', '--url', `${TEAM_ORIGIN}/broken/mf-manifest.json`],
      PRESS_DEPLOYER,
    );
    expect(broken.status).toBe(2);
    expect(broken.stderr).toContain(
      'lacks ./PressDetail, required of mf_press by packages/contracts; nothing was changed',
    );
    const otherTeam = remotesCli(['deploy', 'mf-press', '--url', manifest], LEADS_DEPLOYER);
    expect(otherTeam.status).toBe(2);
    expect(otherTeam.stderr).toContain(`${LEADS_DEPLOYER} may not deploy mf_press`);
    expect(await liveDocuments()).toBe(before);
    for (const origin of HOSTS) expect(await servedPress(origin)).toBe('/remotes/mf-press/mf-manifest.json');
  });

  test('both hosts serve the deploy without a restart, in server HTML and after hydration, and roll back with it', async ({
    browser,
    page,
    problems,
  }) => {
    const caption = (p: Page) => p.getByRole('main').getByRole('table', { name: /^보도자료 목록/ });
    // A visitor opens the list before the deploy.
    const before = await browser.newPage();
    await before.goto(`${FIREBASE_ORIGIN}${LIST}`);
    await waitForRegions(before);
    await expect(caption(before)).toHaveAccessibleName(ORIGINAL);

    expect(succeed(['deploy', 'mf-press', '--url', manifest], PRESS_DEPLOYER)).toContain(`is live (${manifest})`);
    for (const origin of HOSTS) {
      await expect.poll(() => servedPress(origin), { timeout: 10_000 }).toBe(manifest);
      const html = await (await fetch(`${origin}${LIST}`)).text();
      expect(html, origin).toContain(MARKER);
      expect(html).not.toContain('<!--$!-->');
    }
    await page.goto(`${SECOND_FIREBASE_ORIGIN}${LIST}`);
    await waitForRegions(page);
    await expect(caption(page)).toHaveAccessibleName(MARKER);
    await expect(page.locator('[data-remote-error]')).toHaveCount(0);

    // The page opened before the deploy still navigates within the press remote.
    await before.getByRole('link', { name: TITLE }).first().click();
    await expect(before.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(before.locator('[data-remote-error]')).toHaveCount(0);
    await before.close();

    // The administrator sees the map, both hosts on it, and the log (read with the admin claim).
    await page.goto(`${SECOND_FIREBASE_ORIGIN}/admin/remotes`);
    await signInToInbox(page);
    const press = page.getByRole('table', { name: '원격 모듈별 현재 버전' }).getByRole('row', { name: /mf_press/ });
    await expect(press).toContainText(manifest.split('/').at(-2) ?? '');
    await expect(press).toContainText(PRESS_DEPLOYER);
    const hosts = page.getByRole('table', { name: '호스트마다 지금 제공하는 버전' });
    for (const origin of HOSTS)
      await expect(hosts.getByRole('row', { name: new RegExp(origin.replace(/[.:/]/g, '\\$&')) })).toContainText(
        '따라가는 중',
      );
    await expect(page.getByText('모든 호스트가 배포 지도의 버전을 제공하고 있습니다.')).toBeVisible();
    const log = page.getByRole('region', { name: '배포 기록' });
    await expect(log).toContainText(`${PRESS_DEPLOYER} · 배포 · mf_press`);
    await expect(log).toContainText(`e2e-operator · 배포 권한 부여 · mf_press · ${PRESS_DEPLOYER}`);

    const status = succeed(['status', '--origin', FIREBASE_ORIGIN, '--hosts', HOSTS.join(',')], PRESS_DEPLOYER);
    expect(status).toContain('converged: yes, every host serves the live map');
    expect(status).toMatch(new RegExp(`since:\\s+\\S+ by ${PRESS_DEPLOYER.replace(/[.]/g, '\\.')}`));

    succeed(['rollback', 'mf-press'], PRESS_DEPLOYER);
    for (const origin of HOSTS) {
      await expect.poll(() => servedPress(origin), { timeout: 10_000 }).toBe('/remotes/mf-press/mf-manifest.json');
      expect(await (await fetch(`${origin}${LIST}`)).text()).not.toContain(MARKER);
    }
    await page.goto(`${FIREBASE_ORIGIN}${LIST}`);
    await waitForRegions(page);
    await expect(caption(page)).toHaveAccessibleName(ORIGINAL);
    expect(problems.errors).toEqual([]);
  });
});

test('beacons taken in by both hosts add up in Firestore, and /admin shows their p75 there', async ({
  page,
  request,
}) => {
  // Each visitor's first beacon brings it a bucket signed with the fleet's VISITOR_SECRET; the
  // second counts (docs/decisions/0125-signed-visitors-and-the-canary-judge.md).
  const send = async (origin: string, index: number, value: number) => {
    const first = await fetch(`${origin}/api/telemetry`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin },
      body: JSON.stringify({
        v: 1,
        view: `${RUN}first${index}`,
        page: { route: '/', device: 'phone' },
        events: [{ kind: 'vital', name: 'FCP', value: 1 }],
      }),
    });
    const cookie = (first.headers.get('set-cookie') ?? '').split(';', 1)[0] ?? '';
    return request.post(`${origin}/api/telemetry`, {
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin, cookie },
      data: JSON.stringify({
        v: 1,
        view: `${RUN}view${index}`,
        page: { route: '/Interior/84A', device: 'phone' },
        events: [
          { kind: 'vital', name: 'LCP', value, element: 'main>img' },
          { kind: 'vital', name: 'TTFB', value: 200 },
        ],
      }),
    });
  };
  for (const [index, value] of [1000, 1200, 1400, 2000].entries()) {
    const response = await send(index % 2 === 0 ? FIREBASE_ORIGIN : SECOND_FIREBASE_ORIGIN, index, value);
    expect(response.status()).toBe(204);
  }
  // Each host writes its own counters (no credential: firestore.rules allow exactly that shape).
  await expect.poll(async () => (await readCollection('telemetryMinutes')).length).toBeGreaterThanOrEqual(2);

  await page.goto(`${FIREBASE_ORIGIN}/admin`);
  await signInToInbox(page);
  const row = page
    .getByRole('region', { name: '실제 방문자의 페이지 속도' })
    .getByRole('row', { name: /\/Interior\/84A/ });
  await expect(row.getByRole('cell')).toHaveText([
    '휴대폰',
    '4',
    '1.40초 (좋음)방문자 4명',
    '-',
    '-',
    '200ms (좋음)방문자 4명',
    'main>img (4)',
  ]);
});
