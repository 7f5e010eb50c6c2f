import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import type { FirebaseConfig } from '@gagyeong/contracts';
import { leadsApp } from './firebase-app';

const instances = new WeakMap<object, Auth>();

/**
 * Firebase Auth for the inbox, persisted in IndexedDB (a sign-out reaches every tab). Only the
 * inbox imports this module: visitors sending a lead never download Auth.
 */
export function leadsAuth(config: FirebaseConfig): Auth {
  const app = leadsApp(config);
  let auth = instances.get(app);
  if (!auth) {
    auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
    if (config.emulators) {
      const { host, port } = config.emulators.auth;
      connectAuthEmulator(auth, `http://${host}:${port}`, { disableWarnings: true });
    }
    instances.set(app, auth);
  }
  return auth;
}
