/** A release, deploy or rollback refused; its message says why, and that nothing changed. */
export class ReleaseError extends Error {
  override name = 'ReleaseError';
}
