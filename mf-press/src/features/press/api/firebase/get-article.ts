import { doc, getDoc, type Firestore } from 'firebase/firestore/lite';
import type { PressArticle } from '@gagyeong/contracts/press';
import { PRESS_COLLECTION } from './firebase-services';
import { toArticle } from './to-article';

export async function getArticle(db: Firestore, id: string): Promise<PressArticle | null> {
  const snapshot = await getDoc(doc(db, PRESS_COLLECTION, id));
  return snapshot.exists() ? toArticle(snapshot.id, snapshot.data()) : null;
}
