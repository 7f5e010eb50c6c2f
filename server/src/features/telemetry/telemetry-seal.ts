import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Firebase mode's seal on a host's telemetry document
 * (docs/decisions/0125-signed-visitors-and-the-canary-judge.md): anyone with the web config may
 * create a well-shaped `telemetryMinutes` document (firestore.rules cannot tell a host from a
 * forger), so each host seals what it writes with a key derived from the visitor key
 * (VISITOR_SECRET), and the canary judge of the deploy command, which holds the same secret,
 * counts sealed documents only. The seal is HMAC-SHA256 over the document's minute, kind and
 * entries in one canonical JSON form.
 */
function sealKey(visitorKey: Buffer): Buffer {
  return createHmac('sha256', visitorKey).update('gg-telemetry-seal').digest();
}

interface SealedPart {
  readonly key: readonly string[];
  readonly buckets: readonly number[];
}

function canonical(minute: number, kind: string, entries: readonly SealedPart[]): string {
  return JSON.stringify([minute, kind, entries.map((entry) => [entry.key, entry.buckets])]);
}

export function sealOf(visitorKey: Buffer, minute: number, kind: string, entries: readonly SealedPart[]): string {
  return createHmac('sha256', sealKey(visitorKey))
    .update(canonical(minute, kind, entries))
    .digest('base64url');
}

/** Whether a stored document (as read: minute, kind, entries, seal) carries a host's seal. */
export function isSealed(visitorKey: Buffer, data: Record<string, unknown>): boolean {
  const { minute, kind, entries, seal } = data;
  if (typeof minute !== 'number' || typeof kind !== 'string' || typeof seal !== 'string' || !Array.isArray(entries)) {
    return false;
  }
  const parts = entries.map((entry) => {
    const { key, buckets } = (entry ?? {}) as { key?: unknown; buckets?: unknown };
    return {
      key: Array.isArray(key) ? (key as string[]) : [],
      buckets: Array.isArray(buckets) ? (buckets as number[]) : [],
    };
  });
  const expected = Buffer.from(sealOf(visitorKey, minute, kind, parts), 'base64url');
  const presented = Buffer.from(seal, 'base64url');
  return presented.length === expected.length && timingSafeEqual(presented, expected);
}
