import {
  collection,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import { PRESS_PAGE_SIZE, type PressPage } from '@gagyeong/contracts/press';
import { PRESS_COLLECTION } from './firebase-services';
import type { PageCursors } from './page-cursors';
import { toSummary } from './to-article';

/**
 * One page of a site's articles, newest first. `startAfter(snapshot)` continues after the exact
 * document (Firestore orders ties by document id), so equal dates are neither repeated nor skipped.
 * A page shorter than 10 is the last (docs/product.md §4).
 */
export async function listPage(
  db: Firestore,
  cursors: PageCursors,
  site: string,
  cursor: string | null,
): Promise<PressPage> {
  const constraints: QueryConstraint[] = [where('siteId', '==', site), orderBy('date', 'desc')];
  if (cursor !== null) constraints.push(startAfter(await cursors.resolve(cursor)));
  constraints.push(limit(PRESS_PAGE_SIZE));

  const { docs } = await getDocs(query(collection(db, PRESS_COLLECTION), ...constraints));
  const last = docs[docs.length - 1];
  return {
    items: docs.map((snapshot) => toSummary(snapshot.id, snapshot.data())),
    nextCursor: docs.length === PRESS_PAGE_SIZE && last ? cursors.remember(last) : null,
  };
}
