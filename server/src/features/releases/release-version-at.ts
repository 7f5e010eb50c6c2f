import type { RemoteName } from '@gagyeong/contracts';
import { remoteBase } from '../../config/remotes';
import { ReleaseError } from './release-error';
import { RELEASE_RECORD, type ReleaseRecord } from './release-store';

/**
 * The version of a release published on another origin, from the record `release -- --out`
 * leaves beside its manifest; null when there is none (a build published without it). Deploy and
 * preview by URL both name a release by it. A record of another remote is refused.
 */
export async function releaseVersionAt(remote: RemoteName, url: string, timeoutMs = 3000): Promise<string | null> {
  if (!/^https?:\/\//.test(url)) return null;
  let record: Partial<ReleaseRecord> | undefined;
  try {
    const response = await fetch(`${remoteBase(url)}${RELEASE_RECORD}`, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { 'cache-control': 'no-cache' },
    });
    record = response.ok ? ((await response.json()) as Partial<ReleaseRecord>) : undefined;
  } catch {
    record = undefined;
  }
  if (record?.remote !== undefined && record.remote !== remote) {
    throw new ReleaseError(`${url} is a release of ${String(record.remote)}, not ${remote}; nothing was changed`);
  }
  return typeof record?.version === 'string' ? record.version : null;
}
