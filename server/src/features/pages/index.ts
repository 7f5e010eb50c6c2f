/**
 * The server's page path as one feature: a named catch-all route whose steps are files, in the
 * order a request flows through them (page-route.ts lists them).
 */
export { pageRoutes, type PageRoutesOptions } from './page-route';
export { runtimeDataRoutes } from './runtime-data-routes';
