import fastq from 'fastq';
import { ERROR_CODES, HttpError } from '../../http/errors';

export interface HashQueueOptions {
  /**
   * Password checks running at once. scrypt runs on libuv's thread pool (4 threads by default),
   * which file reads and compression share: one or two leave the rest to pages and files.
   */
  readonly concurrency: number;
  /** Checks allowed to wait; one more is refused at once (429 + Retry-After). */
  readonly maxWaiting: number;
  /** Seconds a refused client is told to wait. */
  readonly retryAfterSeconds: number;
}

export const DEFAULT_HASH_QUEUE: HashQueueOptions = { concurrency: 1, maxWaiting: 8, retryAfterSeconds: 2 };

/**
 * 429, not 503: the server is healthy and shedding a flood on purpose; the client is told when to
 * come back (Retry-After), and monitoring that counts 5xx as faults stays quiet.
 */
export function signInBusy(retryAfterSeconds: number): HttpError {
  return new HttpError(
    429,
    ERROR_CODES.tooManyRequests,
    '로그인 요청이 많아 잠시 처리할 수 없습니다. 잠시 후 다시 시도해 주세요.',
    { 'retry-after': String(retryAfterSeconds) },
  );
}

/**
 * A bounded queue in front of password hashing, so a sign-in flood waits here (or is refused)
 * instead of filling the thread pool that every static file read goes through.
 */
export function createHashQueue(options: HashQueueOptions) {
  const queue = fastq.promise((job: () => Promise<boolean>) => job(), options.concurrency);
  return {
    /** Runs `job` when a slot is free; throws 429 when too many are already waiting. */
    run(job: () => Promise<boolean>): Promise<boolean> {
      if (queue.length() >= options.maxWaiting) throw signInBusy(options.retryAfterSeconds);
      return queue.push(job);
    },
    /** Checks running or waiting now (for tests and logs). */
    pending(): number {
      return queue.length() + queue.running();
    },
  };
}

export type HashQueue = ReturnType<typeof createHashQueue>;
