import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { TestServer } from './test-server';

/**
 * How a report affects everyone else (docs/decisions/0126-bounded-telemetry-storage-and-reports.md):
 * runs `report` while anonymous requests (`/api/health`, and `page` when given) are sent one after
 * another, and returns how long the report took, the slowest anonymous answer meanwhile, and the
 * longest the event loop was held. On the event loop a report of N ms holds every other answer up
 * to N ms; off it, they keep their pace.
 */
export function expectOthersServed(run: { reportMs: number; slowestMs: number; blockedMs: number }): void {
  // Loose for a busy 2-core machine (other processes take the cores for whole time slices), yet
  // a report that runs its query on the event loop holds it for about the report's whole time.
  expect(run.blockedMs).toBeLessThan(Math.max(250, run.reportMs / 2));
  expect(run.slowestMs).toBeLessThan(Math.max(400, run.reportMs * 0.75));
}

export async function probeDuring(
  server: TestServer,
  report: () => Promise<Response>,
  options: { page?: string } = {},
): Promise<{ reportMs: number; status: number; slowestMs: number; probes: number; blockedMs: number }> {
  const paths = ['/api/health', ...(options.page ? [options.page] : [])];
  let done = false;
  let slowestMs = 0;
  let probes = 0;
  const probe = async () => {
    // The first probe goes out with the report, the others right after each answer.
    while (!done) {
      for (const path of paths) {
        const started = performance.now();
        const response = await fetch(`${server.baseUrl}${path}`);
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
        slowestMs = Math.max(slowestMs, performance.now() - started);
        probes += 1;
      }
    }
  };
  // The longest the server's event loop (this process's: the test server runs in it) was held.
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const started = performance.now();
  const probing = probe();
  const response = await report();
  await response.arrayBuffer();
  const reportMs = performance.now() - started;
  done = true;
  await probing;
  loop.disable();
  return { reportMs, status: response.status, slowestMs, probes, blockedMs: loop.max / 1e6 };
}
