import {
  AUTH_PROJECT,
  clearFirestore,
  createAuthUser,
  emulatorWebConfig,
  firestoreEmulator,
  loadFirestoreRules,
} from '@test/firebase-emulators';
import { DEFAULT_CANARY_POLICY } from '@gagyeong/contracts/remote-health';
import { REMOTE_VIEW, TELEMETRY_COLLECTION } from '@gagyeong/contracts/telemetry';
import { writeFixtureDist } from '../../test-support/fixture-dist';
import { startTestServer, tempDir, type TestServer } from '../../test-support/test-server';
import { createFirestoreLiveMapStore } from '../releases/firestore-live-map-store';
import { deploy, startCanary } from '../releases/live-map';
import { checkStoredShape } from '../releases/live-map-store';
import { judgeCanaries } from './canary-judge';

// Firebase mode's canary judge on the emulators under the repository's rules
// (docs/decisions/0064-errors-per-version-and-the-canary-judge.md): a host without credential
// writes the browsers' page views and failures to Firestore; the deploy command, signed in as
// the remote's deployer, reads them and rolls the failing canary back, saying why in the log.
jest.setTimeout(60_000);

const PROJECT = 'demo-canary-judge';
const RUN = Date.now().toString(36);
const PASSWORD = 'deployer-password-1';
const PRESS_DEPLOYER = `judge-press-${RUN}@team.test`;
const STABLE = '1.0.0-stable0001';
const CANARY = '1.1.0-canary0001';
const release = (version: string) => `https://press.example/${version}/mf-manifest.json`;

describe('the canary judge on Firestore', () => {
  let host: TestServer;
  let views = 0;
  const deployer = () =>
    createFirestoreLiveMapStore({
      firebase: emulatorWebConfig(PROJECT),
      account: { email: PRESS_DEPLOYER, password: PASSWORD },
    });

  beforeAll(async () => {
    await loadFirestoreRules(PROJECT);
    await clearFirestore(PROJECT);
    await createAuthUser(AUTH_PROJECT, PRESS_DEPLOYER, PASSWORD, { deploy: ['mf_press'] });
    const distRoot = tempDir();
    writeFixtureDist(distRoot);
    host = await startTestServer({
      distRoot,
      ssr: false,
      config: {
        backend: { mode: 'firebase', firebase: emulatorWebConfig(PROJECT, { firestore: firestoreEmulator() }) },
      },
      telemetry: { flushMs: 100, rateLimit: { max: 10_000, timeWindowMs: 60_000 } },
    });
  });
  afterAll(() => host.close());

  /** A page view of mf_press in `version` as a browser's beacon reaches the host. */
  const pageView = async (version: string, failures: string[] = []) => {
    const response = await fetch(`${host.baseUrl}/api/telemetry`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin: host.baseUrl },
      body: JSON.stringify({
        v: 1,
        view: `fsjudge${String((views += 1)).padStart(8, '0')}`,
        page: { route: '/:site/press', device: 'desktop' },
        events: [
          { kind: 'remote-view', remote: 'mf_press', version },
          ...failures.map((failure) => ({ kind: 'remote-error', remote: 'mf_press', version, failure })),
        ],
      }),
    });
    expect(response.status).toBe(204);
  };

  it('reads the hosts’ counters as the deployer and rolls a failing canary back, with the reason in the log', async () => {
    const store = deployer();
    try {
      const change = {
        remote: 'mf_press' as const,
        configuredUrl: '/remotes/mf-press/mf-manifest.json',
        by: PRESS_DEPLOYER,
      };
      await deploy(store, { ...change, target: { url: release(STABLE), version: STABLE } });
      await startCanary(store, { ...change, target: { url: release(CANARY), version: CANARY }, share: 10 });
      for (let index = 0; index < 60; index += 1) await pageView(STABLE);
      for (let index = 0; index < 60; index += 1) await pageView(CANARY, index % 4 === 0 ? ['execution'] : []);

      const judge = () =>
        judgeCanaries({
          store,
          counts: (from, to) => store.readCounters('remote', from, to),
          policy: DEFAULT_CANARY_POLICY,
          now: Date.now,
          by: PRESS_DEPLOYER,
          remotes: ['mf_press'],
        });
      // The host writes what it counted within a flush (100 ms here): judged once all 120 views
      // are written, or the judge may act on the first 50 canary views and report fewer.
      const minute = Math.floor(Date.now() / 60_000);
      const written = async () =>
        (await store.readCounters('remote', minute - 5, minute + 5))
          .filter((row) => row.key[2] === REMOTE_VIEW)
          .reduce((sum, row) => sum + row.buckets.reduce((a, b) => a + b, 0), 0);
      for (let tries = 0; tries < 50 && (await written()) < 120; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const judgement = (await judge())[0];
      expect(judgement?.health).toMatchObject({
        canary: CANARY,
        stable: STABLE,
        action: 'rollback',
        canaryCounts: { views: 60, failed: 15, failures: { execution: 15 } },
        stableCounts: { views: 60, failed: 0 },
      });
      expect(judgement?.rolledBack).toMatch(
        /^자동 롤백\(카나리 판정\): mf_press 1\.1\.0-canary0001의 최근 \d+분 오류율 25\.0%/,
      );

      const entry = checkStoredShape(await store.read()).live.mf_press;
      expect(entry).toMatchObject({ version: STABLE, canary: null });
      const [last] = (await store.readLog(1)).entries;
      expect(last).toMatchObject({ action: 'rollback', by: PRESS_DEPLOYER, reason: judgement?.rolledBack });
      // Nothing left to judge.
      expect(await judge()).toEqual([]);
    } finally {
      await store.close();
    }
  });

  it('lets a deployer read the remote counters only, and nobody without an account', async () => {
    const store = deployer();
    try {
      const minute = Math.floor(Date.now() / 60_000);
      expect((await store.readCounters('remote', minute - 5, minute)).length).toBeGreaterThan(0);
      await expect(store.readCounters('vital', minute - 5, minute)).rejects.toThrow(
        `${PRESS_DEPLOYER} may not read the telemetry counters`,
      );
    } finally {
      await store.close();
    }
    const { host: address, port } = firestoreEmulator();
    const anonymous = await fetch(
      `http://${address}:${port}/v1/projects/${PROJECT}/databases/(default)/documents:runQuery`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          structuredQuery: {
            from: [{ collectionId: TELEMETRY_COLLECTION }],
            where: { fieldFilter: { field: { fieldPath: 'kind' }, op: 'EQUAL', value: { stringValue: 'remote' } } },
          },
        }),
      },
    );
    expect(anonymous.status).toBe(403);
  });
});
