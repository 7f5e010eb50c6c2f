import { settlePageFont } from './features/fonts/page-font';
import { yieldToMain } from './features/boot/yield-to-main';

// Async boundary: shared modules (react, the router, contracts) are negotiated before bootstrap
// runs. Each step starts in a task of its own (features/boot/yield-to-main.ts).
void yieldToMain()
  .then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'))
  .then(({ start }) => start());

// The rest of the font stack is used once the page's own face has loaded. Listing the page's
// faces makes the browser read every stylesheet's @font-face rules: not in the entry's task.
void yieldToMain().then(() => settlePageFont());
