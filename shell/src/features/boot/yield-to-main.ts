/**
 * Resolves in a task of its own, so what follows it is not part of the caller's task. The shell's
 * start is split at these points: measured as one task, evaluating the federation runtime, the
 * shared modules, the app and the first hydration slice kept the main thread 30–60 ms at a time
 * after the first paint, which Lighthouse counts four times over as blocking time
 * (docs/decisions/0098-short-tasks-after-the-first-paint.md).
 */
export function yieldToMain(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  // scheduler.yield resumes ahead of other queued tasks (Chromium 129+); elsewhere a new task.
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
