import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { SITE } from '@gagyeong/contracts';
import { expect, ORIGINS, signInAdmin, signInWithForm, test, waitForRegions } from './fixtures';
import { PORTS, RELEASES_DIR } from './support/env';

/**
 * One team ships its remote alone (docs/decisions/0060-remote-releases-and-live-map.md): a changed
 * mf-press is released, deployed and rolled back with the documented commands against the running
 * site. The shell is not rebuilt and the host not restarted.
 */
const SLUG = encodeURIComponent(SITE.slug);
const LIST = `/${SLUG}/press`;
const site = ORIGINS.site;
const REPO = join(__dirname, '..');
const PRESS_DIST = join(REPO, 'mf-press', 'dist');

/** A visible text of the press list, present in its browser and server chunks. */
const ORIGINAL = '보도자료 목록';
const MARKER = '보도자료 목록 (새 배포)';

function remotesCli(...args: string[]) {
  return spawnSync(
    join(REPO, 'node_modules', '.bin', 'tsx'),
    [join(REPO, 'server', 'src', 'cli', 'remotes.ts'), ...args],
    {
      cwd: REPO,
      env: { ...process.env, RELEASES_DIR, DEPLOY_BY: 'e2e-team', PORT: String(PORTS.site) },
      encoding: 'utf8',
      timeout: 240_000,
    },
  );
}

function succeed(...args: string[]): string {
  const result = remotesCli(...args);
  expect(result.status, `${args.join(' ')}\n${result.stderr}`).toBe(0);
  return result.stdout;
}

/** Every file under `dir`, recursively. */
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = join(dir, name);
    return statSync(file).isDirectory() ? files(file) : [file];
  });
}

/** A copy of mf-press/dist with `change` applied to its text files. */
function changedBuild(change: (file: string, text: string) => string): string {
  const dir = mkdtempSync(join(tmpdir(), 'gagyeong-e2e-press-build-'));
  cpSync(PRESS_DIST, dir, { recursive: true });
  for (const file of files(dir).filter((f) => /\.(js|json)$/.test(f))) {
    const text = change(file, readFileSync(file, 'utf8'));
    writeFileSync(file, text);
    // The build's precompressed copy (sent to browsers that take brotli) changes with it.
    if (existsSync(`${file}.br`)) writeFileSync(`${file}.br`, brotliCompressSync(text));
  }
  return dir;
}

async function serverHtml(path: string): Promise<string> {
  const response = await fetch(`${site}${path}`);
  expect(response.status).toBe(200);
  return response.text();
}

test.describe.configure({ mode: 'serial', timeout: 300_000 });

test.afterAll(() => {
  // Back to the configured map for the other specs (a no-op when the last step already was).
  rmSync(join(RELEASES_DIR, 'live.json'), { force: true });
});

test('a release missing a required expose is refused and nothing changes live', async () => {
  const before = await (await fetch(`${site}/remotes.json`)).json();
  const broken = changedBuild((file, text) =>
    file.endsWith('mf-manifest.json')
      ? JSON.stringify({
          ...JSON.parse(text),
          exposes: JSON.parse(text).exposes.filter((e: { path: string }) => e.path !== './PressDetail'),
        })
      : text,
  );
  try {
    const result = remotesCli('release', 'mf-press', '--from', broken);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('release refused, the manifest lacks ./PressDetail');
    expect(existsSync(join(RELEASES_DIR, 'mf-press'))).toBe(false);
    expect(existsSync(join(RELEASES_DIR, 'live.json'))).toBe(false);
    expect(await (await fetch(`${site}/remotes.json`)).json()).toEqual(before);
  } finally {
    rmSync(broken, { recursive: true, force: true });
  }
});

