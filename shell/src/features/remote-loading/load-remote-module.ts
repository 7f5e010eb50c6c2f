import {
  browserEntryUrl,
  remoteOf,
  type RemoteModule,
  type RemoteModuleKey,
  type RemoteName,
  type RemotesMap,
} from '@gagyeong/contracts';
import { reportRemoteFailure, reportRemoteView } from '../remote-health';
import { loadExposed, registerContainer } from './container-runtime';
import { getRemoteLoadTimeout } from './remote-load-timeout';
import { classifyRemoteFailure, RemoteLoadError } from './remote-load-error';

let remotesMap: RemotesMap | undefined;
const attempts = new Map<RemoteName, number>();
/** Remotes a retry has reset whose next load has not started yet. */
const retried = new Set<RemoteName>();

/** Registers every remote from the runtime remotes map; called once at start-up. */
export function registerRemoteMap(map: RemotesMap): void {
  remotesMap = map;
  for (const [name, entry] of Object.entries(map)) registerContainer(name as RemoteName, browserEntryUrl(entry));
}

export function remoteUrl(name: RemoteName): string | undefined {
  return remotesMap?.[name];
}

/**
 * Forgets a failed remote so the next load really fetches again: the retry registers the
 * container's `remoteEntry.js` under a fresh query string, so neither the loader's cache nor the
 * browser's answers with the old failure.
 */
export function resetRemote(name: RemoteName): void {
  if (reregister(name)) retried.add(name);
}

function reregister(name: RemoteName): boolean {
  const entry = remotesMap?.[name];
  if (!entry) return false;
  const attempt = (attempts.get(name) ?? 0) + 1;
  attempts.set(name, attempt);
  const url = new URL(browserEntryUrl(entry), window.location.href);
  url.searchParams.set('retry', String(attempt));
  // The host's preload hints for this remote failed too, and the browser would answer the retried
  // requests with those failures: drop them.
  const base = url.href.slice(0, url.href.lastIndexOf('/') + 1).split('?')[0] ?? '';
  document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]').forEach((link) => {
    if (link.href.startsWith(base)) link.remove();
  });
  registerContainer(name, url.href);
  return true;
}

function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function attemptLoad<K extends RemoteModuleKey>(key: K, url: string | undefined): Promise<RemoteModule<K>> {
  const loaded = await withTimeout(
    loadExposed<RemoteModule<K>>(key),
    getRemoteLoadTimeout(),
    () => new RemoteLoadError('timeout', key, url, new Error(`no answer in ${getRemoteLoadTimeout()} ms`)),
  );
  if (!loaded || (typeof loaded.default !== 'function' && typeof loaded.default !== 'object')) {
    throw new RemoteLoadError('execution', key, url, new Error('module has no default component export'));
  }
  return loaded;
}

function asFailure(key: RemoteModuleKey, url: string | undefined, error: unknown): RemoteLoadError {
  return error instanceof RemoteLoadError ? error : new RemoteLoadError(classifyRemoteFailure(error), key, url, error);
}

/**
 * Loads `<remote>/<module>` within the configured bound. Rejects with a classified
 * RemoteLoadError, logged once here with the remote's name and URL.
 *
 * The first load after a retry that fails on the network is tried once more at once: Chromium
 * answers the first request matching a failed `<link rel="preload">` (the host's hints for the
 * route's remote, also on the same origin) with that old failure, even after the link is removed
 * and the network is back. That request uses the failure up; the second attempt reaches the network,
 * so one click on 다시 시도 recovers.
 */
export async function loadRemoteModule<K extends RemoteModuleKey>(key: K): Promise<RemoteModule<K>> {
  const name = remoteOf(key);
  const url = remoteUrl(name);
  const afterRetry = retried.delete(name);
  reportRemoteView(name);
  try {
    return await attemptLoad(key, url);
  } catch (error) {
    let failure = asFailure(key, url, error);
    if (afterRetry && failure.kind === 'network' && reregister(name)) {
      try {
        return await attemptLoad(key, url);
      } catch (second) {
        failure = asFailure(key, url, second);
      }
    }
    console.error(`[remote:${name}] ${failure.message}`);
    reportRemoteFailure(name, failure.kind);
    throw failure;
  }
}
