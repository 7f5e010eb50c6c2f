import { deleteDoc, doc, type Firestore } from 'firebase/firestore/lite';
import { PRESS_COLLECTION } from './firebase-services';

/** Deletes the article; `firestore.rules` allows it only with the admin claim. */
export async function deleteArticle(db: Firestore, id: string): Promise<void> {
  await deleteDoc(doc(db, PRESS_COLLECTION, id));
}
