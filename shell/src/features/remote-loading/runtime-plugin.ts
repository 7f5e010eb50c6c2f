import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { getRemoteLoadTimeout } from './remote-load-timeout';

/**
 * MF runtime plugin: MF's own script loader has a fixed 20 s timeout and its manifest fetch none,
 * so both are bounded here by the runtime-configured timeout (docs/architecture.md §4). No shared module may be
 * imported from this file (it runs before sharing is negotiated).
 */
export default function remoteLoadingPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'gagyeong-remote-loading',
    createScript({ url }) {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      // As webpack does for chunks: CORS mode only across origins (so same-origin preloads match).
      if (new URL(url, window.location.href).origin !== window.location.origin) script.crossOrigin = 'anonymous';
      return { script, timeout: getRemoteLoadTimeout() };
    },
    fetch(url, init) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), getRemoteLoadTimeout());
      return fetch(url, { ...init, signal: controller.signal }).finally(() => clearTimeout(timer));
    },
  };
}
