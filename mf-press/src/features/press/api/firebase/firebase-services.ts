import { initializeApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import type { FirebaseConfig } from '@gagyeong/contracts';
import { persistedAuth } from '@gagyeong/ui/firebase-auth';

export interface FirebaseServices {
  readonly db: Firestore;
  readonly auth: Auth;
}

/** Firestore collection holding the articles (docs/product.md §3). */
export const PRESS_COLLECTION = 'press';

/** A named app, so a default app initialised by anything else on the page is never touched. */
const APP_NAME = 'mf-press';

/**
 * Firestore and Auth (persisted: see persistedAuth) for `config`. With `emulators` set (tests,
 * local development) both talk to the Firebase emulators instead of Google.
 */
export function connectFirebase(config: FirebaseConfig): FirebaseServices {
  const { emulators, ...options } = config;
  const app = initializeApp(options, APP_NAME);
  const db = getFirestore(app);
  const auth = persistedAuth(app, emulators);
  if (emulators) connectFirestoreEmulator(db, emulators.firestore.host, emulators.firestore.port);
  return { db, auth };
}
