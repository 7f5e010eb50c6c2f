import { createContext, useContext } from 'react';
import type { RemoteModuleKey, ServerRender } from '@gagyeong/contracts';

const ServerRenderContext = createContext<ServerRender | undefined>(undefined);

/** What the server rendered (path, modules, their data); undefined when the page was not server-rendered. */
export const ServerRenderProvider = ServerRenderContext.Provider;

function samePath(a: string, b: string): boolean {
  try {
    return decodeURIComponent(a) === decodeURIComponent(b);
  } catch {
    return a === b;
  }
}

/**
 * The data `module` loaded on the server, while the visitor is still on the server-rendered path;
 * undefined after a client-side navigation (the module then loads its data itself).
 */
export function useServerData(module: RemoteModuleKey, pathname: string): unknown {
  const ssr = useContext(ServerRenderContext);
  if (!ssr || !samePath(ssr.path, pathname)) return undefined;
  return ssr.data[module];
}
