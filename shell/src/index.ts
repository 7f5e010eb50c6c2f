// Async boundary: shared modules (react, the router, contracts) are negotiated before bootstrap runs.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
