import { doc, getDoc, type DocumentSnapshot, type Firestore } from 'firebase/firestore/lite';
import { PRESS_ERRORS } from '../../../../content/press-text';
import { PressApiError } from '../press-backend';
import { PRESS_COLLECTION } from './firebase-services';

/**
 * The list's cursor is the id of a page's last document; `startAfter` needs that document's
 * snapshot, which is kept from the page that returned it (or read again if it was forgotten).
 */
export class PageCursors {
  private readonly snapshots = new Map<string, DocumentSnapshot>();

  constructor(private readonly db: Firestore) {}

  remember(snapshot: DocumentSnapshot): string {
    this.snapshots.set(snapshot.id, snapshot);
    return snapshot.id;
  }

  async resolve(cursor: string): Promise<DocumentSnapshot> {
    const known = this.snapshots.get(cursor);
    if (known) return known;
    const snapshot = await getDoc(doc(this.db, PRESS_COLLECTION, cursor));
    if (!snapshot.exists()) throw new PressApiError(PRESS_ERRORS.missingCursor, 'invalid_cursor');
    this.remember(snapshot);
    return snapshot;
  }
}
