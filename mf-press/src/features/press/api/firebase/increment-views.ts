import { doc, getDoc, increment, updateDoc, type Firestore } from 'firebase/firestore/lite';
import { PRESS_COLLECTION } from './firebase-services';
import { isNotFound } from './firebase-errors';

/**
 * Adds one view with a server-side `increment(1)` (concurrent opens all count; the rules accept
 * nothing but +1), then reads the count back.
 */
export async function incrementViews(db: Firestore, id: string): Promise<number | null> {
  const ref = doc(db, PRESS_COLLECTION, id);
  try {
    await updateDoc(ref, { views: increment(1) });
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
  const snapshot = await getDoc(ref);
  if (!snapshot.exists()) return null;
  const { views } = snapshot.data();
  return typeof views === 'number' ? views : null;
}
