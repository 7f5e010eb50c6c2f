/**
 * The bound on loading a remote, set from the validated runtime config at start-up
 * (`config.timeouts.remoteLoadMs`). It lives in its own module because the MF runtime plugin reads
 * it, and a runtime plugin sits in the entry chunk where it must not import any shared module
 * (not even @gagyeong/contracts): so the start value is the contract's default, repeated here once.
 */
let remoteLoadTimeoutMs = 120_000;

export function setRemoteLoadTimeout(ms: number): void {
  remoteLoadTimeoutMs = ms;
}

export function getRemoteLoadTimeout(): number {
  return remoteLoadTimeoutMs;
}
