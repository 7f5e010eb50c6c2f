import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { RemoteName, RemotesMap } from '@gagyeong/contracts';
import { localRemoteFile } from '../../config/remotes';

/** A file of a remote's deployment, read from this machine or from the remote's origin. */
export interface RemoteFile {
  /** The URL the browser would use (relative for a remote this host serves itself). */
  readonly url: string;
  readonly text: string;
  readonly hash: string;
  /** Folder of the file on this machine, when local. */
  readonly dir?: string;
}

export interface RemoteFilesOptions {
  readonly distRoot: string;
  /** Where kept releases live (served under `/releases/<folder>/<version>/`). */
  readonly releasesDir?: string;
  /** How long a file fetched from another origin is trusted before it is asked for again. */
  readonly remoteTtlMs: number;
  /** Bound on one fetch from another origin. */
  readonly fetchTimeoutMs: number;
}

/** Folder URL of a remote's browser files: the remotes map names its manifest (or entry) in it. */
export function remoteBase(mapEntry: string): string {
  return mapEntry.slice(0, mapEntry.split('?', 1)[0]?.lastIndexOf('/') ?? -1) + '/';
}

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex').slice(0, 16);

/**
 * Reads files of the remotes named in the map, relative to each remote's base URL: from disk for a
 * remote this host serves (`/remotes/<folder>/…` or a kept release, re-read when the file changes),
 * over HTTP for a remote on another origin (kept `remoteTtlMs`). A failed read resolves undefined.
 */
export function createRemoteFiles(options: RemoteFilesOptions) {
  const disk = new Map<string, { mtimeMs: number; size: number; file: RemoteFile }>();
  const http = new Map<string, { at: number; file: Promise<RemoteFile | undefined> }>();

  async function fromDisk(file: string, url: string): Promise<RemoteFile | undefined> {
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
    const result: RemoteFile = { url, text, hash: sha1(text), dir: path.dirname(file) };
    disk.set(file, { mtimeMs: stat.mtimeMs, size: stat.size, file: result });
    return result;
  }

  function fromHttp(url: string): Promise<RemoteFile | undefined> {
    const cached = http.get(url);
    if (cached && Date.now() - cached.at < options.remoteTtlMs) return cached.file;
    const file = fetch(url, {
      signal: AbortSignal.timeout(options.fetchTimeoutMs),
      headers: { 'cache-control': 'no-cache' },
    })
      .then(async (response) => {
        if (!response.ok) return undefined;
        const text = await response.text();
        return { url, text, hash: sha1(text) };
      })
      .catch(() => undefined);
    http.set(url, { at: Date.now(), file });
    return file;
  }

  return {
    /**
     * `relative` to the remote's base URL in `remotes` (the map the request renders with), e.g.
     * 'server/remoteEntry.js' or 'mf-manifest.json'.
     */
    async read(remotes: RemotesMap, name: RemoteName, relative: string): Promise<RemoteFile | undefined> {
      const url = remoteBase(remotes[name]) + relative;
      const local = localRemoteFile(url, name, options);
      if (local !== undefined) return fromDisk(local, url);
      if (/^https?:\/\//i.test(url)) return fromHttp(url);
      return undefined; // a relative URL this host does not serve: nothing to read
    },
  };
}

export type RemoteFiles = ReturnType<typeof createRemoteFiles>;
