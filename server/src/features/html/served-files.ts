import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { REMOTE_NAMES } from '@gagyeong/contracts';
import { localRemoteFile } from '../../config/remotes';

/** A file's text by the URL a page refers to it with; undefined when this host cannot read it. */
export type ServedFileReader = (href: string) => Promise<string | undefined>;

export interface ServedFilesOptions {
  /** Where shell/dist and the remotes' dist folders are. */
  readonly distRoot: string;
  readonly releasesDir?: string;
  /** Reads a file on another origin (a remote deployed by URL); none by default. */
  readonly fetchRemote?: ServedFileReader;
}

/**
 * The files this host serves, read the way a page names them: `/remotes/<folder>/…` from a
 * remote's dist, `/releases/<folder>/<version>/…` from a kept release, anything else from
 * shell/dist; an absolute URL through `fetchRemote`.
 */
export function servedFileReader({ distRoot, releasesDir, fetchRemote }: ServedFilesOptions): ServedFileReader {
  function localFile(href: string): string | undefined {
    const pathname = href.split(/[?#]/, 1)[0] ?? '';
    if (!pathname.startsWith('/') || pathname.startsWith('//')) return undefined;
    for (const name of REMOTE_NAMES) {
      const file = localRemoteFile(pathname, name, { distRoot, releasesDir });
      if (file !== undefined) return file;
    }
    if (pathname.startsWith('/remotes/') || pathname.startsWith('/releases/')) return undefined;
    let parts: string[];
    try {
      parts = decodeURIComponent(pathname).split('/');
    } catch {
      return undefined;
    }
    if (parts.includes('..') || parts.some((part) => part.includes('\\'))) return undefined;
    return path.join(distRoot, 'shell', 'dist', ...parts);
  }

  return async (href) => {
    const file = localFile(href);
    if (file !== undefined) return readFile(file, 'utf8');
    if (/^https?:\/\//i.test(href) && fetchRemote) return fetchRemote(href);
    return undefined;
  };
}
