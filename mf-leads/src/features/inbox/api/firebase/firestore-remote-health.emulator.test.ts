import { randomBytes } from 'node:crypto';
import { setLogLevel } from 'firebase/firestore/lite';
import type { LiveEntry } from '@gagyeong/contracts/live-map';
import { TELEMETRY_COLLECTION } from '@gagyeong/contracts/telemetry';
import {
  AUTH_PROJECT,
  clearFirestore,
  completeSignIn,
  createAdminUser,
  emulatorWebConfig,
  int,
  loadFirestoreRules,
  randomMobile,
  seedDocument,
  text,
  time,
} from '@test/firebase-emulators';
import { createFirestoreInbox } from './firestore-inbox';
import { readFirestoreRemoteHealth } from './firestore-remote-health';

jest.setTimeout(30_000);

// /admin/remotes in firebase mode reads the hosts' `remote` counters from Firestore as the signed-in
// administrator (firestore.rules) and sums and judges them with the contracts' rules
// (docs/decisions/0064-errors-per-version-and-the-canary-judge.md).
const PROJECT = 'demo-remote-health-view';
const PASSWORD = randomBytes(12).toString('base64url');
const ADMIN = `health-admin-${Date.now()}@example.kr`;
const CONFIG = emulatorWebConfig(PROJECT);
const NOW = Date.now();
const MINUTE = Math.floor(NOW / 60_000);

/** A document of counters as a host writes one (its writes are tested on the server). */
function seed(id: string, minute: number, entries: [string, string, string, number][]) {
  return seedDocument(PROJECT, `${TELEMETRY_COLLECTION}/${id}`, {
    minute: int(minute),
    kind: text('remote'),
    expireAt: time(new Date((minute + 30 * 24 * 60) * 60_000).toISOString()),
    entries: {
      arrayValue: {
        values: entries.map(([remote, version, what, count]) => ({
          mapValue: {
            fields: {
              key: { arrayValue: { values: [text(remote), text(version), text(what)] } },
              buckets: { arrayValue: { values: [int(count)] } },
            },
          },
        })),
      },
    },
  });
}

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

describe('errors per remote version on Firestore', () => {
  beforeAll(async () => {
    setLogLevel('silent');
    await loadFirestoreRules(PROJECT);
    await clearFirestore(PROJECT);
    await createAdminUser(AUTH_PROJECT, ADMIN, PASSWORD);
    // Two hosts' documents of one minute, another minute, and one before the period of an hour.
    await seed('a', MINUTE - 2, [
      ['mf_press', '1.1.0-canary', 'view', 40],
      ['mf_press', '1.1.0-canary', 'failed', 10],
      ['mf_press', '1.1.0-canary', 'render', 10],
      ['mf_press', '1.0.0-stable', 'view', 100],
    ]);
    await seed('b', MINUTE - 2, [['mf_press', '1.1.0-canary', 'view', 20]]);
    await seed('c', MINUTE - 30, [
      ['mf_press', '1.0.0-stable', 'view', 300],
      ['mf_press', '1.0.0-stable', 'failed', 3],
    ]);
    await seed('d', MINUTE - 90, [['mf_press', '1.0.0-stable', 'view', 1000]]);
  });

  const inbox = createFirestoreInbox(CONFIG);
  afterAll(() => inbox.signOut());

  it('sums every host’s documents of the period per version, and judges the running canary', async () => {
    await completeSignIn(inbox.signIn(ADMIN, PASSWORD), randomMobile());
    const report = await readFirestoreRemoteHealth(CONFIG, 1, { mf_press: live }, NOW);
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
