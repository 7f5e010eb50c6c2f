import { collection, getDocs, query, where } from 'firebase/firestore/lite';
import type { FirebaseConfig } from '@gagyeong/contracts';
import {
  periodMinutes,
  rowsOfTelemetryDocument,
  summarizeVitals,
  TELEMETRY_COLLECTION,
  VITALS_KINDS,
  type AggregateRow,
  type VitalsPeriod,
  type VitalsReport,
} from '@gagyeong/contracts/telemetry';
import { VITALS_TEXT } from '../../../../content/vitals-text';
import { leadsFirestore } from '../../../../firebase/firebase-app';
import { VitalsError } from '../vitals-source';

/** The hosts' counters (server/src/features/telemetry/firestore-telemetry-store.ts, firestore.rules). */
export { TELEMETRY_COLLECTION };

/**
 * Firebase mode: every host writes its counters to Firestore once a minute (one document per
 * minute, kind and flush); the view sums the period's documents with the same rule the embedded
 * server uses (contracts' summarizeVitals).
 */
export async function firestoreVitalsReport(
  firebase: FirebaseConfig,
  days: VitalsPeriod,
  now: number,
): Promise<VitalsReport> {
  const db = leadsFirestore(firebase);
  const { from, to } = periodMinutes(days, now);
  let rows: AggregateRow[];
  try {
    const snapshots = await Promise.all(
      VITALS_KINDS.map((kind) =>
        getDocs(
          query(
            collection(db, TELEMETRY_COLLECTION),
            where('kind', '==', kind),
            where('minute', '>=', from),
            where('minute', '<=', to),
          ),
        ),
      ),
    );
    rows = snapshots.flatMap((snapshot) => snapshot.docs.flatMap((doc) => rowsOfTelemetryDocument(doc.data())));
  } catch {
    throw new VitalsError(VITALS_TEXT.unexpected, 0);
  }
  return {
    days,
    from: new Date(from * 60_000).toISOString(),
    to: new Date(to * 60_000 + 59_999).toISOString(),
    rows: summarizeVitals(rows),
  };
}
