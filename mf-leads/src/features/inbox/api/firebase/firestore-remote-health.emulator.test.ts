import { seedTelemetryMinute } from '@test/firebase-emulators';
import { emulatorProject } from '@test/emulator-project';
import type { LiveEntry } from '@gagyeong/contracts/live-map';
import { NETWORK_SLOTS } from '@gagyeong/contracts/telemetry';
import { createFirestoreInbox } from './firestore-inbox';
import { readFirestoreRemoteHealth } from './firestore-remote-health';

// /admin/remotes in firebase mode reads the hosts' `remote` counters from Firestore as the signed-in
// administrator (firestore.rules) and sums and judges them with the contracts' rules
// (docs/decisions/0064-errors-per-version-and-the-canary-judge.md).
const PROJECT = 'demo-remote-health-view';
const NOW = Date.now();
const MINUTE = Math.floor(NOW / 60_000);

/** A host's document of one minute: `[remote, version, what, count or networks sketch]` per entry. */
const seed = (id: string, minute: number, entries: [string, string, string, number | number[]][]) =>
  seedTelemetryMinute(
    PROJECT,
    id,
    minute,
    'remote',
    entries.map(([remote, version, what, count]) => ({
      key: [remote, version, what],
      buckets: Array.isArray(count) ? count : [count],
    })),
  );
/** The networks sketch of `used` networks in slots from `from` (contracts' NETWORK_SLOTS). */
const slots = (used: number, from = 0) =>
  Array.from({ length: NETWORK_SLOTS }, (_, index) => (index >= from && index < from + used ? 1 : 0));

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
        ['mf_press', '1.1.0-canary', 'networks:view', slots(12)],
        ['mf_press', '1.1.0-canary', 'networks:failed', slots(6)],
        ['mf_press', '1.0.0-stable', 'view', 100],
      ]),
      // Another host saw some of the same networks: the sketch counts each once.
      seed('b', MINUTE - 2, [
        ['mf_press', '1.1.0-canary', 'view', 20],
        ['mf_press', '1.1.0-canary', 'networks:view', slots(8, 10)],
      ]),
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
      ['1.0.0-stable', { views: 400, failed: 3, failures: {}, viewNetworks: 0, failedNetworks: 0 }],
      ['1.1.0-canary', { views: 60, failed: 10, failures: { render: 10 }, viewNetworks: 21, failedNetworks: 6 }],
    ]);
    expect(report.canaries).toEqual([
      expect.objectContaining({
        remote: 'mf_press',
        action: 'rollback',
        canaryCounts: { views: 60, failed: 10, failures: { render: 10 }, viewNetworks: 21, failedNetworks: 6 },
        stableCounts: { views: 100, failed: 0, failures: {}, viewNetworks: 0, failedNetworks: 0 },
      }),
    ]);
  });
});
