// Async boundary: shared modules (react, the router, contracts) are negotiated before bootstrap runs.
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
