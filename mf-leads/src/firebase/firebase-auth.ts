import type { Auth } from 'firebase/auth';
import type { FirebaseConfig } from '@gagyeong/contracts';
import { persistedAuth } from '@gagyeong/ui/firebase-auth';
import { leadsApp } from './firebase-app';

const instances = new WeakMap<object, Auth>();

/**
 * Firebase Auth for the inbox, one per app. Only the inbox imports this module: visitors sending
 * a lead never download Auth.
 */
export function leadsAuth(config: FirebaseConfig): Auth {
  const app = leadsApp(config);
  let auth = instances.get(app);
  if (!auth) {
    auth = persistedAuth(app, config.emulators);
    instances.set(app, auth);
  }
  return auth;
}
