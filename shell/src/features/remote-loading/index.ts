/** What other features use to show a remote's module in a region of their own. */
export { prefetchRemote, RemoteRegion } from './remote-region';
export { whenFirstViewInteractive } from './first-view';
