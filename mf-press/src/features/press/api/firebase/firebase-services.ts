import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import type { FirebaseConfig } from '@gagyeong/contracts';

export interface FirebaseServices {
  readonly db: Firestore;
  readonly auth: Auth;
}

/** Firestore collection holding the articles (docs/product.md §3). */
export const PRESS_COLLECTION = 'press';

/** A named app, so a default app initialised by anything else on the page is never touched. */
const APP_NAME = 'mf-press';

/**
 * Firestore and Auth for `config`. `initializeAuth` with persistence only, rather than `getAuth`,
 * keeps the popup/redirect sign-in code (unused: sign-in is email and password) out of the bundle;
 * persisting in IndexedDB also lets a sign-out in one tab reach the others. With `emulators` set
 * (tests, local development) both talk to the Firebase emulators instead of Google.
 */
export function connectFirebase(config: FirebaseConfig): FirebaseServices {
  const { emulators, ...options } = config;
  const app = initializeApp(options, APP_NAME);
  const db = getFirestore(app);
  const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  if (emulators) {
    connectFirestoreEmulator(db, emulators.firestore.host, emulators.firestore.port);
    connectAuthEmulator(auth, `http://${emulators.auth.host}:${emulators.auth.port}`, { disableWarnings: true });
  }
  return { db, auth };
}
