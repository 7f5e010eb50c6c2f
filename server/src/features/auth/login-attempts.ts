/**
 * Failed sign-in counter per key (IP + email): after `maxFailures` failures inside `windowMs`
 * (counted from the first failure) the key is blocked until the window ends. A success clears it.
 * In memory: the embedded server is one process; a restart forgets, which only helps the visitor.
 */
export interface LoginAttemptsOptions {
  readonly maxFailures: number;
  readonly windowMs: number;
  /** Bound on tracked keys, so a flood of distinct emails cannot grow memory without limit. */
  readonly maxKeys?: number;
}

interface Entry {
  failures: number;
  windowStart: number;
}

export class LoginAttempts {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly options: LoginAttemptsOptions) {}

  /** Milliseconds until `key` may try again, or 0 when it is not blocked. */
  blockedFor(key: string, now: number): number {
    const entry = this.live(key, now);
    if (!entry || entry.failures < this.options.maxFailures) return 0;
    return entry.windowStart + this.options.windowMs - now;
  }

  recordFailure(key: string, now: number): void {
    const entry = this.live(key, now);
    if (entry) {
      entry.failures += 1;
      return;
    }
    this.entries.set(key, { failures: 1, windowStart: now });
    this.prune(now);
  }

  reset(key: string): void {
    this.entries.delete(key);
  }

  private live(key: string, now: number): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && now - entry.windowStart >= this.options.windowMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private prune(now: number): void {
    const maxKeys = this.options.maxKeys ?? 10_000;
    if (this.entries.size <= maxKeys) return;
    for (const [key, entry] of this.entries) {
      if (now - entry.windowStart >= this.options.windowMs) this.entries.delete(key);
    }
    // Still full: drop the oldest (Map keeps insertion order).
    for (const key of this.entries.keys()) {
      if (this.entries.size <= maxKeys) break;
      this.entries.delete(key);
    }
  }
}
