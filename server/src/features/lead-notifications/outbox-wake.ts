import type { Database } from 'better-sqlite3';

/** The running worker of each database, woken when a notification is queued (no polling delay). */
const wakers = new WeakMap<Database, () => void>();

export function onOutboxWake(db: Database, wake: (() => void) | undefined): void {
  if (wake) wakers.set(db, wake);
  else wakers.delete(db);
}

/**
 * Called inside the queueing transaction: the worker runs on the next turn of the event loop,
 * after better-sqlite3 (synchronous) has committed it.
 */
export function wakeOutbox(db: Database): void {
  const wake = wakers.get(db);
  if (wake) setImmediate(wake);
}
