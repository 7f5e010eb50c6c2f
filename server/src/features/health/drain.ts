import type { FastifyInstance } from 'fastify';

/** The whole drain fits in this: container platforms (Cloud Run, Kubernetes) kill 10 s after SIGTERM. */
export const DRAIN_DEADLINE_MS = 9_500;
/** How long a draining host keeps answering while the proxy's readiness probe notices it (DRAIN_DELAY_MS). */
export const DEFAULT_DRAIN_DELAY_MS = 2_000;

export type DrainOutcome = 'closed' | 'failed' | 'deadline';

/**
 * Takes a host out of rotation and closes it (docs/operating.md, "Stopping a host"; decision 0145):
 * 1. `/api/health/ready` answers 503 at once (liveness, `/api/health`, stays 200), and the host
 *    keeps serving for `delayMs`, so a proxy probing readiness stops sending it new requests;
 * 2. `app.close()`: the listener closes, requests in flight finish, then the onClose hooks flush
 *    telemetry, let the notification outbox finish the sends it started, and close SQLite last.
 * Resolves how it ended; past `deadlineMs` it resolves 'deadline' without waiting further.
 */
export async function drain(
  app: FastifyInstance,
  { delayMs, deadlineMs = DRAIN_DEADLINE_MS }: { delayMs: number; deadlineMs?: number },
): Promise<DrainOutcome> {
  app.readiness.draining = true;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<DrainOutcome>((resolve) => {
    timer = setTimeout(() => resolve('deadline'), deadlineMs);
  });
  const closing = (async (): Promise<DrainOutcome> => {
    await new Promise((resolve) => setTimeout(resolve, Math.min(delayMs, deadlineMs)));
    try {
      await app.close();
      return 'closed';
    } catch (error) {
      app.log.error({ err: error }, 'drain: closing failed');
      return 'failed';
    }
  })();
  const outcome = await Promise.race([closing, deadline]);
  clearTimeout(timer);
  return outcome;
}
