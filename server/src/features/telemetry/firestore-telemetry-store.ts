import { randomBytes } from 'node:crypto';
import type { FirebaseConfig } from '@gagyeong/contracts';
import { TELEMETRY_COLLECTION, TELEMETRY_RETENTION_DAYS, type AggregateRow } from '@gagyeong/contracts/telemetry';
import { firestoreRestBase } from '../firestore-leads/firestore-lead-store';
import { sealOf } from './telemetry-seal';
import type { TelemetryStore } from './telemetry-store';

export { TELEMETRY_COLLECTION };
/** Entries per document (the rules' bound). */
export const ENTRIES_PER_DOCUMENT = 200;
const WRITE_TIMEOUT_MS = 10_000;

/**
 * Firebase mode (docs/decisions/0057-telemetry-beacons.md): each flush of a host writes, per minute
 * and kind, one new document of counters, as an unauthenticated client with the web API key under
 * firestore.rules (hosts hold no credential). Documents are never updated (the rules refuse it),
 * so hosts never contend and a writer cannot lower anyone's counts; readers sum them. Each carries
 * `expireAt`, the field of the collection's TTL policy (firestore.indexes.json), 30 days on, and
 * the host's `seal` (telemetry-seal.ts). What a host writes passed the same recorder as local
 * mode's (signed buckets, networks, the storage bound).
 */
export function createFirestoreTelemetryStore(
  firebase: FirebaseConfig,
  options: { readonly sealKey: Buffer },
  fetchImpl: typeof fetch = fetch,
): TelemetryStore {
  const documents = firestoreRestBase(firebase);
  const commitUrl = `${documents}:commit?key=${encodeURIComponent(firebase.apiKey)}`;
  const names = documents.slice(documents.indexOf('projects/'));
  // Distinguishes this host's documents from another's written for the same minute.
  const host = randomBytes(6).toString('hex');
  let sequence = 0;

  function documentOf(minute: number, kind: string, rows: readonly AggregateRow[]) {
    sequence += 1;
    return {
      update: {
        name: `${names}/${TELEMETRY_COLLECTION}/${minute}-${kind}-${host}-${sequence}`,
        fields: {
          minute: { integerValue: String(minute) },
          kind: { stringValue: kind },
          expireAt: { timestampValue: new Date((minute + TELEMETRY_RETENTION_DAYS * 24 * 60) * 60_000).toISOString() },
          // The judge counts only documents a host sealed (telemetry-seal.ts).
          seal: { stringValue: sealOf(options.sealKey, minute, kind, rows) },
          entries: {
            arrayValue: {
              values: rows.map((row) => ({
                mapValue: {
                  fields: {
                    key: { arrayValue: { values: row.key.map((part) => ({ stringValue: part })) } },
                    buckets: { arrayValue: { values: row.buckets.map((count) => ({ integerValue: String(count) })) } },
                  },
                },
              })),
            },
          },
        },
      },
      currentDocument: { exists: false },
    };
  }

  return {
    async add(rows) {
      const groups = new Map<string, AggregateRow[]>();
      for (const row of rows) {
        const id = `${row.minute}\n${row.kind}`;
        groups.set(id, [...(groups.get(id) ?? []), row]);
      }
      const writes = [...groups.values()].flatMap((group) => {
        const parts = [];
        for (let start = 0; start < group.length; start += ENTRIES_PER_DOCUMENT) {
          parts.push(documentOf(group[0]!.minute, group[0]!.kind, group.slice(start, start + ENTRIES_PER_DOCUMENT)));
        }
        return parts;
      });
      if (writes.length === 0) return;
      const response = await fetchImpl(commitUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ writes }),
        signal: AbortSignal.timeout(WRITE_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`Firestore commit answered ${response.status}: ${await response.text()}`);
    },
  };
}
