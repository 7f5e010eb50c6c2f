import type { TestServer } from './test-server';

/**
 * How a report affects everyone else (docs/decisions/0126-bounded-telemetry-storage-and-reports.md):
 * runs `report` while anonymous requests (`/api/health`, and `page` when given) are sent one after
 * another, and returns how long the report took and the slowest anonymous answer meanwhile. On
 * the event loop a report of N ms delays every other answer by up to N ms; off it, they stay fast.
 */
export async function probeDuring(
  server: TestServer,
  report: () => Promise<Response>,
  options: { page?: string } = {},
): Promise<{ reportMs: number; status: number; slowestMs: number; probes: number }> {
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
  const started = performance.now();
  const probing = probe();
  const response = await report();
  await response.arrayBuffer();
  const reportMs = performance.now() - started;
  done = true;
  await probing;
  return { reportMs, status: response.status, slowestMs, probes };
}
