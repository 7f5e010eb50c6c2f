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

/** A fixed map, or the live one read again per request (features/releases/live-remotes.ts). */
export type RemotesSource = RemotesMap | (() => RemotesMap);

export function currentRemotes(source: RemotesSource): RemotesMap {
  return typeof source === 'function' ? source() : source;
}
