import { LEAD_RETENTION } from '@gagyeong/contracts/leads';
import { clearFirestore, firestoreEmulator, NULL, text, time, type FirestoreValue } from '@test/firebase-emulators';
import type { FirestoreTarget } from './firestore-rest';
import { purgeFirestoreLeads } from './purge-firestore-leads';

// Seeding hundreds of documents and Java's warm-up on a busy machine take a while.
jest.setTimeout(60_000);

// The retention purge of firebase mode against the Firestore emulator, through its REST API with
// the owner token (the Admin API's place in production).
const PROJECT = 'demo-leads-purge';
const NOW = Date.parse('2026-06-01T00:00:00.000Z'); // 2026-06-01 09:00 KST

function target(): FirestoreTarget {
  const { host, port } = firestoreEmulator();
  return { baseUrl: `http://${host}:${port}/v1`, projectId: PROJECT, accessToken: async () => 'owner' };
}

function documentsUrl(): string {
  const { host, port } = firestoreEmulator();
  return `http://${host}:${port}/v1/projects/${PROJECT}/databases/(default)/documents`;
}

async function post(url: string, body: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function lead(createdAt: string, closedAt: string | null): Record<string, FirestoreValue> {
  return {
    form: text('popup'),
    name: text('고객'),
    phone: text('010-0000-0000'),
    createdAt: time(createdAt),
    consentAt: time(createdAt),
    status: text(closedAt ? 'closed' : 'new'),
    memo: text(''),
    closedAt: closedAt ? time(closedAt) : NULL,
  };
}

async function seed(leads: ReadonlyMap<string, Record<string, FirestoreValue>>): Promise<void> {
  const writes = [...leads].map(([id, fields]) => ({
    update: { name: `projects/${PROJECT}/databases/(default)/documents/leads/${id}`, fields },
  }));
  for (let start = 0; start < writes.length; start += 500) {
    await post(`${documentsUrl()}:commit`, { writes: writes.slice(start, start + 500) });
  }
}

async function ids(collectionId: string): Promise<string[]> {
  const rows = (await post(`${documentsUrl()}:runQuery`, {
    structuredQuery: { from: [{ collectionId }] },
  })) as { document?: { name: string } }[];
  return rows.flatMap((row) => (row.document ? [row.document.name.split('/').pop() ?? ''] : [])).sort();
}

async function deletions(): Promise<{ reason: string; rule: string; count: number; at: string }[]> {
  const rows = (await post(`${documentsUrl()}:runQuery`, {
    structuredQuery: { from: [{ collectionId: 'leadDeletions' }] },
  })) as { document?: { fields: Record<string, Record<string, string>> } }[];
  return rows.flatMap((row) => {
    const fields = row.document?.fields;
    if (!fields) return [];
    return [
      {
        reason: fields.reason?.stringValue ?? '',
        rule: fields.rule?.stringValue ?? '',
        count: Number(fields.count?.integerValue),
        at: fields.at?.timestampValue ?? '',
      },
    ];
  });
}

beforeEach(async () => {
  await clearFirestore(PROJECT);
});

describe('the retention purge on Firestore', () => {
  it('deletes exactly the leads a year past arrival (never closed) or past closing, and records the run', async () => {
    await seed(
      new Map([
        // Arrived a year and a second ago, never closed: due.
        [uuid(1), lead('2025-05-31T23:59:59.000Z', null)],
        // Arrived a second less than a year ago: kept.
        [uuid(2), lead('2025-06-01T00:00:01.000Z', null)],
        // Arrived two years ago, closed ten months ago: kept (counts from closing).
        [uuid(3), lead('2024-06-01T00:00:00.000Z', '2025-08-01T00:00:00.000Z')],
        // Arrived two years ago, closed thirteen months ago: due.
        [uuid(4), lead('2024-06-01T00:00:00.000Z', '2025-05-01T00:00:00.000Z')],
        // Exactly a year to the Korean minute after closing: due.
        [uuid(5), lead('2025-01-01T00:00:00.000Z', '2025-06-01T00:00:00.000Z')],
      ]),
    );
    const before = Date.now();
    await expect(purgeFirestoreLeads(target(), NOW)).resolves.toEqual({ deleted: 3, rule: LEAD_RETENTION.rule });
    await expect(ids('leads')).resolves.toEqual([uuid(2), uuid(3)]);
    const records = await deletions();
    expect(records).toEqual([{ reason: 'retention', rule: LEAD_RETENTION.rule, count: 3, at: expect.any(String) }]);
    // The record's time is the server's time of the run, and it names no lead.
    expect(Math.abs(Date.parse(records[0]?.at ?? '') - before)).toBeLessThan(60_000);
  });

  it('records a run that found nothing due', async () => {
    await seed(new Map([[uuid(2), lead('2025-06-01T00:00:01.000Z', null)]]));
    await expect(purgeFirestoreLeads(target(), NOW)).resolves.toEqual({ deleted: 0, rule: LEAD_RETENTION.rule });
    await expect(ids('leads')).resolves.toEqual([uuid(2)]);
    await expect(deletions()).resolves.toEqual([expect.objectContaining({ reason: 'retention', count: 0 })]);
  });

  it('reads and deletes past one page and one commit (hundreds of due leads, the kept ones among them)', async () => {
    const leads = new Map<string, Record<string, FirestoreValue>>();
    for (let n = 1; n <= 700; n += 1) {
      // Same arrival time for many (ties on the page boundary); every tenth was closed recently.
      const createdAt = new Date(Date.parse('2024-01-01T00:00:00.000Z') + (n % 50) * 60_000).toISOString();
      leads.set(uuid(n), lead(createdAt, n % 10 === 0 ? '2026-01-01T00:00:00.000Z' : null));
    }
    await seed(leads);
    await expect(purgeFirestoreLeads(target(), NOW)).resolves.toEqual({ deleted: 630, rule: LEAD_RETENTION.rule });
    const kept = await ids('leads');
    expect(kept).toHaveLength(70);
    expect(kept.every((id) => Number(id.slice(-12)) % 10 === 0)).toBe(true);
    await expect(deletions()).resolves.toEqual([expect.objectContaining({ count: 630 })]);
  });

  it('fails with the status when Firestore refuses (a wrong token), deleting nothing', async () => {
    await seed(new Map([[uuid(1), lead('2025-05-31T23:59:59.000Z', null)]]));
    const { host, port } = firestoreEmulator();
    // Without the owner token the emulator applies the rules, which give leads to administrators only.
    await fetch(`http://${host}:${port}/emulator/v1/projects/${PROJECT}:securityRules`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        rules: {
          files: [
            {
              name: 'firestore.rules',
              content:
                "rules_version = '2'; service cloud.firestore { match /databases/{d}/documents { match /{doc=**} { allow read, write: if false; } } }",
            },
          ],
        },
      }),
    });
    await expect(
      purgeFirestoreLeads({ ...target(), accessToken: async () => 'not-a-token' }, NOW),
    ).rejects.toMatchObject({
      name: 'FirestoreRequestError',
    });
    await expect(ids('leads')).resolves.toEqual([uuid(1)]);
  });
});
