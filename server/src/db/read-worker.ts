import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Database } from 'better-sqlite3';
import { statement } from './statements';

/**
 * A read-only connection to the site database in a worker thread (read-worker-thread.mjs), for reports
 * that read many rows (docs/decisions/0126-bounded-telemetry-storage-and-reports.md): the query
 * runs there, so the event loop keeps answering other requests. better-sqlite3 is synchronous: on
 * the main thread a 100 ms query is 100 ms of nothing else answered. The worker starts with the
 * first query and ends with `close`. WAL lets it read while the main connection writes; it sees
 * what was committed before each query.
 */
/** Where a report's read-only query runs: the host's worker, or (a command, a benchmark) this thread. */
export interface Reads {
  all<T>(sql: string, params: readonly (string | number)[]): Promise<T[]>;
}

export interface ReadWorker extends Reads {
  close(): Promise<void>;
}

/** Reads on this thread's connection (commands and benchmarks, where nothing else waits). */
export function readsOn(db: Database): Reads {
  return {
    all: <T>(sql: string, params: readonly (string | number)[]) =>
      Promise.resolve(statement(db, sql).all(...params) as T[]),
  };
}

export function createReadWorker(file: string): ReadWorker {
  let worker: Worker | undefined;
  let next = 0;
  const waiting = new Map<number, { resolve: (rows: unknown[]) => void; reject: (error: Error) => void }>();

  function failAll(error: Error) {
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
    worker = undefined;
  }

  function started(): Worker {
    if (worker) return worker;
    const created = new Worker(path.join(__dirname, 'read-worker-thread.mjs'), { workerData: { file } });
    created.on('message', ({ id, rows, error }: { id: number; rows?: unknown[]; error?: string }) => {
      const pending = waiting.get(id);
      waiting.delete(id);
      if (!pending) return;
      if (error !== undefined) pending.reject(new Error(`read worker: ${error}`));
      else pending.resolve(rows ?? []);
    });
    created.on('error', (error) => failAll(error));
    created.on('exit', (code) => {
      if (worker === created) failAll(new Error(`read worker exited (${code})`));
    });
    // Idle, it never keeps the process alive.
    created.unref();
    worker = created;
    return created;
  }

  return {
    all<T>(sql: string, params: readonly (string | number)[]) {
      const id = (next += 1);
      return new Promise<T[]>((resolve, reject) => {
        waiting.set(id, { resolve: resolve as (rows: unknown[]) => void, reject });
        started().postMessage({ id, sql, params });
      });
    },
    async close() {
      const current = worker;
      worker = undefined;
      if (current) await current.terminate();
    },
  };
}
