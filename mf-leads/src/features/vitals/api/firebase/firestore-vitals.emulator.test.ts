import { seedTelemetryMinute } from '@test/firebase-emulators';
import { emulatorProject } from '@test/emulator-project';
import { bucketOf, VITALS } from '@gagyeong/contracts/telemetry';
import { createFirestoreInbox } from '../../../inbox/api/firebase/firestore-inbox';
import { firestoreVitalsReport } from './firestore-vitals';

// The administrator's view in firebase mode reads the hosts' counters from Firestore (under the
// repository's firestore.rules: administrators only) and sums them with the embedded server's rule.
const PROJECT = 'demo-vitals-view';
const NOW = Date.now();
const MINUTE = Math.floor(NOW / 60_000);

/** A document as a host writes one. */
const seed = (id: string, minute: number, kind: string, entries: { key: string[]; buckets: number[] }[]) =>
  seedTelemetryMinute(PROJECT, id, minute, kind, entries);

function histogram(...values: number[]): number[] {
  const counts = new Array<number>(VITALS.LCP.buckets.length).fill(0);
  for (const value of values) counts[bucketOf(VITALS.LCP.buckets, value)]! += 1;
  return counts;
}

const { config, admin, member } = emulatorProject(PROJECT, 'vitals', {
  logLevel: 'silent',
  seed: async () => {
    // Two hosts, two minutes, one document nobody should count (another kind's shape).
    await seed('a', MINUTE - 5, 'vital', [{ key: ['LCP', '/', 'phone'], buckets: histogram(1000, 1200) }]);
    await seed('b', MINUTE - 2, 'vital', [
      { key: ['LCP', '/', 'phone'], buckets: histogram(1400, 2000) },
      { key: ['LCP', '/'], buckets: [9] },
    ]);
    await seed('c', MINUTE - 2, 'lcp-element', [
      { key: ['/', 'phone', 'main>h1'], buckets: [3] },
      // Free text (written past the hosts) is no name of the vocabulary: never shown.
      { key: ['/', 'phone', 'div#forged>span.attacker'], buckets: [50] },
    ]);
    // Outside a one-day period.
    await seed('d', MINUTE - 2 * 24 * 60, 'vital', [{ key: ['LCP', '/', 'phone'], buckets: histogram(9000) }]);
  },
});

describe('the vitals view on Firestore', () => {
  const inbox = createFirestoreInbox(config);
  afterEach(() => inbox.signOut());

  it('sums every host’s documents of the period into p75 per route and device class', async () => {
    // With the SMS second factor: firestore.rules let only such a token read the counters.
    await admin.signIn(inbox);
    const report = await firestoreVitalsReport(config, 1, NOW);
    expect(report.days).toBe(1);
    expect(report.rows).toEqual([
      {
        route: '/',
        device: 'phone',
        samples: 4,
        p75: { LCP: 1400, INP: null, CLS: null, TTFB: null },
        visitors: { LCP: 4, INP: 0, CLS: 0, TTFB: 0 },
        lcpElement: { selector: 'main>h1', count: 3 },
      },
    ]);
    expect((await firestoreVitalsReport(config, 7, NOW)).rows[0]?.samples).toBe(5);
  });

  it('are the operator’s: an account without the admin claim reads none of them', async () => {
    await inbox.signIn(member.email, member.password).catch(() => undefined);
    await expect(firestoreVitalsReport(config, 7, NOW)).rejects.toMatchObject({ name: 'VitalsError' });
  });
});
