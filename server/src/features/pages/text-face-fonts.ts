import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { FACE_WEIGHTS } from './text-face';

/**
 * The woff2 of text faces (text-face.ts), made by one worker thread (text-face-worker.mjs: the
 * subsetting blocks for a few hundred milliseconds, never the server's event loop), one face at a
 * time, and kept: the last `cacheEntries` faces answer at once. Any address can ask for a face,
 * so at most `maxWaiting` wait for the worker; more are refused (`busy`) rather than queued.
 */
export interface TextFaceFontsOptions {
  readonly cacheEntries?: number;
  readonly maxWaiting?: number;
}

export class TextFaceBusyError extends Error {
  constructor() {
    super('text faces: too many waiting');
  }
}

interface WorkerReply {
  readonly id: number;
  readonly font?: Uint8Array;
  readonly error?: string;
}

export function createTextFaceFonts({ cacheEntries = 64, maxWaiting = 8 }: TextFaceFontsOptions = {}) {
  let worker: Worker | undefined;
  let nextId = 0;
  const waiting = new Map<number, { resolve: (font: Buffer) => void; reject: (error: Error) => void }>();
  const kept = new Map<string, Promise<Buffer>>();

  function failAll(error: Error) {
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
    worker = undefined;
  }

  function started(): Worker {
    if (worker) return worker;
    const created = new Worker(path.join(__dirname, 'text-face-worker.mjs'), { workerData: { weights: FACE_WEIGHTS } });
    created.unref();
    created.on('message', ({ id, font, error }: WorkerReply) => {
      const entry = waiting.get(id);
      if (!entry) return;
      waiting.delete(id);
      if (font) entry.resolve(Buffer.from(font.buffer, font.byteOffset, font.byteLength));
      else entry.reject(new Error(error ?? 'text face: no font'));
    });
    created.on('error', (error) => failAll(error));
    created.on('exit', () => failAll(new Error('text faces: the worker stopped')));
    worker = created;
    return created;
  }

  function subset(text: string): Promise<Buffer> {
    if (waiting.size >= maxWaiting) return Promise.reject(new TextFaceBusyError());
    const id = (nextId += 1);
    return new Promise<Buffer>((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      started().postMessage({ id, text });
    });
  }

  return {
    /** The woff2 of the face for `points` (sorted, distinct), `key` naming it. */
    font(key: string, points: readonly number[]): Promise<Buffer> {
      const known = kept.get(key);
      if (known) {
        // Most recently used last: the oldest goes first when the cache is full.
        kept.delete(key);
        kept.set(key, known);
        return known;
      }
      const font = subset(String.fromCodePoint(...points));
      kept.set(key, font);
      font.catch(() => kept.delete(key));
      if (kept.size > cacheEntries) kept.delete(kept.keys().next().value ?? key);
      return font;
    },
    async close(): Promise<void> {
      const running = worker;
      worker = undefined;
      if (running) await running.terminate();
    },
  };
}

export type TextFaceFonts = ReturnType<typeof createTextFaceFonts>;
