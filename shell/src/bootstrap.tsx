import { startTransition } from 'react';
import { BOOT_DATA_ELEMENT_ID, parseBootData } from '@gagyeong/contracts';
import '@gagyeong/contracts/theme.css';
import './app/global.css';
import { captureVisit } from './features/attribution/capture-visit';
import { BootErrorPage } from './features/errors/boot-error-page';
import { registerRemoteMap } from './features/remote-loading/load-remote-module';
import { prefetchRemote } from './features/remote-loading/remote-region';
import { setRemoteLoadTimeout } from './features/remote-loading/remote-load-timeout';
import { readBootData } from './app/read-boot-data';
import { startVitals } from './features/vitals/start-vitals';
import { remoteOfError, reportRemoteFailure, startRemoteHealth } from './features/remote-health';
import { yieldToMain } from './features/boot/yield-to-main';
import { App } from './app/app';

/**
 * React reports a region the server could not render (its remote failed there) as a recoverable
 * error: expected, the region renders here instead. Anything else (a hydration mismatch) is a bug.
 * Production React names errors by number: 419 is "switched to client rendering".
 */
function onRecoverableError(error: unknown, info: { readonly componentStack?: string }) {
  const message = error instanceof Error ? error.message : String(error);
  if (/#419\b|Switched to client rendering/.test(message)) {
    console.warn('[shell] a region the server could not render is rendered in the browser');
    return;
  }
  console.error('[shell] hydration error', error, info.componentStack ?? '');
  // Counted against the remote whose component it was, when its files are in the stack.
  const remote = remoteOfError(error, info.componentStack);
  if (remote) reportRemoteFailure(remote, 'hydration');
}

/**
 * Starts the browser's app, in steps that each run in a task of their own
 * (features/boot/yield-to-main.ts): the page's own data and beacons, then React DOM, then
 * hydration (itself in slices). The app's modules are evaluated with this one: deferring them too
 * cost 0.4 KB of first-load JS for a few milliseconds.
 */
export async function start(): Promise<void> {
  // Before anything navigates: the first page of a visit carries its campaign parameters.
  captureVisit();

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');

  const boot = parseBootData(readBootData(document, BOOT_DATA_ELEMENT_ID));
  if (!boot.ok) {
    console.error(`[shell] invalid runtime config: ${boot.issues.join('; ')}`);
    const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
    createRoot(container).render(<BootErrorPage />);
    return;
  }
  const { config, remotes, ssr } = boot.value;
  setRemoteLoadTimeout(config.timeouts.remoteLoadMs);
  startRemoteHealth(boot.value);
  registerRemoteMap(remotes);
  startVitals(config);
  // The modules the server rendered start loading now; each region hydrates when its module
  // arrives, and the server's HTML stays on screen until then.
  if (ssr) for (const key of ssr.modules) prefetchRemote(key);

  // React DOM is in this chunk (eager): evaluated here, in a task of its own (its 200 KB module).
  await yieldToMain();
  const { createRoot, hydrateRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldToMain();
  if (ssr) {
    // As a transition: React hydrates in slices that yield to the browser (input, paint), not in
    // one long task (docs/decisions/0097-first-screen-alone.md).
    startTransition(() => {
      hydrateRoot(container, <App config={config} ssr={ssr} />, { onRecoverableError });
    });
  } else {
    createRoot(container).render(<App config={config} />);
  }
}
