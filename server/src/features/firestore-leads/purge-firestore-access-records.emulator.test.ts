import { ACCESS_RECORD_RETENTION } from '@gagyeong/contracts/access';
import {
  clearFirestore,
  firestoreEmulator,
  int,
  seedDocument,
  storedDocuments,
  text,
  time,
  type FirestoreValue,
} from '@test/firebase-emulators';
import type { FirestoreTarget } from './firestore-rest';
import { purgeFirestoreAccessRecords } from './purge-firestore-access-records';

// Seeding hundreds of documents and Java's warm-up on a busy machine take a while.
jest.setTimeout(60_000);

// The retention purge of the access records in firebase mode against the Firestore emulator,
// through its REST API with the owner token (the operator's credentials in production).
const PROJECT = 'demo-access-purge';
const NOW = Date.parse('2026-06-01T00:00:00.000Z');
const TWO_YEARS = 2 * 365 * 24 * 60 * 60 * 1000;

function target(): FirestoreTarget {
  const { host, port } = firestoreEmulator();
  return { baseUrl: `http://${host}:${port}/v1`, projectId: PROJECT, accessToken: async () => 'owner' };
}

function accessRecord(at: number): Record<string, FirestoreValue> {
  return {
    at: time(new Date(at).toISOString()),
    account: text('admin@gagyeong.example'),
    action: text('list'),
    subjectCount: int(0),
    detail: { mapValue: { fields: {} } },
  };
}

async function seed(records: Readonly<Record<string, number>>): Promise<void> {
  await Promise.all(
    Object.entries(records).map(([id, at]) => seedDocument(PROJECT, `accessRecords/${id}`, accessRecord(at))),
  );
}

async function stored() {
  const documents = await storedDocuments(PROJECT, 'accessRecords');
  return {
    kept: documents
      .filter(({ data }) => data.action !== 'purge')
      .map(({ id }) => id)
      .sort(),
    runs: documents.filter(({ data }) => data.action === 'purge').map(({ data }) => data),
  };
}

beforeEach(async () => {
  await clearFirestore(PROJECT);
});

describe('the access records purge on Firestore', () => {
  it('deletes the records older than 2 years, keeps the newer ones, and records the run', async () => {
    await seed({
      'older-by-a-day': NOW - TWO_YEARS - 24 * 60 * 60 * 1000,
      'older-by-a-second': NOW - TWO_YEARS - 1000,
      'exactly-two-years': NOW - TWO_YEARS,
      'younger-by-a-second': NOW - TWO_YEARS + 1000,
      'last-month': NOW - 30 * 24 * 60 * 60 * 1000,
    });
    const before = Date.now();
    await expect(purgeFirestoreAccessRecords(target(), NOW)).resolves.toEqual({
      deleted: 2,
      rule: ACCESS_RECORD_RETENTION.rule,
    });
    const { kept, runs } = await stored();
    expect(kept).toEqual(['exactly-two-years', 'last-month', 'younger-by-a-second']);
    expect(runs).toEqual([
      {
        at: expect.any(String),
        account: 'system',
        action: 'purge',
        subjects: [],
        subjectCount: 2,
        detail: { rule: ACCESS_RECORD_RETENTION.rule, before: new Date(NOW - TWO_YEARS).toISOString() },
      },
    ]);
    // The run's time is the server's.
    expect(Math.abs(Date.parse(String(runs[0]?.at)) - before)).toBeLessThan(60_000);
  });

  it('records a run that found nothing due, and deletes past one round (hundreds due)', async () => {
    await seed({ recent: NOW - 1000 });
    await expect(purgeFirestoreAccessRecords(target(), NOW)).resolves.toMatchObject({ deleted: 0 });
    expect((await stored()).runs).toEqual([expect.objectContaining({ subjectCount: 0 })]);

    await clearFirestore(PROJECT);
    const old: Record<string, number> = { recent: NOW - 1000 };
    for (let n = 0; n < 650; n += 1) old[`old-${n}`] = NOW - TWO_YEARS - 1000 - (n % 40) * 60_000;
    await seed(old);
    await expect(purgeFirestoreAccessRecords(target(), NOW)).resolves.toMatchObject({ deleted: 650 });
    const { kept, runs } = await stored();
    expect(kept).toEqual(['recent']);
    expect(runs).toEqual([expect.objectContaining({ subjectCount: 650 })]);
  });
});
