import { TELEMETRY_RETENTION_DAYS, type AggregateRow } from '@gagyeong/contracts/telemetry';
import { clearFirestore, emulatorWebConfig, firestoreEmulator, loadFirestoreRules } from '@test/firebase-emulators';
import { randomBytes } from 'node:crypto';
import { createFirestoreTelemetryStore, ENTRIES_PER_DOCUMENT, TELEMETRY_COLLECTION } from './firestore-telemetry-store';
import { isSealed } from './telemetry-seal';

// The emulator answers in milliseconds, but Java's warm-up on a busy machine does not.
jest.setTimeout(30_000);

// Firebase mode's telemetry counters against the Firestore emulator with the repository's
// firestore.rules: written by a host without credential, read by administrators only, changed by nobody.
const PROJECT = 'demo-telemetry';
const CONFIG = emulatorWebConfig(PROJECT);
/** The hosts' visitor key (VISITOR_SECRET): what seals their documents. */
const KEY = randomBytes(32);
const hostStore = () => createFirestoreTelemetryStore(CONFIG, { sealKey: KEY });

function documentsUrl(): string {
  const { host, port } = firestoreEmulator();
  return `http://${host}:${port}/v1/projects/${PROJECT}/databases/(default)/documents`;
}

/** A REST call as an unauthenticated client (what a host, or anyone with the web config, is). */
async function anonymous(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${documentsUrl()}${path}`, { ...init, headers: { 'Content-Type': 'application/json' } });
}

interface StoredDocument {
  name: string;
  fields: Record<
    string,
    { integerValue?: string; stringValue?: string; timestampValue?: string; arrayValue?: { values?: unknown[] } }
  >;
}

/** What is stored, read past the rules (the emulator's owner token). */
async function stored(): Promise<StoredDocument[]> {
  const response = await fetch(`${documentsUrl()}/${TELEMETRY_COLLECTION}?pageSize=300`, {
    headers: { Authorization: 'Bearer owner' },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { documents?: StoredDocument[] }).documents ?? [];
}

const minuteNow = () => Math.floor(Date.now() / 60_000);

describe('telemetry counters on Firestore', () => {
  beforeAll(async () => {
    await loadFirestoreRules(PROJECT);
  });
  beforeEach(() => clearFirestore(PROJECT));

  it('are written as new documents per minute and kind, not readable without a credential', async () => {
    const minute = minuteNow();
    const rows: AggregateRow[] = [
      { minute, kind: 'vital', key: ['LCP', '/', 'phone'], buckets: [0, 2, 1] },
      { minute, kind: 'vital', key: ['INP', '/', 'phone'], buckets: [3] },
      { minute, kind: 'lcp-element', key: ['/', 'phone', 'h1'], buckets: [2] },
    ];
    await hostStore().add(rows);
    const documents = await stored();
    expect(documents).toHaveLength(2);
    const vital = documents.find((d) => d.fields.kind?.stringValue === 'vital');
    expect(vital?.fields.minute?.integerValue).toBe(String(minute));
    expect(vital?.fields.entries?.arrayValue?.values).toHaveLength(2);
    const expires = Date.parse(vital?.fields.expireAt?.timestampValue ?? '');
    expect(expires - minute * 60_000).toBe(TELEMETRY_RETENTION_DAYS * 24 * 60 * 60_000);
    // The speed figures are the operator's: a client without the admin claim reads none of them.
    expect((await anonymous(`/${TELEMETRY_COLLECTION}?pageSize=300`)).status).toBe(403);
    const name = vital?.name.split('/documents/')[1] ?? '';
    expect((await anonymous(`/${name}`)).status).toBe(403);
  });

  it('split a flush with many counters into documents the rules accept', async () => {
    const minute = minuteNow();
    const rows: AggregateRow[] = Array.from({ length: ENTRIES_PER_DOCUMENT + 5 }, (_, i) => ({
      minute,
      kind: 'lcp-element',
      key: ['/', 'phone', `h${i}`],
      buckets: [1],
    }));
    await hostStore().add(rows);
    expect(await stored()).toHaveLength(2);
  });

  it('cannot be changed, deleted or forged in another shape by a client', async () => {
    const minute = minuteNow();
    await hostStore().add([{ minute, kind: 'vital', key: ['LCP', '/', 'phone'], buckets: [1] }]);
    const [document] = await stored();
    const name = document?.name.split('/documents/')[1] ?? '';
    const update = await anonymous(`/${name}`, {
      method: 'PATCH',
      body: JSON.stringify({ fields: { ...document?.fields, minute: { integerValue: String(minute - 1) } } }),
    });
    expect(update.status).toBe(403);
    expect((await anonymous(`/${name}`, { method: 'DELETE' })).status).toBe(403);

    const valid = {
      minute: { integerValue: String(minute) },
      kind: { stringValue: 'vital' },
      expireAt: { timestampValue: new Date((minute + 30 * 24 * 60) * 60_000).toISOString() },
      entries: { arrayValue: { values: [{ mapValue: { fields: {} } }] } },
    };
    let made = 0;
    const create = (fields: Record<string, unknown>) =>
      anonymous(`/${TELEMETRY_COLLECTION}?documentId=forged-${(made += 1)}`, {
        method: 'POST',
        body: JSON.stringify({ fields }),
      });
    expect((await create(valid)).status).toBe(200);
    expect((await create({ ...valid, kind: { stringValue: 'keystrokes' } })).status).toBe(403);
    // Counters are kept per minute, hour or day: a document may name up to a day back, no more.
    expect((await create({ ...valid, minute: { integerValue: String(minute - 2 * 60 * 24) } })).status).toBe(403);
    expect((await create({ ...valid, kind: { stringValue: 'intake' } })).status).toBe(200);
    expect((await create({ ...valid, seal: { stringValue: 'x'.repeat(65) } })).status).toBe(403);
    expect((await create({ ...valid, expireAt: { timestampValue: new Date().toISOString() } })).status).toBe(403);
    expect((await create({ ...valid, ip: { stringValue: '203.0.113.9' } })).status).toBe(403);
    const many = { arrayValue: { values: Array.from({ length: 201 }, () => ({ mapValue: { fields: {} } })) } };
    expect((await create({ ...valid, entries: many })).status).toBe(403);
  });

  it('carry the host’s seal, which a document created past the hosts lacks or cannot forge', async () => {
    const minute = minuteNow();
    const rows: AggregateRow[] = [{ minute, kind: 'remote', key: ['mf_press', '1.0.0', 'failed'], buckets: [3] }];
    await hostStore().add(rows);
    const entries = [
      {
        mapValue: {
          fields: {
            key: {
              arrayValue: {
                values: [{ stringValue: 'mf_press' }, { stringValue: '1.0.0' }, { stringValue: 'failed' }],
              },
            },
            buckets: { arrayValue: { values: [{ integerValue: '900' }] } },
          },
        },
      },
    ];
    const forged = (seal?: string) => ({
      minute: { integerValue: String(minute) },
      kind: { stringValue: 'remote' },
      expireAt: { timestampValue: new Date((minute + 30 * 24 * 60) * 60_000).toISOString() },
      entries: { arrayValue: { values: entries } },
      ...(seal ? { seal: { stringValue: seal } } : {}),
    });
    const [host] = await stored();
    const hostSeal = host?.fields.seal?.stringValue ?? '';
    for (const [id, fields] of [
      ['unsealed', forged()],
      ['copied-seal', forged(hostSeal)],
    ] as const) {
      const created = await anonymous(`/${TELEMETRY_COLLECTION}?documentId=${id}`, {
        method: 'POST',
        body: JSON.stringify({ fields }),
      });
      expect(created.status).toBe(200);
    }
    // As a reader sees them (the SDK's plain values).
    const plain = (document: StoredDocument) => ({
      minute: Number(document.fields.minute?.integerValue),
      kind: document.fields.kind?.stringValue,
      seal: document.fields.seal?.stringValue,
      entries: (document.fields.entries?.arrayValue?.values ?? []).map((entry) => {
        const fields = (
          entry as {
            mapValue: {
              fields: Record<string, { arrayValue: { values: { stringValue?: string; integerValue?: string }[] } }>;
            };
          }
        ).mapValue.fields;
        return {
          key: fields.key?.arrayValue.values.map((part) => part.stringValue),
          buckets: fields.buckets?.arrayValue.values.map((count) => Number(count.integerValue)),
        };
      }),
    });
    const sealed = (await stored()).filter((document) => isSealed(KEY, plain(document)));
    expect(sealed.map((document) => document.name)).toEqual([host?.name]);
    expect(isSealed(randomBytes(32), plain(host!))).toBe(false);
  });
});
