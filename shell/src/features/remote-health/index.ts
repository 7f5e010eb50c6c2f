/**
 * Each remote's page views and failures per version, reported to the host for the canary judge
 * and /admin/remotes (docs/decisions/0064-errors-per-version-and-the-canary-judge.md).
 */
export { remoteOfError, reportRemoteFailure, reportRemoteView, startRemoteHealth } from './remote-health-beacon';
