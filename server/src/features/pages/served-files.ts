import path from 'node:path';
import { REMOTE_NAMES } from '@gagyeong/contracts';
import { localRemoteFile, type RemoteRoots } from '../../config/remotes';
import type { FileReader, FileText } from './file-reader';

/** A file's text (and content hash) by the URL a page refers to it with; undefined when this host cannot read it. */
export type ServedFileReader = (href: string) => Promise<FileText | undefined>;

/**
 * Where a URL a page names is, for the pipeline's one reader (file-reader.ts):
 * `/remotes/<folder>/…` in a remote's dist, `/releases/<folder>/<version>/…` in a kept release,
 * any other path in shell/dist, an absolute http(s) URL as it is (a remote deployed by URL).
 */
export function servedFileLocation(href: string, roots: RemoteRoots): string | undefined {
  if (/^https?:\/\//i.test(href)) return href;
  const pathname = href.split(/[?#]/, 1)[0] ?? '';
  if (!pathname.startsWith('/') || pathname.startsWith('//')) return undefined;
  for (const name of REMOTE_NAMES) {
    const file = localRemoteFile(pathname, name, roots);
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
  return path.join(roots.distRoot, 'shell', 'dist', ...parts);
}

/** The files a page names (its stylesheets, its first-screen image), read through `files`. */
export function servedFileReader(files: FileReader, roots: RemoteRoots): ServedFileReader {
  return async (href) => {
    const location = servedFileLocation(href, roots);
    return location === undefined ? undefined : files.read(location);
  };
}
