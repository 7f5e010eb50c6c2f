import { REMOTE_NAMES, type RemoteName, type RemotesMap } from '@gagyeong/contracts';

/** Package folder of a remote: the container name with a dash ('mf_press' → 'mf-press'). */
export function remoteFolder(name: RemoteName): string {
  return name.replace(/_/g, '-');
}

/** URL prefix under which this server hosts a remote's dist/ (DESIGN §5). */
export function remotePrefix(name: RemoteName): string {
  return `/remotes/${remoteFolder(name)}/`;
}

/** Default remotes map: every remote's manifest, served by this server. */
export function defaultRemotesMap(): RemotesMap {
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, `${remotePrefix(name)}mf-manifest.json`]),
  ) as RemotesMap;
}
