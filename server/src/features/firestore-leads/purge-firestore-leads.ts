import { randomUUID } from 'node:crypto';
import { LEAD_RETENTION } from '@gagyeong/contracts/leads';
import { leadPurgeDueAt, leadPurgeLooseBound } from '@gagyeong/contracts/lead-admin-rules';
import { COMMIT_MAX, firestoreRest, type FirestoreTarget, type RestDocument, type RestValue } from './firestore-rest';

/** Candidates read per query page. */
const PAGE = 300;

export interface FirestorePurgeResult {
  readonly deleted: number;
  readonly rule: string;
}

function timeOf(value: RestValue | undefined): number | null {
  if (value?.timestampValue === undefined) return null;
  const ms = Date.parse(value.timestampValue);
  return Number.isNaN(ms) ? null : ms;
}

/**
 * The retention purge of the leads in Firestore (firebase mode), the counterpart of the embedded
 * server's daily purge (docs/decisions/0030-lead-retention.md, 0042): destroys every lead whose
 * retention period (LEAD_RETENTION, one rule in contracts) has ended at `now`, and writes one
 * `leadDeletions` record (when, reason, rule, count; nothing about the leads), also when nothing
 * was due, so the record shows the purge ran. It talks to Firestore's REST API with an
 * administrator's token, past firestore.rules, as an operator's command (`npm run
 * leads:purge-firestore`) that a scheduler runs daily.
 */
export async function purgeFirestoreLeads(target: FirestoreTarget, now: number): Promise<FirestorePurgeResult> {
  const { database, documents, call, query } = firestoreRest(target);

  // Every due lead arrived before the loose bound; leadPurgeDueAt decides exactly.
  const looseBound = new Date(leadPurgeLooseBound(now)).toISOString();
  const due: string[] = [];
  for (let after: RestDocument | undefined; ;) {
    const afterCreatedAt = after?.fields?.createdAt?.timestampValue;
    const page = await query({
      from: [{ collectionId: 'leads' }],
      select: { fields: [{ fieldPath: 'createdAt' }, { fieldPath: 'closedAt' }] },
      where: {
        fieldFilter: {
          field: { fieldPath: 'createdAt' },
          op: 'LESS_THAN_OR_EQUAL',
          value: { timestampValue: looseBound },
        },
      },
      orderBy: [
        { field: { fieldPath: 'createdAt' }, direction: 'ASCENDING' },
        { field: { fieldPath: '__name__' }, direction: 'ASCENDING' },
      ],
      ...(after && afterCreatedAt !== undefined
        ? { startAt: { values: [{ timestampValue: afterCreatedAt }, { referenceValue: after.name }], before: false } }
        : {}),
      limit: PAGE,
    });
    for (const document of page) {
      const createdAt = timeOf(document.fields?.createdAt);
      if (createdAt === null) continue;
      if (leadPurgeDueAt({ createdAt, closedAt: timeOf(document.fields?.closedAt) }) <= now) due.push(document.name);
    }
    after = page[page.length - 1];
    if (page.length < PAGE) break;
  }

  const record = {
    update: {
      name: `${database}/documents/leadDeletions/${randomUUID()}`,
      fields: {
        reason: { stringValue: 'retention' },
        rule: { stringValue: LEAD_RETENTION.rule },
        count: { integerValue: String(due.length) },
      },
    },
    updateTransforms: [{ fieldPath: 'at', setToServerValue: 'REQUEST_TIME' }],
    currentDocument: { exists: false },
  };
  // Deletions in commits of at most 500 writes; the audit record goes with the last one.
  for (let start = 0; ; start += COMMIT_MAX - 1) {
    const batch = due.slice(start, start + COMMIT_MAX - 1).map((name) => ({ delete: name }));
    const last = start + COMMIT_MAX - 1 >= due.length;
    await call(`${documents}:commit`, { writes: last ? [...batch, record] : batch });
    if (last) break;
  }
  return { deleted: due.length, rule: LEAD_RETENTION.rule };
}