test('release, deploy and rollback of mf-press on the running site', async ({ page, browser, playwright }) => {
  // An article, so a page opened before the deploy can navigate within the press remote.
  const request = await playwright.request.newContext();
  await signInAdmin(request);
  const created = await request.post(`${site}/api/press`, {
    data: {
      siteId: SITE.slug,
      title: '배포 중에도 열리는 기사',
      summary: '배포 전에 열어 둔 페이지에서 이동합니다.',
      content: '본문',
    },
    headers: { origin: site },
  });
  expect(created.status()).toBe(201);
  await request.dispose();

  const marked = changedBuild((_file, text) => text.split(ORIGINAL).join(MARKER));
  try {
    const caption = (p: typeof page) => p.getByRole('main').getByRole('table', { name: /^보도자료 목록/ });

    // A visitor opens the list before anything is deployed.
    const before = await browser.newPage();
    await before.goto(LIST);
    await waitForRegions(before);
    await expect(caption(before)).toHaveAccessibleName(ORIGINAL);

    const released = succeed('release', 'mf-press', '--from', marked);
    const version = /released mf_press (\S+)/.exec(released)?.[1] ?? '';
    expect(version).toMatch(/^1\.0\.0-[0-9a-f]{10}$/);
    expect(await serverHtml(LIST)).not.toContain(MARKER);
    expect(succeed('status')).toMatch(/mf_press\n\s+live:\s+configured map/);

    succeed('deploy', 'mf-press');
    const deployed = performance.now();
    let html = await serverHtml(LIST);
    // The host reads the map on the next request: no polling should be needed.
    console.info(`deploy → first page with the new version: ${(performance.now() - deployed).toFixed(0)} ms`);
    expect(html).toContain(MARKER);
    expect(html).toContain(`/releases/mf-press/${version}/mf-manifest.json`);

    const status = succeed('status');
    expect(status).toContain(`live:      ${version}`);
    expect(status).toMatch(/since:\s+\S+ by e2e-team/);
    expect(status).toMatch(/manifest:\s+answers\n\s+entry:\s+answers\n\s+server:\s+answers/);

    // The administrator sees the same at /admin/remotes (a page of mf-leads, from the host's API).
    const adminPage = await browser.newPage();
    await adminPage.goto('/admin/remotes');
    await signInWithForm(adminPage, adminPage.getByRole('form', { name: '관리자 로그인' }));
    const map = adminPage.getByRole('table', { name: '원격 모듈별 현재 버전' });
    await expect(map.getByRole('row', { name: /mf_press/ })).toContainText(version);
    await expect(map.getByRole('row', { name: /mf_press/ })).toContainText('e2e-team');
    await expect(adminPage.getByRole('region', { name: '배포 기록' })).toContainText(
      `e2e-team · 배포 · mf_press · ${version}`,
    );
    await adminPage.close();

    // A new page shows the marker after hydration, loading the release's files.
    const releaseRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/releases/mf-press/')) releaseRequests.push(r.url());
    });
    await page.goto(LIST);
    await waitForRegions(page);
    await expect(caption(page)).toHaveAccessibleName(MARKER);
    await expect(page.locator('[data-remote-error]')).toHaveCount(0);
    expect(releaseRequests.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);

    // The page opened before the deploy still navigates within the press remote.
    await before.getByRole('link', { name: '배포 중에도 열리는 기사' }).first().click();
    await expect(before.getByRole('heading', { level: 1, name: '배포 중에도 열리는 기사' })).toBeVisible();
    await expect(before.locator('[data-remote-error]')).toHaveCount(0);
    await before.close();

    succeed('rollback', 'mf-press');
    html = await serverHtml(LIST);
    expect(html).not.toContain(MARKER);
    await page.goto(LIST);
    await waitForRegions(page);
    await expect(caption(page)).toHaveAccessibleName(ORIGINAL);
    const afterRollback = succeed('status');
    expect(afterRollback).toMatch(/mf_press\n\s+live:\s+\/remotes\/mf-press\/mf-manifest\.json/);
    expect(afterRollback).toContain(`previous:  ${version}`);
    expect(afterRollback).toMatch(/e2e-team rollback mf_press/);
  } finally {
    rmSync(marked, { recursive: true, force: true });
  }
});

test('the host serves a kept release as immutable and never the live map', async () => {
  const listing = readdirSync(join(RELEASES_DIR, 'mf-press'));
  expect(listing).toHaveLength(1);
  const entry = await fetch(`${site}/releases/mf-press/${listing[0]}/remoteEntry.js`);
  expect(entry.status).toBe(200);
  expect(entry.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect((await fetch(`${site}/releases/live.json`)).status).toBe(404);
});

test('a release on another origin is made live by URL and the browser loads it from there', async ({
  page,
  problems,
}) => {
  // The marked build published on its own origin (a second local server), as another team would.
  const marked = changedBuild((_file, text) => text.split(ORIGINAL).join(MARKER));
  const port = PORTS.site + 20;
  const origin = `http://localhost:${port}`;
  const other = spawn(process.execPath, [join(REPO, 'scripts', 'serve-static.mjs'), marked], {
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
  });
  try {
    await expect
      .poll(async () => (await fetch(`${origin}/mf-manifest.json`).catch(() => undefined))?.status, { timeout: 15_000 })
      .toBe(200);
    const out = succeed('deploy', 'mf-press', '--url', `${origin}/mf-manifest.json`);
    expect(out).toContain(`${origin}/mf-manifest.json`);

    // Rendered on the server with the other origin's server build and its lazy chunks, fetched
    // over HTTP, in a host that rendered mf-press from disk before.
    const html = await serverHtml(LIST);
    expect(html).toContain(`"mf_press":"${origin}/mf-manifest.json"`);
    expect(html).toContain(MARKER);
    expect(html).not.toContain('<!--$!-->');

    await page.goto(LIST);
    await waitForRegions(page);
    await expect(page.getByRole('main').getByRole('table', { name: /^보도자료 목록/ })).toHaveAccessibleName(MARKER);
    await expect(page.locator('[data-remote-error]')).toHaveCount(0);
    // The CSP followed the map: nothing from that origin was refused.
    expect(problems.errors).toEqual([]);
    expect(succeed('status')).toMatch(new RegExp(`mf_press\\n\\s+live:\\s+${origin.replace(/[.:/]/g, '\\$&')}`));
  } finally {
    succeed('rollback', 'mf-press');
    other.kill();
    rmSync(marked, { recursive: true, force: true });
  }
});
