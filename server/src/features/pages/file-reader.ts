import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';

/** A file's text as read now, with a content hash (what makes two builds of it different). */
export interface FileText {
  readonly text: string;
  readonly hash: string;
}

export interface FileReaderOptions {
  /** How long a file fetched from another origin is trusted before it is asked for again. */
  readonly remoteTtlMs: number;
  /** Bound on one fetch from another origin. */
  readonly fetchTimeoutMs: number;
}

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex').slice(0, 16);

const isHttpUrl = (location: string) => /^https?:\/\//i.test(location);

/**
 * The one reader of every file a page is built from (the shell's template and asset lists, the
 * remotes' manifests and server entries), with one cache: a file on this machine is read again
 * when its modification time or size changes (a rebuild is picked up on the next request, no
 * restart); one on another origin is kept `remoteTtlMs`. A file that does not exist, or a fetch
 * that fails, resolves undefined. What a parser makes of a file is kept with the file's text, so
 * each version is parsed once.
 */
export function createFileReader(options: FileReaderOptions) {
  const disk = new Map<string, { mtimeMs: number; size: number; file: FileText }>();
  const http = new Map<string, { at: number; file: Promise<FileText | undefined> }>();
  const parsed = new WeakMap<FileText, Map<unknown, unknown>>();

  async function fromDisk(file: string): Promise<FileText | undefined> {
    let stat;
    try {
      stat = await fs.stat(file);
    } catch {
      disk.delete(file);
      return undefined;
    }
    const cached = disk.get(file);
    if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached.file;
    const text = await fs.readFile(file, 'utf8');
    const result: FileText = { text, hash: sha1(text) };
    disk.set(file, { mtimeMs: stat.mtimeMs, size: stat.size, file: result });
    return result;
  }

  function fromHttp(url: string): Promise<FileText | undefined> {
    const cached = http.get(url);
    if (cached && Date.now() - cached.at < options.remoteTtlMs) return cached.file;
    const file = fetch(url, {
      signal: AbortSignal.timeout(options.fetchTimeoutMs),
      headers: { 'cache-control': 'no-cache' },
    })
      .then(async (response) => {
        if (!response.ok) return undefined;
        const text = await response.text();
        return { text, hash: sha1(text) };
      })
      .catch(() => undefined);
    http.set(url, { at: Date.now(), file });
    return file;
  }

  function read(location: string): Promise<FileText | undefined> {
    return isHttpUrl(location) ? fromHttp(location) : fromDisk(location);
  }

  return {
    /** `location`: an absolute file path, or an http(s) URL. */
    read,
    /**
     * The file with `parse`'s result, parsed once per version of the file. `parse` may throw (an
     * invalid file): the caller reports it, and the next read tries again.
     */
    async readParsed<T>(
      location: string,
      parse: (text: string, location: string) => T,
    ): Promise<(FileText & { readonly value: T }) | undefined> {
      const file = await read(location);
      if (!file) return undefined;
      let values = parsed.get(file);
      if (!values) parsed.set(file, (values = new Map()));
      if (!values.has(parse)) values.set(parse, parse(file.text, location));
      return { ...file, value: values.get(parse) as T };
    },
  };
}

export type FileReader = ReturnType<typeof createFileReader>;
