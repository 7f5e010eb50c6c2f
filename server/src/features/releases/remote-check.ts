import fs from 'node:fs/promises';
import path from 'node:path';
import { browserEntryUrl, type RemoteName } from '@gagyeong/contracts';
import { VERSION_PATTERN, isRemoteUrl } from '@gagyeong/contracts/live-map';
import { localRemoteFile, releasesPrefix, remoteBase, remoteFolder, type RemoteRoots } from '../../config/remotes';
import { RELEASE_RECORD, SERVER_ENTRY_FILE, requiredExposes } from './release-store';

/**
 * Whether a URL may become (or stay) a remote's live entry: the check the deploy command runs
 * before anything goes live, and every host again on each map entry it is handed, so a hand-edited
 * live.json or a document written past the rules cannot put a dead or foreign URL in the CSP
 * (docs/decisions/0061-one-live-map-for-the-fleet.md).
 */

export interface RemoteCheckOptions {
  /** Where this host (or this checkout) keeps the remotes' dist/ folders and kept releases. */
  readonly roots: RemoteRoots;
  /** The site's public address: an https site cannot load a remote over http (mixed content). */
  readonly siteUrl?: string;
  /** Bound on each fetch from another origin. */
  readonly timeoutMs?: number;
}

type Answer = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly problem: string };

async function fetchText(url: string, timeoutMs: number): Promise<Answer> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { 'cache-control': 'no-cache' } });
    const text = await response.text();
    return response.ok ? { ok: true, text } : { ok: false, problem: `${url} answers HTTP ${response.status}` };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return { ok: false, problem: `${url} does not answer (${cause ?? (error as Error).message})` };
  }
}

async function readLocal(file: string, url: string): Promise<Answer> {
  try {
    return { ok: true, text: await fs.readFile(file, 'utf8') };
  } catch {
    return { ok: false, problem: `${url} is not on this host (${file} is missing)` };
  }
}

function exposesOf(text: string): string[] | undefined {
  try {
    const exposes = (JSON.parse(text) as { exposes?: unknown }).exposes;
    return Array.isArray(exposes) ? exposes.map((e: unknown) => String((e as { path?: unknown }).path)) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Checks what `url` names for `remote`: an http(s) URL (https on an https site) or a path this
 * host serves for that remote; a kept release when it names one, of the version the entry says;
 * the manifest, `remoteEntry.js` and the server entry answer; the manifest is one and provides
 * every expose the contracts assign to the remote. Resolves undefined when all holds, else what
 * is wrong (one sentence).
 */
export async function checkRemoteUrl(
  remote: RemoteName,
  url: string,
  version: string | null,
  options: RemoteCheckOptions,
): Promise<string | undefined> {
  if (!isRemoteUrl(url)) return `${url} is not an http(s) URL or an absolute path`;
  if (version !== null && !VERSION_PATTERN.test(version)) return `version ${version} has unexpected characters`;
  const absolute = /^https?:\/\//i.test(url);
  if (absolute && options.siteUrl?.startsWith('https://') && url.startsWith('http://')) {
    return `${url} is http:// on an https site (browsers refuse it as mixed content)`;
  }
  const local = absolute ? undefined : localRemoteFile(url, remote, options.roots);
  if (!absolute && local === undefined) return `${url} is not a path this host serves for ${remote}`;
  if (!absolute && url.startsWith(releasesPrefix(remote)) && options.roots.releasesDir !== undefined) {
    const folder = decodeURIComponent(url.slice(releasesPrefix(remote).length).split('/', 1)[0] ?? '');
    if (version !== null && folder !== version) return `${url} is not release ${version}`;
    try {
      await fs.access(path.join(options.roots.releasesDir, remoteFolder(remote), folder, RELEASE_RECORD));
    } catch {
      return `release ${folder} of ${remote} is not kept on this host`;
    }
  }

  const timeoutMs = options.timeoutMs ?? 3000;
  const get = (target: string): Promise<Answer> => {
    const file = absolute ? undefined : localRemoteFile(target, remote, options.roots);
    return file === undefined ? fetchText(target, timeoutMs) : readLocal(file, target);
  };
  const base = remoteBase(url);
  const isManifest = url.split(/[?#]/, 1)[0]?.endsWith('.json') ?? false;
  const [manifest, entry, serverEntry] = await Promise.all([
    isManifest ? get(url) : Promise.resolve(undefined),
    get(browserEntryUrl(url)),
    get(`${base}${SERVER_ENTRY_FILE.split(path.sep).join('/')}`),
  ]);
  for (const answer of [manifest, entry, serverEntry]) if (answer && !answer.ok) return answer.problem;
  if (manifest?.ok) {
    const exposes = exposesOf(manifest.text);
    if (!exposes) return `${url} is not a Module Federation manifest (no exposes)`;
    const missing = requiredExposes(remote).filter((expose) => !exposes.includes(expose));
    if (missing.length > 0) return `${url} lacks ${missing.join(', ')}, required of ${remote} by packages/contracts`;
  }
  return undefined;
}
