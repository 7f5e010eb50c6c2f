import path from 'node:path';
import { REMOTE_NAMES, type RemoteName, type RemotesMap } from '@gagyeong/contracts';

/** Package folder of a remote: the container name with a dash ('mf_press' → 'mf-press'). */
export function remoteFolder(name: RemoteName): string {
  return name.replace(/_/g, '-');
}

/** URL prefix under which this server hosts a remote's dist/ (docs/architecture.md §5). */
export function remotePrefix(name: RemoteName): string {
  return `/remotes/${remoteFolder(name)}/`;
}

/** Default remotes map: every remote's manifest, served by this server. */
export function defaultRemotesMap(): RemotesMap {
  return Object.fromEntries(REMOTE_NAMES.map((name) => [name, `${remotePrefix(name)}mf-manifest.json`])) as RemotesMap;
}

/** URL prefix under which this server hosts the kept releases of a remote (releases/<folder>/<version>/). */
export function releasesPrefix(name: RemoteName): string {
  return `/releases/${remoteFolder(name)}/`;
}

/** Where this host keeps a remote's files: the built dist/ folders, and the kept releases. */
export interface RemoteRoots {
  readonly distRoot: string;
  readonly releasesDir?: string;
}

/**
 * The file on this machine behind a URL this host serves for a remote (`/remotes/<folder>/…` from
 * its dist/, `/releases/<folder>/<version>/…` from a kept release), or undefined.
 */
export function localRemoteFile(url: string, name: RemoteName, roots: RemoteRoots): string | undefined {
  const pathname = url.split('?', 1)[0] ?? '';
  let root: string;
  let inside: string;
  if (pathname.startsWith(remotePrefix(name))) {
    root = path.join(roots.distRoot, remoteFolder(name), 'dist');
    inside = pathname.slice(remotePrefix(name).length);
  } else if (roots.releasesDir !== undefined && pathname.startsWith(releasesPrefix(name))) {
    root = path.join(roots.releasesDir, remoteFolder(name));
    inside = pathname.slice(releasesPrefix(name).length);
  } else {
    return undefined;
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(inside);
  } catch {
    return undefined;
  }
  const parts = decoded.split('/');
  if (parts.includes('..') || parts.some((part) => part.includes('\\'))) return undefined;
  return path.join(root, decoded);
}

/** Folder URL of a remote's browser files: the remotes map names its manifest (or entry) in it. */
export function remoteBase(mapEntry: string): string {
  return mapEntry.slice(0, mapEntry.split('?', 1)[0]?.lastIndexOf('/') ?? -1) + '/';
}

/** Where a file of a remote's deployment is read from, and the URL a browser would use for it. */
export interface RemoteFileLocation {
  /** Relative for a remote this host serves itself. */
  readonly url: string;
  /** The file on this machine, or the URL on another origin. */
  readonly location: string;
  /** Folder of the file on this machine, when local. */
  readonly dir?: string;
}

/**
 * A file `relative` to a remote's base URL in `remotes` (e.g. 'server/remoteEntry.js' or
 * 'mf-manifest.json'): on disk for a remote this host serves, over HTTP for one on another origin,
 * undefined for a relative URL this host does not serve.
 */
export function remoteFileLocation(
  remotes: RemotesMap,
  name: RemoteName,
  relative: string,
  roots: RemoteRoots,
): RemoteFileLocation | undefined {
  const url = remoteBase(remotes[name]) + relative;
  const local = localRemoteFile(url, name, roots);
  if (local !== undefined) return { url, location: local, dir: path.dirname(local) };
  return /^https?:\/\//i.test(url) ? { url, location: url } : undefined;
}
