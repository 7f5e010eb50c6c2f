// Total Blocking Time as Lighthouse's simulation (Lantern) counts it, recomputed from the trace of
// the observed load twice: from each task's wall time, as Lantern does, and from the main thread's
// CPU time in the task. On a machine whose other threads compete for its cores the two differ, and
// the difference is the machine's, not the page's (docs/decisions/0100-blocking-time-on-a-busy-machine.md).
// Lantern: every main-thread task after the first contentful paint is replayed 4× slower (2× if it
// laid out) and counts what it spends beyond 50 ms; tasks under 10 ms are left out of its graph.

const SLOWDOWN = 4;
const LAYOUT_SLOWDOWN = SLOWDOWN * 0.5;
const BLOCKING_THRESHOLD_MS = 50;
const SIGNIFICANT_TASK_US = 10_000;

/** A top-level task of Chromium's scheduler: `RunTask` (older builds name it by its controller). */
const isTask = (event) => event.ph === 'X' && /(^|::)RunTask$/.test(event.name);

/**
 * @param {ReadonlyArray<{name: string, ph: string, pid: number, tid: number, ts: number, dur?: number, tdur?: number}>} traceEvents
 * @returns {{ wallMs: number, cpuMs: number, cpuShare: number, tasks: number } | undefined}
 *   undefined when the trace has no first contentful paint; `cpuMs` is NaN when it has no thread times.
 */
export function blockingTime(traceEvents) {
  // The renderer's main thread is the one that marked the page's first contentful paint.
  const fcp = traceEvents.find((event) => event.name === 'firstContentfulPaint');
  if (!fcp) return undefined;
  const onMain = traceEvents.filter((event) => event.pid === fcp.pid && event.tid === fcp.tid);
  const layouts = onMain.filter((event) => event.name === 'Layout').map((event) => event.ts);

  // Outermost tasks only: a build may trace a task under two names, one inside the other.
  const tasks = [];
  for (const task of onMain.filter(isTask).sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))) {
    const last = tasks.at(-1);
    if (last && task.ts < last.ts + (last.dur ?? 0)) continue;
    tasks.push(task);
  }

  let wallMs = 0;
  let cpuMs = 0;
  let wallUs = 0;
  let cpuUs = 0;
  let counted = 0;
  for (const task of tasks) {
    const dur = task.dur ?? 0;
    if (task.ts < fcp.ts || dur < SIGNIFICANT_TASK_US) continue;
    const laidOut = layouts.some((ts) => ts >= task.ts && ts <= task.ts + dur);
    const slowdown = laidOut ? LAYOUT_SLOWDOWN : SLOWDOWN;
    const cpu = task.tdur ?? NaN;
    wallMs += Math.max(0, (dur / 1000) * slowdown - BLOCKING_THRESHOLD_MS);
    cpuMs += Math.max(0, (cpu / 1000) * slowdown - BLOCKING_THRESHOLD_MS);
    wallUs += dur;
    cpuUs += cpu;
    counted += 1;
  }
  return { wallMs, cpuMs, cpuShare: wallUs > 0 ? cpuUs / wallUs : NaN, tasks: counted };
}
