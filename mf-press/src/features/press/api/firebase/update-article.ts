import { doc, getDoc, updateDoc, type Firestore } from 'firebase/firestore/lite';
import { HTTP_ERROR_CODES } from '@gagyeong/contracts/error-codes';
import { checkWith } from '@gagyeong/contracts/checks';
import type { PressArticle } from '@gagyeong/contracts/press';
import { UpdatePressSchema } from '@gagyeong/contracts/press-rules';
import { PRESS_ERRORS } from '../../../../content/press-text';
import { PressApiError, type EditedPressArticle } from '../press-backend';
import { PRESS_COLLECTION } from './firebase-services';
import { isNotFound } from './firebase-errors';
import { toArticle } from './to-article';
import { orBadRequest } from './or-bad-request';

/**
 * Changes exactly the three fields `firestore.rules` lets an administrator edit (site, date and
 * views stay), checked and normalised as the embedded server does (UpdatePressSchema), then reads
 * the article back.
 */
export async function updateArticle(db: Firestore, id: string, input: EditedPressArticle): Promise<PressArticle> {
  const { title, summary, content } = orBadRequest(checkWith(UpdatePressSchema, input));
  const ref = doc(db, PRESS_COLLECTION, id);
  try {
    await updateDoc(ref, { title, summary, content });
  } catch (error) {
    if (isNotFound(error)) throw new PressApiError(PRESS_ERRORS.notFound, HTTP_ERROR_CODES.pressNotFound);
    throw error;
  }
  const snapshot = await getDoc(ref);
  if (!snapshot.exists()) throw new PressApiError(PRESS_ERRORS.notFound, HTTP_ERROR_CODES.pressNotFound);
  return toArticle(snapshot.id, snapshot.data());
}
