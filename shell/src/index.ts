import { settlePageFont } from './features/fonts/page-font';

// The rest of the font stack is used once the page's own face has loaded.
void settlePageFont();

// Async boundary: shared modules (react, the router, contracts) are negotiated before bootstrap runs.
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
