import fs from 'node:fs';
import path from 'node:path';
import { defaultRemotesMap } from '../../config/remotes';
import { tempDir, writeFiles } from '../../test-support/test-server';
import { DEPLOY_LOG_FILE, LIVE_MAP_FILE, createFileLiveMapStore, readDeployLogFile } from './file-live-map-store';
import { deploy, promote, rollback, startCanary } from './live-map';
import { checkStoredShape } from './live-map-store';
import { ReleaseError, createRelease, listReleases, pruneReleases, releaseDir } from './release-store';

/** A dist/ as a remote's build leaves it: manifest, entry, server entry, a chunk. */
function writeBuild(dist: string, exposes: string[], marker: string) {
  writeFiles(dist, {
    'mf-manifest.json': JSON.stringify({ exposes: exposes.map((p) => ({ path: p })) }),
    'remoteEntry.js': `/* ${marker} */`,
    'server/remoteEntry.js': `/* server ${marker} */`,
    'chunk.js': marker,
  });
}

describe('remote releases', () => {
  let dir: string;
  let releases: string;
  let dist: string;
  beforeEach(() => {
    dir = tempDir();
    releases = path.join(dir, 'releases');
    dist = path.join(dir, 'dist');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const release = (marker: string, minute: number) => {
    fs.rmSync(dist, { recursive: true, force: true });
    writeBuild(dist, ['./PressList', './PressDetail'], marker);
    return createRelease({
      remote: 'mf_press',
      dist,
      releasesDir: releases,
      packageVersion: '1.0.0',
      commit: 'abc123',
      now: new Date(Date.UTC(2026, 10, 23, 12, minute)),
    });
  };

  it('copies a build into releases/<folder>/<version>/ with its record, and never overwrites one', () => {
    const first = release('one', 0);
    expect(first.created).toBe(true);
    expect(first.record).toEqual({
      remote: 'mf_press',
      version: expect.stringMatching(/^1\.0\.0-[0-9a-f]{10}$/),
      createdAt: '2026-11-23T12:00:00.000Z',
      commit: 'abc123',
      exposes: ['./PressList', './PressDetail'],
    });
    expect(first.dir).toBe(path.join(releases, 'mf-press', first.record.version));
    expect(fs.readFileSync(path.join(first.dir, 'server', 'remoteEntry.js'), 'utf8')).toBe('/* server one */');

    const again = release('one', 5);
    expect(again.created).toBe(false);
    expect(again.record.createdAt).toBe('2026-11-23T12:00:00.000Z');
    expect(release('two', 6).record.version).not.toBe(first.record.version);
  });

  it('refuses a build whose manifest lacks an expose the contracts require, and creates nothing', () => {
    writeBuild(dist, ['./PressList', './PressDetails'], 'renamed');
    expect(() =>
      createRelease({ remote: 'mf_press', dist, releasesDir: releases, packageVersion: '1.0.0', commit: 'x' }),
    ).toThrow(/release refused, the manifest lacks \.\/PressDetail/);
    expect(fs.existsSync(releases)).toBe(false);
  });

  it('refuses a build without a server entry', () => {
    writeBuild(dist, ['./PressList', './PressDetail'], 'x');
    fs.rmSync(path.join(dist, 'server'), { recursive: true });
    expect(() =>
      createRelease({ remote: 'mf_press', dist, releasesDir: releases, packageVersion: '1.0.0', commit: 'x' }),
    ).toThrow(ReleaseError);
  });

  it('prunes the oldest releases beyond N, never the live or the previous one', () => {
    const versions = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((marker, i) => release(marker, i).record.version);
    // Live: the oldest; previous: the second oldest.
    const deleted = pruneReleases(releases, 'mf_press', 3, [versions[0], versions[1]]);
    expect(deleted).toEqual([versions[2], versions[3]]);
    expect(listReleases(releases, 'mf_press').map((r) => r.version)).toEqual([
      versions[0],
      versions[1],
      versions[4],
      versions[5],
      versions[6],
    ]);
    for (const version of deleted) expect(fs.existsSync(releaseDir(releases, 'mf_press', version))).toBe(false);
  });

  const store = () => createFileLiveMapStore(releases);
  const releaseTarget = (version: string) => ({ url: `/releases/mf-press/${version}/mf-manifest.json`, version });

  it('deploys a release, rolls back to the previous one, and logs who/when/what', async () => {
    const older = release('old', 0).record.version;
    const newer = release('new', 1).record.version;
    const configuredUrl = defaultRemotesMap().mf_press;

    const first = await deploy(store(), {
      remote: 'mf_press',
      target: releaseTarget(newer),
      configuredUrl,
      by: 'kim',
      now: new Date(Date.UTC(2026, 0, 1)),
    });
    expect(first).toEqual({
      url: `/releases/mf-press/${newer}/mf-manifest.json`,
      version: newer,
      at: '2026-01-01T00:00:00.000Z',
      by: 'kim',
      previous: { url: configuredUrl, version: null, at: '2026-01-01T00:00:00.000Z', by: 'configuration', logId: null },
    });
    await deploy(store(), { remote: 'mf_press', target: releaseTarget(older), configuredUrl, by: 'lee' });
    expect(checkStoredShape(await store().read()).live.mf_press?.previous?.version).toBe(newer);

    const back = await rollback(store(), { remote: 'mf_press', by: 'park' });
    expect(back.version).toBe(newer);
    expect(back.previous?.version).toBe(older);
    expect((await store().readLog(10)).entries.map((e) => [e.action, e.by, e.version, e.from])).toEqual([
      ['rollback', 'park', newer, older],
      ['deploy', 'lee', older, newer],
      ['deploy', 'kim', newer, null],
    ]);
  });

  it('refuses a deploy of what is live, a javascript: URL and a rollback with nothing before, changing nothing', async () => {
    const version = release('one', 0).record.version;
    const configuredUrl = defaultRemotesMap().mf_press;
    await expect(rollback(store(), { remote: 'mf_press', by: 'kim' })).rejects.toThrow('nothing to roll back to');
    await expect(
      deploy(store(), { remote: 'mf_press', target: { url: 'javascript:alert(1)', version: null }, configuredUrl, by: 'kim' }),
    ).rejects.toThrow(ReleaseError);
    expect(fs.existsSync(path.join(releases, LIVE_MAP_FILE))).toBe(false);
    await deploy(store(), { remote: 'mf_press', target: releaseTarget(version), configuredUrl, by: 'kim' });
    await expect(
      deploy(store(), { remote: 'mf_press', target: releaseTarget(version), configuredUrl, by: 'kim' }),
    ).rejects.toThrow('is already live');
    expect((await store().readLog(10)).entries).toHaveLength(1);
  });

  it('runs a canary beside the live release: share changes, promote, rollback ends it, each logged with its share', async () => {
    const stable = release('stable', 0).record.version;
    const next = release('next', 1).record.version;
    const third = release('third', 2).record.version;
    const configuredUrl = defaultRemotesMap().mf_press;
    const change = { remote: 'mf_press' as const, configuredUrl, by: 'kim' };
    await deploy(store(), { ...change, target: releaseTarget(stable) });

    const running = await startCanary(store(), { ...change, target: releaseTarget(next), share: 10 });
    expect(running).toEqual(
      expect.objectContaining({ version: stable, canary: expect.objectContaining({ version: next, share: 10 }) }),
    );
    // The stored map is what every host reads: the shape check accepts the canary.
    expect(checkStoredShape(await store().read()).live.mf_press?.canary?.share).toBe(10);
    // A new share of the same canary; another release, a deploy or a share out of bounds are refused.
    await startCanary(store(), { ...change, target: releaseTarget(next), share: 50 });
    await expect(startCanary(store(), { ...change, target: releaseTarget(next), share: 50 })).rejects.toThrow(
      'already runs at 50 %',
    );
    await expect(startCanary(store(), { ...change, target: releaseTarget(third), share: 5 })).rejects.toThrow(
      'promote or roll it back first',
    );
    await expect(deploy(store(), { ...change, target: releaseTarget(third) })).rejects.toThrow(
      'promote or roll it back first',
    );
    for (const share of [0, 100, 12.5]) {
      await expect(startCanary(store(), { ...change, target: releaseTarget(third), share })).rejects.toThrow(ReleaseError);
    }
    await expect(startCanary(store(), { ...change, target: releaseTarget(stable), share: 5 })).rejects.toThrow(
      'already live for everyone',
    );

    // Rollback ends the canary (the live release stays), and only the named canary when the judge asks.
    await expect(
      rollback(store(), { remote: 'mf_press', by: 'judge', canaryOnly: { url: releaseTarget(third).url } }),
    ).rejects.toThrow('is another one');
    const ended = await rollback(store(), { remote: 'mf_press', by: 'judge', reason: 'errors', canaryOnly: releaseTarget(next) });
    expect(ended.version).toBe(stable);
    expect(ended.canary ?? null).toBeNull();
    await expect(rollback(store(), { remote: 'mf_press', by: 'judge', canaryOnly: releaseTarget(next) })).rejects.toThrow(
      'no canary runs any more',
    );
    await expect(promote(store(), { remote: 'mf_press', by: 'kim' })).rejects.toThrow('nothing to promote');

    // Promote: the canary live for everyone, the stable one its "previous".
    await startCanary(store(), { ...change, target: releaseTarget(next), share: 20 });
    const promoted = await promote(store(), { remote: 'mf_press', by: 'lee' });
    expect(promoted).toEqual(
      expect.objectContaining({ version: next, by: 'lee', previous: expect.objectContaining({ version: stable }) }),
    );
    expect(promoted.canary ?? null).toBeNull();

    expect(
      (await store().readLog(10)).entries.map((e) => [e.action, e.by, e.version, e.from, e.share, e.reason]),
    ).toEqual([
      ['promote', 'lee', next, stable, undefined, undefined],
      ['canary', 'kim', next, stable, 20, undefined],
      ['rollback', 'judge', stable, next, undefined, 'errors'],
      ['canary', 'kim', next, stable, 50, undefined],
      ['canary', 'kim', next, stable, 10, undefined],
      ['deploy', 'kim', stable, null, undefined, undefined],
    ]);
  });

  it('refuses a rollback to a release no longer kept', async () => {
    const older = release('old', 0).record.version;
    const newer = release('new', 1).record.version;
    const configuredUrl = defaultRemotesMap().mf_press;
    await deploy(store(), { remote: 'mf_press', target: releaseTarget(older), configuredUrl, by: 'kim' });
    await deploy(store(), { remote: 'mf_press', target: releaseTarget(newer), configuredUrl, by: 'kim' });
    pruneReleases(releases, 'mf_press', 1, [newer]);
    const kept = (version: string) => listReleases(releases, 'mf_press').some((r) => r.version === version);
    await expect(rollback(store(), { remote: 'mf_press', by: 'kim', releaseKept: kept })).rejects.toThrow(
      `the previous release ${older} is no longer kept`,
    );
  });

  it('updates one entry atomically: the other remotes stay, no temporary file is left, a failed change writes nothing', async () => {
    const entry = (url: string) => () => ({ url, version: null, at: '2026-01-01T00:00:00.000Z', by: 'kim' });
    await store().change({ remote: 'mf_leads', action: 'deploy', by: 'kim', at: '2026-01-01T00:00:00.000Z', next: entry('https://leads.example/mf-manifest.json') });
    await store().change({ remote: 'mf_press', action: 'deploy', by: 'kim', at: '2026-01-01T00:00:00.000Z', next: entry('https://press.example/mf-manifest.json') });
    const before = fs.readFileSync(path.join(releases, LIVE_MAP_FILE), 'utf8');
    await expect(
      store().change({
        remote: 'mf_press',
        action: 'deploy',
        by: 'kim',
        at: '2026-01-01T00:00:00.000Z',
        next: () => {
          throw new ReleaseError('refused');
        },
      }),
    ).rejects.toThrow('refused');
    expect(fs.readFileSync(path.join(releases, LIVE_MAP_FILE), 'utf8')).toBe(before);
    expect(Object.keys(checkStoredShape(await store().read()).live).sort()).toEqual(['mf_leads', 'mf_press']);
    expect(fs.readdirSync(releases).sort()).toEqual(['deploy-log.jsonl', 'live.json']);
  });
});

describe('the deploy log file', () => {
  let dir: string;
  beforeEach(() => {
    dir = tempDir();
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const line = (by: string) =>
    JSON.stringify({ at: '2026-01-01T00:00:00.000Z', by, action: 'deploy', remote: 'mf_press', version: null, url: '/x/mf-manifest.json', from: null });

  it('skips and counts an unreadable line instead of failing, and appends after a newline', async () => {
    const log = path.join(dir, DEPLOY_LOG_FILE);
    // A write cut short (a full disk, a killed process) leaves half a line without its newline.
    fs.writeFileSync(log, `${line('kim')}\n{"at":"2026-01-01T00:00:00.000Z","by":"le`);
    expect(readDeployLogFile(log)).toEqual({
      entries: [expect.objectContaining({ by: 'kim' })],
      unreadable: { count: 1, first: `${log}:2` },
    });
    await createFileLiveMapStore(dir).change({
      remote: 'mf_press',
      action: 'deploy',
      by: 'park',
      at: '2026-01-02T00:00:00.000Z',
      next: () => ({ url: '/remotes/mf-press/mf-manifest.json', version: null, at: '2026-01-02T00:00:00.000Z', by: 'park' }),
    });
    const after = readDeployLogFile(log);
    expect(after.entries.map((e) => e.by)).toEqual(['park', 'kim']);
    expect(after.unreadable.count).toBe(1);
    expect(fs.readFileSync(log, 'utf8').split('\n').at(-2)).toContain('"by":"park"');
  });

  it('skips a line that is JSON but not a log entry', () => {
    const log = path.join(dir, DEPLOY_LOG_FILE);
    fs.writeFileSync(log, `${line('kim')}\n[]\n{"action":"deploy"}\n${line('lee')}\n`);
    const read = readDeployLogFile(log);
    expect(read.entries.map((e) => e.by)).toEqual(['lee', 'kim']);
    expect(read.unreadable).toEqual({ count: 2, first: `${log}:2` });
  });
});
