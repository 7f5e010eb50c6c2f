import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { defaultRemotesMap } from '../../config/remotes';
import { manifestFor, writeFixtureDist } from '../../test-support/fixture-dist';
import { freePort, tempDir, writeFiles } from '../../test-support/test-server';
import { LIVE_MAP_FILE, createFileLiveMapStore } from './file-live-map-store';
import { createLiveRemotes, type LiveRemotes } from './live-remotes';
import { createRelease } from './release-store';
import { checkRemoteUrl } from './remote-check';

const PRESS_EXPOSES = { './PressList': { js: [], css: [] }, './PressDetail': { js: [], css: [] } };

/** A static origin serving `files` until closed. */
async function origin(files: Record<string, string>): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    const body = files[(request.url ?? '/').slice(1)];
    response.writeHead(body === undefined ? 404 : 200).end(body);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

const pressBuild = (marker: string) => ({
  'mf-manifest.json': manifestFor('mf_press', PRESS_EXPOSES),
  'remoteEntry.js': `/* ${marker} */`,
  'server/remoteEntry.js': `/* server ${marker} */`,
});

describe('a host follows the live map and checks each entry as the deploy command does', () => {
  let root: string;
  let releases: string;
  let version: string;
  let warnings: string[];
  let remotes: LiveRemotes;
  const base = defaultRemotesMap();
  const released = () => `/releases/mf-press/${version}/mf-manifest.json`;

  beforeEach(async () => {
    root = tempDir();
    releases = path.join(root, 'releases');
    writeFixtureDist(root);
    writeFiles(path.join(root, 'build'), pressBuild('release'));
    version = createRelease({
      remote: 'mf_press',
      dist: path.join(root, 'build'),
      releasesDir: releases,
      packageVersion: '1.0.0',
      commit: 'x',
    }).record.version;
    warnings = [];
    remotes = createLiveRemotes({
      base,
      store: createFileLiveMapStore(releases),
      check: (remote, url, version) => checkRemoteUrl(remote, url, version, { roots: { distRoot: root, releasesDir: releases }, timeoutMs: 1000 }),
      log: { warn: (message) => warnings.push(message), info: () => undefined },
      recheckMs: 0,
    });
    await remotes.start(1000);
  });
  afterEach(async () => {
    await remotes.stop();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const entry = (url: string, entryVersion: string | null = null) => ({
    url,
    version: entryVersion,
    at: '2026-11-25T00:00:00.000Z',
    by: 'kim',
  });
  const writeMap = (value: unknown) =>
    fs.writeFileSync(path.join(releases, LIVE_MAP_FILE), typeof value === 'string' ? value : JSON.stringify(value));
  /** Reads the map a few times, as requests would: a problem is logged once, not per request. */
  const currentPress = async () => {
    for (let i = 0; i < 3; i += 1) await remotes.current();
    return (await remotes.current()).remotes.mf_press;
  };

  it('applies a valid entry on the next read, and the configured map when the file goes', async () => {
    writeMap({ mf_press: entry(released(), version) });
    expect(await currentPress()).toBe(released());
    expect(remotes.served().remotes.mf_press).toEqual({ url: released(), version });
    fs.rmSync(path.join(releases, LIVE_MAP_FILE));
    expect(await currentPress()).toBe(base.mf_press);
    expect(warnings).toEqual([]);
  });

  it.each([
    ['an unparseable file', '{ "mf_press": ', /not valid JSON/],
    ['an array', '[]', /expected an object of remotes, found an array/],
    ['an unknown remote', { mf_other: {} }, /unknown remote\(s\) mf_other/],
    ['a javascript: URL', { mf_press: { ...entry('javascript:alert(1)'), url: 'javascript:alert(1)' } }, /not an http\(s\) URL/],
    ['a release that is not kept', { mf_press: entry('/releases/mf-press/1.0.0-0000000000/mf-manifest.json', '1.0.0-0000000000') }, /release 1\.0\.0-0000000000 of mf_press is not kept on this host/],
    ['a path this host does not serve', { mf_press: entry('/elsewhere/mf-manifest.json') }, /is not a path this host serves for mf_press/],
    ['a version that is not the release named', { mf_press: entry(`/releases/mf-press/${'1.0.0-0000000000'}/mf-manifest.json`, 'other') }, /is not release other/],
  ])('keeps the last good map over %s, with one log line', async (_what, value, message) => {
    writeMap({ mf_press: entry(released(), version) });
    expect(await currentPress()).toBe(released());
    writeMap(value);
    expect(await currentPress()).toBe(released());
    expect(warnings).toEqual([expect.stringMatching(message)]);
    expect(warnings[0]).toMatch(/^GG-REMOTES-LIVE /);
  });

  it('refuses an origin that refuses connections, and serves it once it answers (checked again later)', async () => {
    const closedPort = await freePort();
    const dead = `http://127.0.0.1:${closedPort}/mf-manifest.json`;
    writeMap({ mf_press: entry(dead) });
    expect(await currentPress()).toBe(base.mf_press);
    expect(warnings).toEqual([expect.stringContaining(`${dead} does not answer (ECONNREFUSED)`)]);

    // The origin comes up; live.json is unchanged: the refused entry is checked again (recheckMs 0 here).
    const files = pressBuild('alive');
    const server = http.createServer((request, response) => {
      const body = files[(request.url ?? '/').slice(1) as keyof typeof files];
      response.writeHead(body === undefined ? 404 : 200).end(body);
    });
    await new Promise<void>((resolve) => server.listen(closedPort, '127.0.0.1', resolve));
    try {
      expect(await currentPress()).toBe(dead);
      expect(warnings).toHaveLength(1);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('refuses a manifest that lacks an expose the contracts require', async () => {
    const partial = await origin({
      ...pressBuild('partial'),
      'mf-manifest.json': manifestFor('mf_press', { './PressList': { js: [], css: [] } }),
    });
    try {
      writeMap({ mf_press: entry(`${partial.url}/mf-manifest.json`) });
      expect(await currentPress()).toBe(base.mf_press);
      expect(warnings).toEqual([expect.stringContaining('lacks ./PressDetail, required of mf_press by packages/contracts')]);
    } finally {
      await partial.close();
    }
  });

  it('keeps a valid remote while another remote’s entry is invalid', async () => {
    writeMap({ mf_press: entry(released(), version), mf_leads: entry('/releases/mf-leads/9.9.9-x/mf-manifest.json', '9.9.9-x') });
    const map = (await remotes.current()).remotes;
    expect(map.mf_press).toBe(released());
    expect(map.mf_leads).toBe(base.mf_leads);
    expect(warnings).toEqual([expect.stringContaining('mf_leads')]);
  });
});
