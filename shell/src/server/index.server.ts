/**
 * The shell's server build (dist/server/index.js): what the host needs to render pages through
 * the federation, typed by ShellServerBuild in @gagyeong/contracts/server-render.
 * See docs/decisions/0005-server-rendering-through-federation.md.
 */
export { renderPage, splitHoisted } from './render-page.server';
export { createServerFederation } from './server-federation.server';
