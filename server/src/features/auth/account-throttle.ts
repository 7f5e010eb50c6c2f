import { BoundedMap } from '../../http/bounded-map';

/**
 * Per-account sign-in backoff, whatever the client address (policy: docs/decisions/0020): after
 * `freeFailures` failed checks for one email inside `windowMs`, the next check must wait
 * `baseDelayMs`, doubling with every further failure up to `maxDelayMs`. Attempts refused while
 * waiting cost nothing and do not lengthen the wait, so an attacker can only keep the account at
 * `maxDelayMs` between guesses; a success (or a known device, see device-cookie.ts) clears it.
 * In memory: one process; a restart forgets, which only helps the administrator.
 */
export interface AccountThrottleOptions {
  readonly freeFailures: number;
  readonly windowMs: number;
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
  /** Bound on tracked accounts (unknown emails are tracked too, so the throttle reveals nothing). */
  readonly maxKeys?: number;
}

export const DEFAULT_ACCOUNT_THROTTLE: AccountThrottleOptions = {
  freeFailures: 10,
  windowMs: 15 * 60 * 1000,
  baseDelayMs: 1000,
  maxDelayMs: 60 * 1000,
};

interface Entry {
  failures: number;
  lastFailure: number;
  nextAllowed: number;
}

export class AccountThrottle {
  private readonly entries: BoundedMap<string, Entry>;

  constructor(private readonly options: AccountThrottleOptions) {
    this.entries = new BoundedMap(options.maxKeys ?? 10_000);
  }

  /** Milliseconds until `account` may be checked again, or 0. */
  waitFor(account: string, now: number): number {
    const entry = this.live(account, now);
    return entry ? Math.max(0, entry.nextAllowed - now) : 0;
  }

  recordFailure(account: string, now: number): void {
    const entry = this.live(account, now) ?? { failures: 0, lastFailure: now, nextAllowed: now };
    entry.failures += 1;
    entry.lastFailure = now;
    const over = entry.failures - this.options.freeFailures;
    if (over > 0) {
      const delay = Math.min(this.options.baseDelayMs * 2 ** Math.min(over - 1, 30), this.options.maxDelayMs);
      entry.nextAllowed = now + delay;
    }
    this.entries.refresh(account, entry); // the order is then oldest failure first
    this.entries.trim();
  }

  reset(account: string): void {
    this.entries.delete(account);
  }

  /** Failures count inside the window since the last one; a quiet window forgets the account. */
  private live(account: string, now: number): Entry | undefined {
    return this.entries.current(
      account,
      (entry) => now - entry.lastFailure >= this.options.windowMs && now >= entry.nextAllowed,
    );
  }
}
