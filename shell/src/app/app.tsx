import { StrictMode, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ViewportHintProvider, type ServerRender, type SiteConfig } from '@gagyeong/contracts';
import { RemoteLoaderProvider, type LoadRemoteModule } from '../features/remote-loading/remote-loader-context';
import { firstViewCommitted, shellReady } from '../features/remote-loading/first-view';
import { ConfigProvider } from '../config/config-context';
import { AppRoutes } from './router';
import { ServerRenderProvider } from './server-render-context';

export interface AppFrameProps {
  readonly config: SiteConfig;
  readonly ssr: ServerRender | undefined;
  /** The server's module loader; the browser's federation when undefined. */
  readonly loadRemoteModule?: LoadRemoteModule;
  readonly children: ReactNode;
}

/**
 * Everything around the router, identical on the server and in the browser: hydration needs the
 * same tree on both sides (the same providers in the same order).
 */
export function AppFrame({ config, ssr, loadRemoteModule, children }: AppFrameProps) {
  return (
    <StrictMode>
      <ConfigProvider value={config}>
        <ServerRenderProvider value={ssr}>
          <ViewportHintProvider value={ssr?.viewport ?? 'desktop'}>
            <RemoteLoaderProvider value={loadRemoteModule}>{children}</RemoteLoaderProvider>
          </ViewportHintProvider>
        </ServerRenderProvider>
      </ConfigProvider>
    </StrictMode>
  );
}

/** The browser's app: the frame around the browser router. */
export function App({ config, ssr }: { readonly config: SiteConfig; readonly ssr?: ServerRender }) {
  // The root's layout effect runs after every region of its first commit has mounted.
  useLayoutEffect(() => firstViewCommitted(), []);
  // The root's passive effects run after every one of its first commit (the popup's listener).
  useEffect(() => shellReady(), []);
  return (
    <AppFrame config={config} ssr={ssr}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppFrame>
  );
}
