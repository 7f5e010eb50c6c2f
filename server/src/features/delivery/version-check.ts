import { REMOTE_NAMES, type RemoteName } from '@gagyeong/contracts';
import { versionLabel } from '@gagyeong/contracts/live-map';
import type { LiveSnapshot } from '../releases/live-remotes';
import { getsCanary } from './visitor-bucket';

/** Labels of earlier maps kept per remote: pages rendered just before a change still report them. */
const RECENT_LABELS = 8;

/**
 * Which remote versions telemetry counts (docs/decisions/0125-signed-visitors-and-the-canary-judge.md,
 * 0126-bounded-telemetry-storage-and-reports.md): only versions the live map has named on this
 * host (the live one, a canary, the previous one, and a few of earlier maps), so a beacon cannot
 * invent labels; and while a canary runs, its version and the live one each only from the
 * visitors whose signed bucket the map gives that version, so nobody reports for the group they
 * would like to be in. A preview's version is counted by nobody.
 */
export function createVersionCheck(current: () => LiveSnapshot) {
  const recent = new Map<RemoteName, string[]>(REMOTE_NAMES.map((name) => [name, []]));
  const seen = new WeakSet<LiveSnapshot>();

  function remember(snapshot: LiveSnapshot): void {
    if (seen.has(snapshot)) return;
    seen.add(snapshot);
    for (const remote of REMOTE_NAMES) {
      const entry = snapshot.live[remote];
      const labels = [
        versionLabel(entry ?? { url: snapshot.remotes[remote], version: null }),
        ...(entry?.canary ? [versionLabel(entry.canary)] : []),
        ...(entry?.previous ? [versionLabel(entry.previous)] : []),
      ];
      const kept = recent.get(remote)!;
      for (const label of labels) {
        const at = kept.indexOf(label);
        if (at !== -1) kept.splice(at, 1);
        kept.push(label);
      }
      kept.splice(0, Math.max(0, kept.length - RECENT_LABELS));
    }
  }

  return function versionFits(remote: RemoteName, version: string, bucket: string): boolean {
    const snapshot = current();
    remember(snapshot);
    const entry = snapshot.live[remote];
    const canary = entry?.canary;
    if (canary) {
      const stable = versionLabel(entry);
      if (version === versionLabel(canary)) return getsCanary(bucket, remote, canary);
      if (version === stable) return !getsCanary(bucket, remote, canary);
    }
    return recent.get(remote)!.includes(version);
  };
}

export type VersionCheck = ReturnType<typeof createVersionCheck>;
