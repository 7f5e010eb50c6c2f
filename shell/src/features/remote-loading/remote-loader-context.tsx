import { createContext, useContext } from 'react';
import type { RemoteModule, RemoteModuleKey } from '@gagyeong/contracts';

/** Resolves a remote module; the same promise for the same key, so `use()` can read it. */
export type LoadRemoteModule = (key: RemoteModuleKey) => Promise<RemoteModule<RemoteModuleKey>>;

const RemoteLoaderContext = createContext<LoadRemoteModule | undefined>(undefined);

/**
 * Where remote regions get their modules from: the browser's federation by default, the server's
 * (one federation per remotes-map version, modules loaded before rendering) when rendering there.
 */
export const RemoteLoaderProvider = RemoteLoaderContext.Provider;

export function useRemoteLoader(fallback: LoadRemoteModule): LoadRemoteModule {
  return useContext(RemoteLoaderContext) ?? fallback;
}
