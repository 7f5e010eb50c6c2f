import { browserEntryUrl, type RemoteName, type RemotesMap } from '@gagyeong/contracts';

/** A remote and the folder its files load from (its entry's directory, absolute). */
export type RemoteBase = readonly [RemoteName, string];

/**
 * Where each remote's files load from on this page: the directory of its `remoteEntry.js`, whose
 * chunks load beside it (`publicPath: 'auto'`). Longest first, so a nested folder wins; a remote
 * served from the site's root would claim the shell's own files and is left out.
 */
export function remoteBases(remotes: RemotesMap, pageUrl: string): RemoteBase[] {
  const root = new URL('/', pageUrl).href;
  return (Object.entries(remotes) as [RemoteName, string][])
    .map(([name, entry]): RemoteBase => {
      const url = new URL(browserEntryUrl(entry), pageUrl);
      const path = `${url.origin}${url.pathname}`;
      return [name, path.slice(0, path.lastIndexOf('/') + 1)];
    })
    .filter(([, base]) => base !== root)
    .sort((a, b) => b[1].length - a[1].length);
}

const URL_IN_STACK = /https?:\/\/[^\s()'"<>]+/g;

/**
 * The remote whose files a stack trace (or a React component stack) points into first: the
 * innermost frame that is a remote's. Undefined when no frame is (the shell's own code, a
 * browser extension, an error without a stack).
 */
export function remoteOfStack(stack: string, bases: readonly RemoteBase[]): RemoteName | undefined {
  for (const [url] of stack.matchAll(URL_IN_STACK)) {
    const found = bases.find(([, base]) => url.startsWith(base));
    if (found) return found[0];
  }
  return undefined;
}
