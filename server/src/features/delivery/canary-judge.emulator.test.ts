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
import { beacon, visitorsOfGroup, type Visitor } from '../../test-support/telemetry-visitors';
import { isSealed } from '../telemetry/telemetry-seal';
import { manifestOf, releaseOf, writeFixtureDist } from '../../test-support/fixture-dist';
import { startTestServer, tempDir, type TestServer } from '../../test-support/test-server';
import { createFirestoreLiveMapStore } from '../releases/firestore-live-map-store';
import { deploy, startCanary } from '../releases/live-map';
import { checkStoredShape } from '../releases/live-map-store';
import { judgeCanaries } from './canary-judge';

// Firebase mode's canary judge on the emulators under the repository's rules
// (docs/decisions/0064-errors-per-version-and-the-canary-judge.md,
// 0125-signed-visitors-and-the-canary-judge.md): a host without credential counts signed visitors
// from their networks, as in local mode, and writes its sealed counters to Firestore; the deploy
// command, signed in as the remote's deployer and holding the hosts' VISITOR_SECRET, reads them,
// counts only what a host sealed, and rolls the failing canary back, saying why in the log.
jest.setTimeout(60_000);

const PROJECT = 'demo-canary-judge';
const RUN = Date.now().toString(36);
const PASSWORD = 'deployer-password-1';
const DEPLOYER = `judge-marketing-${RUN}@team.test`;
/** Releases the host keeps, so it can check them before it follows the map (as every host does). */
let STABLE = '';
let CANARY = '';
const release = manifestOf;
/** The hosts' VISITOR_SECRET, which the deployer's judge holds too. */
const VISITOR_SECRET = 'a-visitor-secret-of-the-fleet-0123456789';

