import type { SiteConfig } from '@gagyeong/contracts';
import { createLocalBackend } from './local/create-local-backend';
import type { PressBackend } from './press-backend';

export type BackendConfig = SiteConfig['backend'];

/** One backend per configuration for the page's lifetime (Firebase apps are initialised once). */
const backends = new Map<string, Promise<PressBackend>>();

/**
 * The backend the runtime config names. The Firebase adapter is a dynamic import, so local mode
 * never downloads any Firebase code; a failed chunk load is forgotten so a retry loads it afresh.
 */
export function loadPressBackend(config: BackendConfig): Promise<PressBackend> {
  const key = JSON.stringify(config);
  let backend = backends.get(key);
  if (!backend) {
    backend =
      config.mode === 'local'
        ? Promise.resolve(createLocalBackend(config.apiBase))
        : import(/* webpackChunkName: "press-firebase" */ './firebase/create-firebase-backend').then(
            ({ createFirebaseBackend }) => createFirebaseBackend(config.firebase),
          );
    backends.set(key, backend);
    backend.catch(() => backends.delete(key));
  }
  return backend;
}
