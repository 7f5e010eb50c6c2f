import type { FirebaseConfig } from '@gagyeong/contracts';
import type { PressBackend } from '../press-backend';
import { createArticle } from './create-article';
import { currentUser } from './current-user';
import { deleteArticle } from './delete-article';
import { connectFirebase } from './firebase-services';
import { toPressError } from './firebase-errors';
import { getArticle } from './get-article';
import { incrementViews } from './increment-views';
import { listPage } from './list-page';
import { listPageAt } from './list-page-at';
import { onAuthChange } from './on-auth-change';
import { PageCursors } from './page-cursors';
import { signIn } from './sign-in';
import { signOut } from './sign-out';
import { updateArticle } from './update-article';

/** Rejections become PressApiErrors with Korean messages. */
async function korean<T>(operation: Promise<T>): Promise<T> {
  try {
    return await operation;
  } catch (error) {
    throw toPressError(error);
  }
}

/**
 * The press backend on Firebase (`backend.mode: 'firebase'`): Firestore collection `press` and
 * Firebase Auth. Loaded with a dynamic import, so nothing of Firebase reaches local mode.
 */
export function createFirebaseBackend(config: FirebaseConfig): PressBackend {
  const { db, auth } = connectFirebase(config);
  const cursors = new PageCursors(db);
  return {
    listPage: (site, cursor) => korean(listPage(db, cursors, site, cursor)),
    listPageAt: (site, page) => korean(listPageAt(db, cursors, site, page)),
    getArticle: (id) => korean(getArticle(db, id)),
    incrementViews: (id) => korean(incrementViews(db, id)),
    createArticle: (input) => korean(createArticle(db, input)),
    updateArticle: (id, input) => korean(updateArticle(db, id, input)),
    deleteArticle: (id) => korean(deleteArticle(db, id)),
    auth: {
      totp: false,
      signIn: (email, password) => korean(signIn(auth, email, password)),
      signOut: () => korean(signOut(auth)),
      currentUser: () => korean(currentUser(auth)),
      onAuthChange: (listener) => onAuthChange(auth, listener),
    },
  };
}
