import { initializeApp } from 'firebase/app';
import { browserLocalPersistence, indexedDBLocalPersistence, initializeAuth, type Auth } from 'firebase/auth';
import { getFirestore, type Firestore } from 'firebase/firestore/lite';
import type { FirebaseConfig } from '@gagyeong/contracts';

export interface FirebaseServices {
  readonly db: Firestore;
  readonly auth: Auth;
}

/** Firestore collection holding the articles (SPEC §3). */
export const PRESS_COLLECTION = 'press';

/** A named app, so a default app initialised by anything else on the page is never touched. */
const APP_NAME = 'mf-press';

/**
 * Firestore and Auth for `config`. `initializeAuth` with persistence only, rather than `getAuth`,
 * keeps the popup/redirect sign-in code (unused: sign-in is email and password) out of the bundle;
 * persisting in IndexedDB also lets a sign-out in one tab reach the others.
 */
export function connectFirebase(config: FirebaseConfig): FirebaseServices {
  const app = initializeApp(config, APP_NAME);
  return {
    db: getFirestore(app),
    auth: initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] }),
  };
}
