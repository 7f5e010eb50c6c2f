import { createHash, randomBytes } from 'node:crypto';
import { BoundedMap } from '../../http/bounded-map';

/**
 * How many view increments one client may add to one article (docs/decisions/0022): a bucket of
 * `burst` counts that refills one every `refillMs`. Every opening by a person counts (also twice
 * in a row); a script sending hundreds a minute gets `burst` plus one per `refillMs`.
 *
 * No personal data is kept: the key is a hash of address and article under a random salt that
 * lives only in this process's memory, and nothing is written to disk.
 */
export interface ViewThrottleOptions {
  readonly burst: number;
  readonly refillMs: number;
  /** Bound on tracked client-article pairs; the oldest are forgotten first. */
  readonly maxKeys?: number;
}

export const DEFAULT_VIEW_THROTTLE: ViewThrottleOptions = { burst: 10, refillMs: 30_000 };

interface Bucket {
  tokens: number;
  updated: number;
}

export class ViewThrottle {
  private readonly salt = randomBytes(16);
  private readonly buckets: BoundedMap<string, Bucket>;

  constructor(private readonly options: ViewThrottleOptions) {
    this.buckets = new BoundedMap(options.maxKeys ?? 50_000);
  }

  /** Takes one count for this client and article; false when the client has used them up. */
  take(clientAddress: string, articleId: string, now: number): boolean {
    const key = createHash('sha256').update(this.salt).update(`${clientAddress}\n${articleId}`).digest('base64url');
    const { burst, refillMs } = this.options;
    const bucket = this.buckets.get(key) ?? { tokens: burst, updated: now };
    const refilled = Math.min(burst, bucket.tokens + Math.floor((now - bucket.updated) / refillMs));
    // Keep the remainder of a partly refilled token.
    const updated =
      refilled === burst ? now : bucket.updated + Math.floor((now - bucket.updated) / refillMs) * refillMs;
    const allowed = refilled >= 1;
    this.buckets.refresh(key, { tokens: allowed ? refilled - 1 : refilled, updated });
    this.buckets.trim();
    return allowed;
  }
}
