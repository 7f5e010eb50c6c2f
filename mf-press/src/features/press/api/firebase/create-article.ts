import { addDoc, collection, serverTimestamp, type Firestore } from 'firebase/firestore/lite';
import { checkWith } from '@gagyeong/contracts/checks';
import { CreatePressSchema, type PressArticle } from '@gagyeong/contracts/press';
import { newPressArticle } from '@gagyeong/contracts/press-rules';
import type { NewPressArticle } from '../press-backend';
import { PRESS_COLLECTION } from './firebase-services';
import { orBadRequest } from './or-bad-request';

/**
 * Adds the article as every backend stores it (the contracts' schema, then `newPressArticle` of
 * its normalised output): exactly the fields `firestore.rules` allows, the date the server's time
 * and views at 0, so neither can be forged by the client.
 */
export async function createArticle(db: Firestore, input: NewPressArticle): Promise<PressArticle> {
  const article = newPressArticle(orBadRequest(checkWith(CreatePressSchema, input)));
  const ref = await addDoc(collection(db, PRESS_COLLECTION), { ...article, date: serverTimestamp() });
  // The server's timestamp is within moments of now; the list is reloaded right after anyway.
  return { id: ref.id, ...article, date: new Date().toISOString() };
}
