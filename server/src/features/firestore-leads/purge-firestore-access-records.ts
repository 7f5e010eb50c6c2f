import { randomUUID } from 'node:crypto';
import { ACCESS_RECORD_RETENTION, accessRecordPurgeBefore } from '@gagyeong/contracts/access';
import { COMMIT_MAX, firestoreRest, type FirestoreTarget } from './firestore-rest';
import type { FirestorePurgeResult } from './purge-firestore-leads';

/** Due records read (and deleted) per round; one commit each, with room for the run's record. */
const PAGE = 300;

/**
 * The retention purge of the access records in Firestore (firebase mode), the counterpart of the
 * embedded server's (docs/decisions/0095-safeguards-for-personal-data.md): deletes every
 * `accessRecords` document made more than 2 years before `now` (accessRecordPurgeBefore, one
 * bound in contracts), and appends one record of the run (account `system`, action `purge`, the
 * rule, the bound and the count) with the last deletions, also when nothing was due. The rules
 * let nobody delete a record; this runs with the operator's token, past them. Firestore's
 * records carry no hash chain (the browser that writes them cannot keep one), so removing the
 * oldest leaves nothing to re-anchor.
 */
export async function purgeFirestoreAccessRecords(target: FirestoreTarget, now: number): Promise<FirestorePurgeResult> {
  const { database, documents, call, query } = firestoreRest(target);
  const before = new Date(accessRecordPurgeBefore(now)).toISOString();
  let deleted = 0;
  for (;;) {
    // Deleted documents leave the query, so each round reads from the start again.
    const page = await query({
      from: [{ collectionId: 'accessRecords' }],
      select: { fields: [{ fieldPath: '__name__' }] },
      where: { fieldFilter: { field: { fieldPath: 'at' }, op: 'LESS_THAN', value: { timestampValue: before } } },
      orderBy: [{ field: { fieldPath: 'at' }, direction: 'ASCENDING' }],
      limit: PAGE,
    });
    deleted += page.length;
    const last = page.length < PAGE;
    const writes: unknown[] = page.map((document) => ({ delete: document.name }));
    if (last) {
      writes.push({
        update: {
          name: `${database}/documents/accessRecords/${randomUUID()}`,
          fields: {
            account: { stringValue: 'system' },
            action: { stringValue: 'purge' },
            subjects: { arrayValue: {} },
            subjectCount: { integerValue: String(deleted) },
            detail: {
              mapValue: {
                fields: { rule: { stringValue: ACCESS_RECORD_RETENTION.rule }, before: { stringValue: before } },
              },
            },
          },
        },
        updateTransforms: [{ fieldPath: 'at', setToServerValue: 'REQUEST_TIME' }],
        currentDocument: { exists: false },
      });
    }
    if (writes.length > COMMIT_MAX) throw new Error('one commit holds at most 500 writes');
    if (writes.length > 0) await call(`${documents}:commit`, { writes });
    if (last) break;
  }
  return { deleted, rule: ACCESS_RECORD_RETENTION.rule };
}
