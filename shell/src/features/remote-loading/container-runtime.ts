import { exposeOf, remoteOf, type RemoteModuleKey, type RemoteName } from '@gagyeong/contracts';
import { ContainerError } from './remote-load-error';
import { defaultShareScope } from './share-scope';

/**
 * The interface webpack's `container.ModuleFederationPlugin` gives every remote's
 * `remoteEntry.js` (assigned to `window[<container name>]`).
 */
interface Container {
  init(shareScope: unknown): unknown;
  get(module: string): Promise<() => unknown>;
}

function isContainer(value: unknown): value is Container {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Partial<Container>).init === 'function' &&
    typeof (value as Partial<Container>).get === 'function'
  );
}

/** Remote name → the `remoteEntry.js` URL its modules load from now. */
const entries = new Map<RemoteName, string>();
/** One load and initialisation per entry URL (a retry registers a fresh URL). */
const containers = new Map<string, Promise<Container>>();

/** Points a remote at a container script; a new URL means the next load fetches it anew. */
export function registerContainer(name: RemoteName, entryUrl: string): void {
  entries.set(name, entryUrl);
}

function loadScript(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    // As webpack does for chunks: CORS mode only across origins (so same-origin preloads match).
    if (new URL(url, window.location.href).origin !== window.location.origin) script.crossOrigin = 'anonymous';
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(new ContainerError('network', `Loading script failed: ${url}`));
    };
    document.head.append(script);
  });
}

async function loadContainer(name: RemoteName, url: string): Promise<Container> {
  const global = window as unknown as Record<string, unknown>;
  // A container from an earlier entry URL must not pass for this one.
  delete global[name];
  await loadScript(url);
  const container = global[name];
  // The script loaded but did not define its container: its own code threw (or it is not one).
  if (!isContainer(container)) throw new ContainerError('execution', `${url} did not define the container ${name}`);
  await container.init(await defaultShareScope());
  return container;
}

function containerFor(name: RemoteName): Promise<Container> {
  const url = entries.get(name);
  if (url === undefined) return Promise.reject(new ContainerError('network', `no entry registered for ${name}`));
  let container = containers.get(url);
  if (!container) {
    container = loadContainer(name, url);
    containers.set(url, container);
    // A failed load is not kept: the next attempt at this URL loads again.
    container.catch(() => containers.delete(url));
  }
  return container;
}

/**
 * Loads `<remote>/<module>` from the remote's container: its entry script (once per URL), the
 * container initialised with the shell's share scope, then the exposed module and its chunks.
 * A chunk that fails rejects with webpack's ChunkLoadError; the module's own code may throw.
 */
export async function loadExposed<T>(key: RemoteModuleKey): Promise<T> {
  const container = await containerFor(remoteOf(key));
  const factory = await container.get(exposeOf(key));
  return factory() as T;
}
