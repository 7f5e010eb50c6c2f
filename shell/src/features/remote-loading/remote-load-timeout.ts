import { DEFAULT_REMOTE_LOAD_TIMEOUT_MS } from '@gagyeong/contracts';

/**
 * The bound on loading a remote, set from the validated runtime config at start-up
 * (`config.timeouts.remoteLoadMs`), the contract's default until then.
 */
let remoteLoadTimeoutMs = DEFAULT_REMOTE_LOAD_TIMEOUT_MS;

export function setRemoteLoadTimeout(ms: number): void {
  remoteLoadTimeoutMs = ms;
}

export function getRemoteLoadTimeout(): number {
  return remoteLoadTimeoutMs;
}
