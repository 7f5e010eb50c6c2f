import { randomBytes } from 'node:crypto';
import { setLogLevel } from 'firebase/firestore/lite';
import { bucketOf, VITALS } from '@gagyeong/contracts/telemetry';
import {
  AUTH_PROJECT,
  clearFirestore,
  completeSignIn,
  createAdminUser,
  createAuthUser,
  randomMobile,
  emulatorWebConfig,
  firestoreEmulator,
  loadFirestoreRules,
} from '@test/firebase-emulators';
import { createFirestoreInbox } from '../../../inbox/api/firebase/firestore-inbox';
import { firestoreVitalsReport, TELEMETRY_COLLECTION } from './firestore-vitals';

// The emulator answers in milliseconds, but Java's warm-up on a busy machine does not.
jest.setTimeout(30_000);

// The administrator's view in firebase mode reads the hosts' counters from Firestore (under the
// repository's firestore.rules: administrators only) and sums them with the embedded server's rule.
const PROJECT = 'demo-vitals-view';
const PASSWORD = randomBytes(12).toString('base64url');
const ADMIN = `vitals-admin-${Date.now()}@example.kr`;
const MEMBER = `vitals-member-${Date.now()}@example.kr`;
const CONFIG = emulatorWebConfig(PROJECT);
const NOW = Date.now();
const MINUTE = Math.floor(NOW / 60_000);

const strings = (values: string[]) => ({ arrayValue: { values: values.map((value) => ({ stringValue: value })) } });
const ints = (values: number[]) => ({
  arrayValue: { values: values.map((value) => ({ integerValue: String(value) })) },
});

/** A document as a host writes one (past the rules, as the owner: the host's writes are tested on the server). */
async function seed(id: string, minute: number, kind: string, entries: { key: string[]; buckets: number[] }[]) {
  const { host, port } = firestoreEmulator();
  const response = await fetch(
    `http://${host}:${port}/v1/projects/${PROJECT}/databases/(default)/documents/${TELEMETRY_COLLECTION}?documentId=${id}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
      body: JSON.stringify({
        fields: {
          minute: { integerValue: String(minute) },
          kind: { stringValue: kind },
          expireAt: { timestampValue: new Date((minute + 30 * 24 * 60) * 60_000).toISOString() },
          entries: {
            arrayValue: {
              values: entries.map((entry) => ({
                mapValue: { fields: { key: strings(entry.key), buckets: ints(entry.buckets) } },
              })),
            },
          },
        },
      }),
    },
  );
  if (!response.ok) throw new Error(`seeding ${id}: ${response.status} ${await response.text()}`);
}

function histogram(...values: number[]): number[] {
  const counts = new Array<number>(VITALS.LCP.buckets.length).fill(0);
  for (const value of values) counts[bucketOf(VITALS.LCP.buckets, value)]! += 1;
  return counts;
}

describe('the vitals view on Firestore', () => {
  beforeAll(async () => {
    setLogLevel('silent');
    await loadFirestoreRules(PROJECT);
    await clearFirestore(PROJECT);
    await Promise.all([createAdminUser(AUTH_PROJECT, ADMIN, PASSWORD), createAuthUser(AUTH_PROJECT, MEMBER, PASSWORD)]);
    // Two hosts, two minutes, one document nobody should count (another kind's shape).
    await seed('a', MINUTE - 5, 'vital', [{ key: ['LCP', '/', 'phone'], buckets: histogram(1000, 1200) }]);
    await seed('b', MINUTE - 2, 'vital', [
      { key: ['LCP', '/', 'phone'], buckets: histogram(1400, 2000) },
      { key: ['LCP', '/'], buckets: [9] },
    ]);
    await seed('c', MINUTE - 2, 'lcp-element', [{ key: ['/', 'phone', 'h1#home-hero-title'], buckets: [3] }]);
    // Outside a one-day period.
    await seed('d', MINUTE - 2 * 24 * 60, 'vital', [{ key: ['LCP', '/', 'phone'], buckets: histogram(9000) }]);
  });

  const inbox = createFirestoreInbox(CONFIG);
  afterEach(() => inbox.signOut());

  it('sums every host’s documents of the period into p75 per route and device class', async () => {
    // With the SMS second factor: firestore.rules let only such a token read the counters.
    await completeSignIn(inbox.signIn(ADMIN, PASSWORD), randomMobile());
    const report = await firestoreVitalsReport(CONFIG, 1, NOW);
    expect(report.days).toBe(1);
    expect(report.rows).toEqual([
      {
        route: '/',
        device: 'phone',
        samples: 4,
        p75: { LCP: 1400, INP: null, CLS: null, TTFB: null },
        lcpElement: { selector: 'h1#home-hero-title', count: 3 },
      },
    ]);
    expect((await firestoreVitalsReport(CONFIG, 7, NOW)).rows[0]?.samples).toBe(5);
  });

  it('are the operator’s: an account without the admin claim reads none of them', async () => {
    await inbox.signIn(MEMBER, PASSWORD).catch(() => undefined);
    await expect(firestoreVitalsReport(CONFIG, 7, NOW)).rejects.toMatchObject({ name: 'VitalsError' });
  });
});
