import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  remoteOf,
  type RemoteModule,
  type RemoteModuleKey,
  type RemoteName,
  type RemotesMap,
} from '@gagyeong/contracts';
import { getRemoteLoadTimeout } from './remote-load-timeout';
import { classifyRemoteFailure, RemoteLoadError } from './remote-load-error';

let remotesMap: RemotesMap | undefined;
const attempts = new Map<RemoteName, number>();

/** Registers every remote from the runtime remotes map; called once at start-up. */
export function registerRemoteMap(map: RemotesMap): void {
  remotesMap = map;
  registerRemotes(Object.entries(map).map(([name, entry]) => ({ name, entry })));
}

export function remoteUrl(name: RemoteName): string | undefined {
  return remotesMap?.[name];
}

/**
 * Forgets a failed remote so the next load really fetches again. MF caches a failed entry script
 * by its URL (even after `registerRemotes(..., { force: true })` drops the remote), so the retry
 * registers the container's `remoteEntry.js` — beside its manifest, by the build convention in
 * webpack.shared.js — under a fresh query string.
 */
export function resetRemote(name: RemoteName): void {
  const entry = remotesMap?.[name];
  if (!entry) return;
  const attempt = (attempts.get(name) ?? 0) + 1;
  attempts.set(name, attempt);
  const url = new URL(entry, window.location.href);
  url.pathname = url.pathname.replace(/[^/]*$/, 'remoteEntry.js');
  url.searchParams.set('retry', String(attempt));
  // The host's preload hints for this remote failed too, and the browser would answer the retried
  // requests with those failures: drop them.
  const base = url.href.slice(0, url.href.lastIndexOf('/') + 1).split('?')[0] ?? '';
  document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]').forEach((link) => {
    if (link.href.startsWith(base)) link.remove();
  });
  registerRemotes([{ name, entry: url.href }], { force: true });
}

function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Loads `<remote>/<module>` within the configured bound. Rejects with a classified
 * RemoteLoadError, logged once here with the remote's name and URL.
 */
export async function loadRemoteModule<K extends RemoteModuleKey>(key: K): Promise<RemoteModule<K>> {
  const name = remoteOf(key);
  const url = remoteUrl(name);
  try {
    const loaded = await withTimeout(
      loadRemote<RemoteModule<K>>(key),
      getRemoteLoadTimeout(),
      () => new RemoteLoadError('timeout', key, url, new Error(`no answer in ${getRemoteLoadTimeout()} ms`)),
    );
    if (!loaded || typeof loaded.default !== 'function' && typeof loaded.default !== 'object') {
      throw new RemoteLoadError('execution', key, url, new Error('module has no default component export'));
    }
    return loaded;
  } catch (error) {
    const failure =
      error instanceof RemoteLoadError ? error : new RemoteLoadError(classifyRemoteFailure(error), key, url, error);
    console.error(`[remote:${name}] ${failure.message}`);
    throw failure;
  }
}
