import fs from 'node:fs';
import path from 'node:path';
import { defaultRemotesMap } from '../../config/remotes';
import { tempDir, writeFiles } from '../../test-support/test-server';
import { LIVE_MAP_FILE, deploy, readDeployLog, readLiveMap, rollback, updateLiveEntry } from './live-map';
import { createLiveRemotes } from './live-remotes';
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

  it('deploys the newest release, rolls back to the previous one, and logs who/when/what', () => {
    const older = release('old', 0).record.version;
    const newer = release('new', 1).record.version;
    const configuredUrl = defaultRemotesMap().mf_press;

    const first = deploy({
      releasesDir: releases,
      remote: 'mf_press',
      configuredUrl,
      by: 'kim',
      now: new Date(Date.UTC(2026, 0, 1)),
    });
    expect(first).toEqual({
      url: `/releases/mf-press/${newer}/mf-manifest.json`,
      version: newer,
      at: '2026-01-01T00:00:00.000Z',
      by: 'kim',
      previous: { url: configuredUrl, version: null, at: '2026-01-01T00:00:00.000Z', by: 'configuration' },
    });
    deploy({ releasesDir: releases, remote: 'mf_press', version: older, configuredUrl, by: 'lee' });
    expect(readLiveMap(releases).mf_press?.previous?.version).toBe(newer);

    const back = rollback({ releasesDir: releases, remote: 'mf_press', by: 'park' });
    expect(back.version).toBe(newer);
    expect(back.previous?.version).toBe(older);
    expect(readDeployLog(releases).map((e) => [e.action, e.by, e.version, e.from])).toEqual([
      ['deploy', 'kim', newer, null],
      ['deploy', 'lee', older, newer],
      ['rollback', 'park', newer, older],
    ]);
  });

  it('refuses a deploy of an unknown version and a rollback with nothing before, changing nothing', () => {
    release('one', 0);
    const configuredUrl = defaultRemotesMap().mf_press;
    expect(() =>
      deploy({ releasesDir: releases, remote: 'mf_press', version: '9.9.9-nope', configuredUrl, by: 'kim' }),
    ).toThrow('no release 9.9.9-nope');
    expect(() => rollback({ releasesDir: releases, remote: 'mf_press', by: 'kim' })).toThrow('nothing to roll back to');
    expect(fs.existsSync(path.join(releases, LIVE_MAP_FILE))).toBe(false);
    expect(readDeployLog(releases)).toEqual([]);
  });

  it('updates one entry atomically: the other remotes stay, no temporary file is left, a failed change writes nothing', () => {
    const entry = (url: string) => () => ({ url, version: null, at: 'now', by: 'kim' });
    updateLiveEntry(releases, 'mf_leads', 'deploy', entry('https://leads.example/mf-manifest.json'));
    updateLiveEntry(releases, 'mf_press', 'deploy', entry('https://press.example/mf-manifest.json'));
    const before = fs.readFileSync(path.join(releases, LIVE_MAP_FILE), 'utf8');
    expect(() =>
      updateLiveEntry(releases, 'mf_press', 'deploy', () => {
        throw new ReleaseError('refused');
      }),
    ).toThrow('refused');
    expect(fs.readFileSync(path.join(releases, LIVE_MAP_FILE), 'utf8')).toBe(before);
    expect(Object.keys(readLiveMap(releases)).sort()).toEqual(['mf_leads', 'mf_press']);
    expect(fs.readdirSync(releases).sort()).toEqual(['deploy-log.jsonl', 'live.json']);
  });

  it('the host sees a changed live map on the next read, and keeps the last good map over an invalid one', () => {
    const warnings: string[] = [];
    const base = defaultRemotesMap();
    const remotes = createLiveRemotes({ base, releasesDir: releases, warn: (message) => warnings.push(message) });
    expect(remotes.current()).toEqual(base);

    const version = release('one', 0).record.version;
    deploy({ releasesDir: releases, remote: 'mf_press', configuredUrl: base.mf_press, by: 'kim' });
    expect(remotes.current()).toEqual({ ...base, mf_press: `/releases/mf-press/${version}/mf-manifest.json` });

    fs.writeFileSync(path.join(releases, LIVE_MAP_FILE), '{ "mf_press": { "url": 3 } }');
    expect(remotes.current().mf_press).toBe(`/releases/mf-press/${version}/mf-manifest.json`);
    expect(warnings).toEqual([expect.stringContaining('GG-REMOTES-LIVE')]);

    fs.rmSync(path.join(releases, LIVE_MAP_FILE));
    expect(remotes.current()).toEqual(base);
  });
});
