import { addDoc, collection, serverTimestamp, type Firestore } from 'firebase/firestore/lite';
import type { PressArticle } from '@gagyeong/contracts/press';
import type { NewPressArticle } from '../press-backend';
import { PRESS_COLLECTION } from './firebase-services';

/**
 * Adds exactly the fields `firestore.rules` allows: the date is the server's time and views
 * start at 0, so neither can be forged by the client.
 */
export async function createArticle(db: Firestore, input: NewPressArticle): Promise<PressArticle> {
  const { siteId, title, summary, content } = input;
  const ref = await addDoc(collection(db, PRESS_COLLECTION), {
    siteId,
    title,
    summary,
    content,
    date: serverTimestamp(),
    views: 0,
  });
  // The server's timestamp is within moments of now; the list is reloaded right after anyway.
  return { id: ref.id, siteId, title, summary, content, date: new Date().toISOString(), views: 0 };
}
