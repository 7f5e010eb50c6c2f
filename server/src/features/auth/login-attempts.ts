import { BoundedMap } from '../../http/bounded-map';

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
  private readonly entries: BoundedMap<string, Entry>;

  constructor(private readonly options: LoginAttemptsOptions) {
    this.entries = new BoundedMap(options.maxKeys ?? 10_000);
  }

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
    return this.entries.current(key, this.ended(now));
  }

  private ended(now: number): (entry: Entry) => boolean {
    return (entry) => now - entry.windowStart >= this.options.windowMs;
  }

  private prune(now: number): void {
    if (this.entries.size <= (this.options.maxKeys ?? 10_000)) return;
    // Forget the windows that have ended, then, still full, the oldest keys.
    for (const key of [...this.entries.keys()]) this.entries.current(key, this.ended(now));
    this.entries.trim();
  }
}