describe('the canary judge on Firestore', () => {
  let host: TestServer;
  const networks = { next: 0, first: 60 };
  const deployer = () =>
    createFirestoreLiveMapStore({
      firebase: emulatorWebConfig(PROJECT),
      account: { email: DEPLOYER, password: PASSWORD },
    });

  beforeAll(async () => {
    await loadFirestoreRules(PROJECT);
    await clearFirestore(PROJECT);
    await createAuthUser(AUTH_PROJECT, DEPLOYER, PASSWORD, { deploy: ['mf_marketing'] });
    const distRoot = tempDir();
    writeFixtureDist(distRoot);
    host = await startTestServer({
      distRoot,
      ssr: false,
      config: {
        backend: { mode: 'firebase', firebase: emulatorWebConfig(PROJECT, { firestore: firestoreEmulator() }) },
      },
      telemetry: { flushMs: 100, rateLimit: { max: 10_000, timeWindowMs: 60_000 } },
      visitorSecret: VISITOR_SECRET,
    });
    STABLE = releaseOf(host, 'stable');
    CANARY = releaseOf(host, 'canary');
  });
  afterAll(() => host.close());

  /** Visitors of one group, each from a network of its own. */
  const visitorsOf = (canary: { url: string; version: string; share: number }, wanted: boolean, count: number) =>
    visitorsOfGroup(host, { remote: 'mf_marketing', canary, wanted, count, networks });
  /** A page view of mf_marketing in `version` as a browser's beacon reaches the host. */
  const pageView = async (visitor: Visitor, version: string, failures: string[] = []) => {
    const events = [
      { kind: 'remote-view', remote: 'mf_marketing', version },
      ...failures.map((failure) => ({ kind: 'remote-error', remote: 'mf_marketing', version, failure })),
    ];
    expect((await visitor.send(beacon({ route: '/Brand/intro', device: 'desktop' }, events))).status).toBe(204);
  };
  const sealedBy = Buffer.from(VISITOR_SECRET, 'utf8');

  it('reads the hosts’ counters as the deployer and rolls a failing canary back, with the reason in the log', async () => {
    const store = deployer();
    try {
      const change = {
        remote: 'mf_marketing' as const,
        configuredUrl: '/remotes/mf-marketing/mf-manifest.json',
        by: DEPLOYER,
      };
      await deploy(store, { ...change, target: { url: release(STABLE), version: STABLE } });
      await startCanary(store, { ...change, target: { url: release(CANARY), version: CANARY }, share: 50 });
      const canary = { url: release(CANARY), version: CANARY, share: 50 };
      // The host follows the map in Firestore: it counts a version only as the map gives it.
      for (let tries = 0; tries < 100; tries += 1) {
        const health = (await (await fetch(`${host.baseUrl}/api/health`)).json()) as {
          remotes: { mf_marketing?: { canary?: unknown } };
        };
        if (health.remotes.mf_marketing?.canary) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      for (const visitor of await visitorsOf(canary, false, 60)) await pageView(visitor, STABLE);
      for (const [index, visitor] of (await visitorsOf(canary, true, 60)).entries()) {
        await pageView(visitor, CANARY, index % 4 === 0 ? ['execution'] : []);
      }
      // Someone with the web config writes counters past the hosts: the stable version failing for
      // a thousand networks, to hide the canary's failures. Well-shaped, so the rules take it.
      const minuteNow = Math.floor(Date.now() / 60_000);
      const { host: address, port } = firestoreEmulator();
      const key = (what: string) => ({
        arrayValue: { values: [{ stringValue: 'mf_marketing' }, { stringValue: STABLE }, { stringValue: what }] },
      });
      const counter = (what: string) => ({
        mapValue: { fields: { key: key(what), buckets: { arrayValue: { values: [{ integerValue: '1000' }] } } } },
      });
      const forged = await fetch(
        `http://${address}:${port}/v1/projects/${PROJECT}/databases/(default)/documents/${TELEMETRY_COLLECTION}?documentId=forged-stable`,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            fields: {
              minute: { integerValue: String(minuteNow) },
              kind: { stringValue: 'remote' },
              expireAt: { timestampValue: new Date((minuteNow + 30 * 24 * 60) * 60_000).toISOString() },
              entries: { arrayValue: { values: ['view', 'failed', 'networks:view', 'networks:failed'].map(counter) } },
            },
          }),
        },
      );
      expect(forged.status).toBe(200);

      const judge = () =>
        judgeCanaries({
          store,
          counts: (from, to) => store.readCounters('remote', from, to, (document) => isSealed(sealedBy, document)),
          policy: DEFAULT_CANARY_POLICY,
          now: Date.now,
          by: DEPLOYER,
          remotes: ['mf_marketing'],
        });
      // The host writes what it counted within a flush (100 ms here): judged once all 120 views
      // are written, or the judge may act on the first 50 canary views and report fewer.
      const minute = Math.floor(Date.now() / 60_000);
      const written = async () =>
        (await store.readCounters('remote', minute - 5, minute + 5, (document) => isSealed(sealedBy, document)))
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
        // The forged document is not counted: the judge reads what the hosts sealed.
        stableCounts: { views: 60, failed: 0 },
      });
      // Networks are a sketch's estimate: sixty and fifteen networks, near enough.
      expect(Math.abs((judgement?.health.canaryCounts.viewNetworks ?? 0) - 60)).toBeLessThanOrEqual(8);
      expect(Math.abs((judgement?.health.canaryCounts.failedNetworks ?? 0) - 15)).toBeLessThanOrEqual(3);
      expect(judgement?.rolledBack).toMatch(
        new RegExp(
          `^자동 롤백\\(카나리 판정\\): mf_marketing ${CANARY.replaceAll('.', '\\.')}의 최근 \\d+분 오류율 25\\.0%`,
        ),
      );

      const entry = checkStoredShape(await store.read()).live.mf_marketing;
      expect(entry).toMatchObject({ version: STABLE, canary: null });
      const [last] = (await store.readLog(1)).entries;
      expect(last).toMatchObject({ action: 'rollback', by: DEPLOYER, reason: judgement?.rolledBack });
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
        `${DEPLOYER} may not read the telemetry counters`,
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
