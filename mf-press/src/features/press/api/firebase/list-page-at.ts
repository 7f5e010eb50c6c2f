import { collection, getDocs, limit, orderBy, query, where, type Firestore } from 'firebase/firestore/lite';
import { PRESS_PAGE_SIZE, type PressPage } from '@gagyeong/contracts/press';
import { PRESS_COLLECTION } from './firebase-services';
import type { PageCursors } from './page-cursors';
import { toSummary } from './to-article';

/**
 * Page `page` of a site's articles, newest first. Firestore's client SDK has no offset: the pages
 * before it are read too (page × 10 documents), which the site's press list (tens of articles)
 * affords; the list's cursor continues after the page's last document, as `listPage` does.
 */
export async function listPageAt(db: Firestore, cursors: PageCursors, site: string, page: number): Promise<PressPage> {
  const { docs } = await getDocs(
    query(
      collection(db, PRESS_COLLECTION),
      where('siteId', '==', site),
      orderBy('date', 'desc'),
      limit(page * PRESS_PAGE_SIZE),
    ),
  );
  const items = docs.slice((page - 1) * PRESS_PAGE_SIZE);
  const last = items[items.length - 1];
  return {
    items: items.map((snapshot) => toSummary(snapshot.id, snapshot.data())),
    nextCursor: items.length === PRESS_PAGE_SIZE && last ? cursors.remember(last) : null,
  };
}
