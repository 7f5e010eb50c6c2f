import type { FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import type { FirebaseEmulators } from '@gagyeong/contracts';

/**
 * Firebase Auth of an admin screen in firebase mode. `initializeAuth` with persistence only,
 * rather than `getAuth`, keeps the popup/redirect sign-in code (unused: sign-in is email and
 * password) out of the bundle; persisting in IndexedDB lets a sign-out in one tab reach the
 * others. With `emulators` (tests, local development) it talks to the Auth emulator, not Google.
 */
export function persistedAuth(app: FirebaseApp, emulators: FirebaseEmulators | undefined): Auth {
  const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  if (emulators) {
    const { host, port } = emulators.auth;
    connectAuthEmulator(auth, `http://${host}:${port}`, { disableWarnings: true });
  }
  return auth;
}
