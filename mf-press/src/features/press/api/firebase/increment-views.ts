import { doc, getDoc, increment, updateDoc, type Firestore } from 'firebase/firestore/lite';
import { PRESS_COLLECTION } from './firebase-services';
import { isNotFound, isPermissionDenied } from './firebase-errors';

/**
 * Adds one view with a server-side `increment(1)` (concurrent opens all count; the rules accept
 * nothing but +1), then reads the count back. For a missing article the rules judge the write as
 * a create and refuse it (permission-denied, not not-found): a read tells the two apart.
 */
export async function incrementViews(db: Firestore, id: string): Promise<number | null> {
  const ref = doc(db, PRESS_COLLECTION, id);
  try {
    await updateDoc(ref, { views: increment(1) });
  } catch (error) {
    if (isNotFound(error)) return null;
    if (isPermissionDenied(error) && !(await getDoc(ref)).exists()) return null;
    throw error;
  }
  const snapshot = await getDoc(ref);
  if (!snapshot.exists()) return null;
  const { views } = snapshot.data();
  return typeof views === 'number' ? views : null;
}
