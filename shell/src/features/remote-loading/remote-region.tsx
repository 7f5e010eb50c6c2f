import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { remoteOf, type RemoteModuleKey, type RemoteModuleProps } from '@gagyeong/contracts';
import { loadRemoteModule, resetRemote } from './load-remote-module';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteFallback } from './remote-fallback';
import { RegionLoading } from './region-loading';

type AnyRemoteComponent = ComponentType<RemoteModuleProps[RemoteModuleKey]>;

/**
 * One lazy component per module, kept across route changes. Retry replaces the entry: React.lazy
 * caches a rejection forever, so a fresh lazy() around a fresh import is the only real retry.
 */
const lazyModules = new Map<RemoteModuleKey, LazyExoticComponent<AnyRemoteComponent>>();

function lazyRemote(key: RemoteModuleKey): LazyExoticComponent<AnyRemoteComponent> {
  let component = lazyModules.get(key);
  if (!component) {
    component = lazy(async () => {
      const loaded = await loadRemoteModule(key);
      return { default: loaded.default as AnyRemoteComponent };
    });
    lazyModules.set(key, component);
  }
  return component;
}

/** Forgets every cached module of the remote behind `key`, so the next render loads afresh. */
function forgetRemote(key: RemoteModuleKey): void {
  const name = remoteOf(key);
  for (const cached of [...lazyModules.keys()]) {
    if (remoteOf(cached) === name) lazyModules.delete(cached);
  }
  resetRemote(name);
}

/** Starts loading a module before it is rendered (e.g. the popup, on idle). */
export function prefetchRemote(key: RemoteModuleKey): void {
  loadRemoteModule(key).catch(() => {
    // Already logged by the loader; the region shows the failure when it renders.
  });
}

export interface RemoteRegionProps<K extends RemoteModuleKey> {
  readonly module: K;
  readonly props: RemoteModuleProps[K];
  /** Region name for the fallback message, e.g. '페이지' or '상담 신청'. */
  readonly label?: string;
  /** Shown while loading; defaults to a quiet spinner that reserves space. */
  readonly loading?: React.ReactNode;
}

/** Renders a remote's module inside Suspense and an error boundary, with a real retry. */
export function RemoteRegion<K extends RemoteModuleKey>({ module, props, label, loading }: RemoteRegionProps<K>) {
  const [attempt, setAttempt] = useState(0);
  const Component = lazyRemote(module);
  const retry = () => {
    forgetRemote(module);
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteErrorBoundary
      key={attempt}
      module={module}
      renderFallback={(kind) => <RemoteFallback kind={kind} label={label} onRetry={retry} />}
    >
      <Suspense fallback={loading ?? <RegionLoading />}>
        <Component {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
