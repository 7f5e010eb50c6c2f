import { collection, getDocs, query, where } from 'firebase/firestore/lite';
import type { FirebaseConfig } from '@gagyeong/contracts';
import {
  droppedBeacons,
  periodMinutes,
  rowsOfTelemetryDocument,
  summarizeVitals,
  TELEMETRY_COLLECTION,
  VITALS_KINDS,
  type AggregateKind,
  type AggregateRow,
  type VitalsPeriod,
  type VitalsReport,
} from '@gagyeong/contracts/telemetry';
import { VITALS_TEXT } from '../../../../content/vitals-text';
import { leadsFirestore } from '../../../../firebase/firebase-app';
import { VitalsError } from '../vitals-source';

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
  const { from, to, intakeFrom } = periodMinutes(days, now);
  let rows: AggregateRow[];
  let intake: AggregateRow[];
  const read = async (kind: AggregateKind, first: number) =>
    (
      await getDocs(
        query(
          collection(db, TELEMETRY_COLLECTION),
          where('kind', '==', kind),
          where('minute', '>=', first),
          where('minute', '<=', to),
        ),
      )
    ).docs.flatMap((doc) => rowsOfTelemetryDocument(doc.data()));
  try {
    [rows, intake] = await Promise.all([
      Promise.all(VITALS_KINDS.map((kind) => read(kind, from))).then((parts) => parts.flat()),
      read('intake', intakeFrom),
    ]);
  } catch {
    throw new VitalsError(VITALS_TEXT.unexpected, 0);
  }
  return {
    days,
    from: new Date(from * 60_000).toISOString(),
    to: new Date(to * 60_000 + 59_999).toISOString(),
    rows: summarizeVitals(rows),
    dropped: droppedBeacons(intake),
  };
}
