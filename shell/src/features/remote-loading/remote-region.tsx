import { Suspense, use, useId, useLayoutEffect, useState, type ComponentType, type ReactNode } from 'react';
import { remoteOf, type RemoteModule, type RemoteModuleKey, type RemoteModuleProps } from '@gagyeong/contracts';
import { loadRemoteModule, resetRemote } from './load-remote-module';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteFallback } from './remote-fallback';
import { RegionLoading } from './region-loading';
import { regionMounted, regionSettled } from './first-view';
import { useRemoteLoader } from './remote-loader-context';
import styles from './remote-region.module.css';

/**
 * One load per module, shared by every region that shows it and kept across route changes.
 * A retry drops the remote's entries and registers its container on a fresh URL, so the next
 * render really loads again — unlike React.lazy, which keeps a rejection forever.
 */
const modulePromises = new Map<RemoteModuleKey, Promise<RemoteModule<RemoteModuleKey>>>();

function moduleFor(key: RemoteModuleKey): Promise<RemoteModule<RemoteModuleKey>> {
  let promise = modulePromises.get(key);
  if (!promise) {
    promise = loadRemoteModule(key);
    modulePromises.set(key, promise);
  }
  return promise;
}

function forgetRemote(key: RemoteModuleKey): void {
  const name = remoteOf(key);
  for (const cached of [...modulePromises.keys()]) {
    if (remoteOf(cached) === name) modulePromises.delete(cached);
  }
  resetRemote(name);
}

/** Starts loading a module before it is rendered (e.g. the popup, once the page is idle). */
export function prefetchRemote(key: RemoteModuleKey): void {
  moduleFor(key).catch(() => {
    // Logged by the loader; the region shows the failure if it is ever rendered.
  });
}

/** Tells the first-view tracker that a region shows its module or its failure. */
function Settled({ regionId }: { regionId: string }) {
  useLayoutEffect(() => regionSettled(regionId), [regionId]);
  return null;
}

function RemoteView({
  promise,
  props,
  regionId,
}: {
  promise: Promise<RemoteModule<RemoteModuleKey>>;
  props: object;
  regionId: string;
}) {
  const Component = use(promise).default as ComponentType<object>;
  return (
    <>
      <Component {...props} />
      <Settled regionId={regionId} />
    </>
  );
}

export interface RemoteRegionProps<K extends RemoteModuleKey> {
  readonly module: K;
  readonly props: RemoteModuleProps[K];
  /** What the region holds, for the fallback message, e.g. '페이지'. */
  readonly label?: string;
  /** Shown while loading; defaults to a quiet spinner that keeps the region's space. */
  readonly loading?: ReactNode;
  /**
   * The page starts under a header that floats over it (the home page): loading and failure
   * states are pushed below the header so they stay visible.
   */
  readonly underFloatingHeader?: boolean;
}

/** Renders a remote's module inside Suspense and an error boundary, with a real retry. */
export function RemoteRegion<K extends RemoteModuleKey>({
  module,
  props,
  label,
  loading,
  underFloatingHeader = false,
}: RemoteRegionProps<K>) {
  const [attempt, setAttempt] = useState(0);
  const load = useRemoteLoader(moduleFor);
  const regionId = useId();
  useLayoutEffect(() => regionMounted(regionId), [regionId]);
  const retry = () => {
    forgetRemote(module);
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteErrorBoundary
      key={attempt}
      module={module}
      renderFallback={(kind) => (
        <div className={underFloatingHeader ? styles.belowHeader : undefined}>
          <RemoteFallback kind={kind} label={label} onRetry={retry} />
          <Settled regionId={regionId} />
        </div>
      )}
    >
      <Suspense
        fallback={
          loading ?? (
            <div className={underFloatingHeader ? styles.belowHeader : undefined}>
              <RegionLoading />
            </div>
          )
        }
      >
        <RemoteView promise={load(module)} props={props} regionId={regionId} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
