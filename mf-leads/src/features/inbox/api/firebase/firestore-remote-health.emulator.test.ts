import { seedTelemetryMinute } from '@test/firebase-emulators';
import { emulatorProject } from '@test/emulator-project';
import type { LiveEntry } from '@gagyeong/contracts/live-map';
import { createFirestoreInbox } from './firestore-inbox';
import { readFirestoreRemoteHealth } from './firestore-remote-health';

// /admin/remotes in firebase mode reads the hosts' `remote` counters from Firestore as the signed-in
// administrator (firestore.rules) and sums and judges them with the contracts' rules
// (docs/decisions/0064-errors-per-version-and-the-canary-judge.md).
const PROJECT = 'demo-remote-health-view';
const NOW = Date.now();
const MINUTE = Math.floor(NOW / 60_000);

/** A host's document of one minute: `[remote, version, what, count]` per entry. */
const seed = (id: string, minute: number, entries: [string, string, string, number][]) =>
  seedTelemetryMinute(
    PROJECT,
    id,
    minute,
    'remote',
    entries.map(([remote, version, what, count]) => ({ key: [remote, version, what], buckets: [count] })),
  );

const live: LiveEntry = {
  url: 'https://press.example/1.0.0-stable/mf-manifest.json',
  version: '1.0.0-stable',
  at: new Date((MINUTE - 120) * 60_000).toISOString(),
  by: null,
  canary: {
    url: 'https://press.example/1.1.0-canary/mf-manifest.json',
    version: '1.1.0-canary',
    at: new Date((MINUTE - 3) * 60_000).toISOString(),
    by: null,
    share: 20,
  },
};

const { config, admin } = emulatorProject(PROJECT, 'health', {
  logLevel: 'silent',
  // Two hosts' documents of one minute, another minute, and one before the period of an hour.
  seed: () =>
    Promise.all([
      seed('a', MINUTE - 2, [
        ['mf_press', '1.1.0-canary', 'view', 40],
        ['mf_press', '1.1.0-canary', 'failed', 10],
        ['mf_press', '1.1.0-canary', 'render', 10],
        ['mf_press', '1.0.0-stable', 'view', 100],
      ]),
      seed('b', MINUTE - 2, [['mf_press', '1.1.0-canary', 'view', 20]]),
      seed('c', MINUTE - 30, [
        ['mf_press', '1.0.0-stable', 'view', 300],
        ['mf_press', '1.0.0-stable', 'failed', 3],
      ]),
      seed('d', MINUTE - 90, [['mf_press', '1.0.0-stable', 'view', 1000]]),
    ]),
});

describe('errors per remote version on Firestore', () => {
  const inbox = createFirestoreInbox(config);
  afterAll(() => inbox.signOut());

  it('sums every host’s documents of the period per version, and judges the running canary', async () => {
    await admin.signIn(inbox);
    const report = await readFirestoreRemoteHealth(config, 1, { mf_press: live }, NOW);
    const press = report.remotes.find((remote) => remote.remote === 'mf_press');
    expect(press?.versions.map(({ version, totals }) => [version, totals])).toEqual([
      ['1.0.0-stable', { views: 400, failed: 3, failures: {} }],
      ['1.1.0-canary', { views: 60, failed: 10, failures: { render: 10 } }],
    ]);
    expect(report.canaries).toEqual([
      expect.objectContaining({
        remote: 'mf_press',
        action: 'rollback',
        canaryCounts: { views: 60, failed: 10, failures: { render: 10 } },
        stableCounts: { views: 100, failed: 0, failures: {} },
      }),
    ]);
  });
});
