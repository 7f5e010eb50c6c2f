import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BOOT_DATA_ELEMENT_ID, parseBootData } from '@gagyeong/contracts';
import '@gagyeong/contracts/theme.css';
import './app/global.css';
import { App } from './app/app';
import { captureVisit } from './features/attribution/capture-visit';
import { BootErrorPage } from './features/errors/boot-error-page';
import { registerRemoteMap } from './features/remote-loading/load-remote-module';
import { setRemoteLoadTimeout } from './features/remote-loading/remote-load-timeout';
import { readBootData } from './app/read-boot-data';

// Before anything navigates: the first page of a visit carries its campaign parameters.
captureVisit();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const boot = parseBootData(readBootData(document, BOOT_DATA_ELEMENT_ID));
// The static <title>/<meta> serve crawlers without JavaScript; React renders each page's own.
document.querySelectorAll('[data-static-head]').forEach((element) => element.remove());

const root = createRoot(container);
if (boot.ok) {
  setRemoteLoadTimeout(boot.value.config.timeouts.remoteLoadMs);
  registerRemoteMap(boot.value.remotes);
  root.render(
    <StrictMode>
      <App config={boot.value.config} />
    </StrictMode>,
  );
} else {
  console.error(`[shell] invalid runtime config: ${boot.issues.join('; ')}`);
  root.render(<BootErrorPage />);
}
