import { getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import type { FirebaseConfig } from '@gagyeong/contracts';

/** A named app, so whatever else runs on the page (mf-press has its own) is never touched. */
const APP_NAME = 'mf-leads';

/** Firestore collection of the leads (docs/firebase.md). */
export const LEADS_COLLECTION = 'leads';

/** The one app of this remote for `config`; Auth is added only by the inbox (firebase-auth.ts). */
export function leadsApp(config: FirebaseConfig): FirebaseApp {
  const existing = getApps().find((app) => app.name === APP_NAME);
  if (existing) return existing;
  const { emulators: _emulators, ...options } = config;
  return initializeApp(options, APP_NAME);
}

const connected = new WeakSet<Firestore>();

/** Firestore for `config`, talking to the emulator when `config.emulators` says so (tests, development). */
export function leadsFirestore(config: FirebaseConfig): Firestore {
  const db = getFirestore(leadsApp(config));
  if (config.emulators && !connected.has(db)) {
    connectFirestoreEmulator(db, config.emulators.firestore.host, config.emulators.firestore.port);
    connected.add(db);
  }
  return db;
}
