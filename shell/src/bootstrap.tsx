import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BOOT_DATA_ELEMENT_ID, parseBootData } from '@gagyeong/contracts';
import '@gagyeong/contracts/theme.css';
import './app/global.css';
import { App } from './app/app';
import { captureVisit } from './features/attribution/capture-visit';
import { BootErrorPage } from './features/errors/boot-error-page';
import { registerRemoteMap } from './features/remote-loading/load-remote-module';
import { prefetchRemote } from './features/remote-loading/remote-region';
import { setRemoteLoadTimeout } from './features/remote-loading/remote-load-timeout';
import { readBootData } from './app/read-boot-data';
import { startVitals } from './features/vitals/start-vitals';
import { remoteOfError, reportRemoteFailure, startRemoteHealth } from './features/remote-health';

// Before anything navigates: the first page of a visit carries its campaign parameters.
captureVisit();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const boot = parseBootData(readBootData(document, BOOT_DATA_ELEMENT_ID));

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

if (boot.ok) {
  const { config, remotes, ssr } = boot.value;
  setRemoteLoadTimeout(config.timeouts.remoteLoadMs);
  startRemoteHealth(boot.value);
  registerRemoteMap(remotes);
  startVitals(config);
  if (ssr) {
    // The modules the server rendered start loading now; each region hydrates when its module
    // arrives, and the server's HTML stays on screen until then.
    for (const key of ssr.modules) prefetchRemote(key);
    // As a transition: React hydrates in slices that yield to the browser (input, paint), not in
    // one long task (docs/decisions/0097-first-screen-alone.md).
    startTransition(() => {
      hydrateRoot(container, <App config={config} ssr={ssr} />, { onRecoverableError });
    });
  } else {
    createRoot(container).render(<App config={config} />);
  }
} else {
  console.error(`[shell] invalid runtime config: ${boot.issues.join('; ')}`);
  createRoot(container).render(<BootErrorPage />);
}
