#!/usr/bin/env node
// `npm test`: every step of the suite, on every core (docs/testing.md, "How npm test runs").
// Lint, the type-check, the unit tests and the build are mostly one process on one core each, so
// they overlap; the browser tests wait for all of them (a build to test, and no failure left to
// find first). One step's output is shown as it comes, the others' whole when they end (or when
// they become the one shown); a table of wall times ends the run.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

/**
 * @typedef {{ name: string, command: readonly string[], after?: readonly string[] }} Step
 * @typedef {{ name: string, ok: boolean, seconds: number }} StepResult
 * @typedef {{ done: Promise<StepResult>, stop: () => void }} StepHandle
 */

/** What the browser runs wait for: a build to test, and no failure left to find first. */
const BEFORE_BROWSERS = ['build', 'unit', 'lint', 'typecheck'];

/**
 * The steps, the longest first among those ready together: with two cores the build and the
 * unit tests start at once, lint and the type-check follow on whichever core frees first, and
 * the main browser run goes beside the other two.
 * @type {readonly Step[]}
 */
export const STEPS = [
  { name: 'build', command: ['npm', 'run', 'build'] },
  { name: 'unit', command: ['npm', 'run', 'test:unit'] },
  { name: 'lint', command: ['npm', 'run', 'lint'] },
  { name: 'typecheck', command: ['npm', 'run', 'typecheck'] },
  // Beside the main Chromium run: the firebase-mode hosts on the emulators, then the smoke set in
  // three engines and the pixel contrast check (they take the firebase run's ports once that has
  // ended: e2e/support/env.ts).
  { name: 'e2e', command: ['npm', 'run', 'e2e:site', '-w', 'e2e'], after: BEFORE_BROWSERS },
  { name: 'e2e:firebase', command: ['npm', 'run', 'e2e:firebase', '-w', 'e2e'], after: BEFORE_BROWSERS },
  {
    name: 'e2e:beside',
    command: ['npm', 'run', 'e2e:beside', '-w', 'e2e'],
    after: [...BEFORE_BROWSERS, 'e2e:firebase'],
  },
];

/**
 * Runs `steps` at most `jobs` at a time, each once every step it comes `after` has passed, in the
 * listed order. After a failure no step starts; those running finish, so their failures are
 * reported too (as `a && b` never cut a running step short).
 * @param {readonly Step[]} steps
 * @param {{ jobs: number, run: (step: Step) => StepHandle, onDone?: (result: StepResult) => void }} options
 * @returns {Promise<StepResult[]>} the results, in the order the steps ended
 */
export async function runSteps(steps, { jobs, run, onDone }) {
  const names = new Set(steps.map((step) => step.name));
  for (const step of steps) {
    for (const before of step.after ?? []) {
      if (!names.has(before)) throw new Error(`step ${step.name} comes after an unknown step ${before}`);
    }
  }
  /** @type {StepResult[]} */
  const results = [];
  const passed = new Set();
  const pending = [...steps];
  /** @type {Map<string, StepHandle>} */
  const running = new Map();
  let failed = false;
  for (;;) {
    while (!failed && running.size < jobs) {
      const next = pending.findIndex((step) => (step.after ?? []).every((before) => passed.has(before)));
      if (next === -1) break;
      const [step] = pending.splice(next, 1);
      running.set(step.name, run(step));
    }
    if (running.size === 0) break;
    const result = await Promise.race([...running.values()].map((handle) => handle.done));
    running.delete(result.name);
    results.push(result);
    onDone?.(result);
    if (result.ok) passed.add(result.name);
    else failed = true;
  }
  return results;
}

/**
 * Prints steps' output without mixing it: one step at a time is shown live; the others are kept
 * and shown whole, when they end or when the live one has ended and they are next.
 */
export function createOutput(/** @type {(text: string) => void} */ write) {
  /** @type {{ name: string, kept: string[] }[]} */
  const open = [];
  return {
    /** @param {string} name */
    start(name) {
      open.push({ name, kept: [] });
      if (open.length === 1) write(`\n──── ${name} ────\n`);
    },
    /** @param {string} name @param {string} text */
    write(name, text) {
      const entry = open.find((step) => step.name === name);
      if (!entry) return;
      if (entry === open[0]) write(text);
      else entry.kept.push(text);
    },
    /** @param {StepResult} result */
    end(result) {
      const index = open.findIndex((step) => step.name === result.name);
      if (index === -1) return;
      const [entry] = open.splice(index, 1);
      if (index > 0) write(`\n──── ${result.name} ────\n${entry?.kept.join('') ?? ''}`);
      write(`──── ${result.name} ${result.ok ? 'passed' : 'FAILED'} in ${result.seconds.toFixed(1)} s ────\n`);
      if (index === 0 && open[0]) {
        write(`\n──── ${open[0].name} ────\n${open[0].kept.join('')}`);
        open[0].kept = [];
      }
    },
  };
}

/**
 * Runs a step's command in a process group of its own (so `stop` ends all it started).
 * @param {Step} step
 * @param {(text: string) => void} write
 * @returns {StepHandle}
 */
function runCommand(step, write) {
  const started = performance.now();
  const child = spawn(step.command[0] ?? 'npm', step.command.slice(1), {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout.on('data', (chunk) => write(String(chunk)));
  child.stderr.on('data', (chunk) => write(String(chunk)));
  const done = new Promise((resolve) => {
    const finish = (/** @type {boolean} */ ok) =>
      resolve({ name: step.name, ok, seconds: (performance.now() - started) / 1000 });
    child.once('error', (error) => {
      write(`\n${error.message}\n`);
      finish(false);
    });
    child.once('close', (code, signal) => {
      if (signal) write(`\n(stopped by ${signal})\n`);
      finish(code === 0);
    });
  });
  return {
    done,
    stop() {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already ended
      }
    },
  };
}

/**
 * The steps named (all when none is), each still after those of its steps that are named too:
 * `npm test -- lint unit` runs lint and the unit tests only.
 * @param {readonly Step[]} steps
 * @param {readonly string[]} names
 * @returns {Step[]}
 */
export function selectSteps(steps, names) {
  if (names.length === 0) return [...steps];
  const unknown = names.filter((name) => !steps.some((step) => step.name === name));
  if (unknown.length > 0)
    throw new Error(`no step ${unknown.join(', ')}; the steps: ${steps.map((s) => s.name).join(', ')}`);
  return steps
    .filter((step) => names.includes(step.name))
    .map((step) => ({ ...step, after: (step.after ?? []).filter((before) => names.includes(before)) }));
}

/** `name  123.4 s  passed` lines, and the whole run's wall time. */
export function summary(/** @type {readonly StepResult[]} */ results, /** @type {number} */ totalSeconds) {
  const width = Math.max(...results.map((result) => result.name.length), 5);
  const lines = results.map(
    (result) =>
      `${result.name.padEnd(width)}  ${result.seconds.toFixed(1).padStart(7)} s  ${result.ok ? 'passed' : 'FAILED'}`,
  );
  return [...lines, `${'total'.padEnd(width)}  ${totalSeconds.toFixed(1).padStart(7)} s  (wall)`].join('\n');
}

async function main() {
  const steps = selectSteps(STEPS, process.argv.slice(2));
  const jobs = Number(process.env.TEST_JOBS) || availableParallelism();
  const started = performance.now();
  console.info(`npm test: ${steps.map((step) => step.name).join(', ')}, ${jobs} at a time`);
  const output = createOutput((text) => process.stdout.write(text));
  // Steps run in process groups of their own: a signal to this one ends theirs too.
  /** @type {Set<StepHandle>} */
  const running = new Set();
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
    process.once(signal, () => {
      for (const handle of running) handle.stop();
      process.exit(signal === 'SIGINT' ? 130 : 143);
    });
  }
  const results = await runSteps(steps, {
    jobs,
    run(step) {
      output.start(step.name);
      const handle = runCommand(step, (text) => output.write(step.name, text));
      running.add(handle);
      void handle.done.then(() => running.delete(handle));
      return handle;
    },
    onDone: (result) => output.end(result),
  });
  const ok = results.length === steps.length && results.every((result) => result.ok);
  console.info(`\n${summary(results, (performance.now() - started) / 1000)}`);
  if (!ok) {
    const skipped = steps.filter((step) => !results.some((result) => result.name === step.name));
    if (skipped.length > 0) console.info(`not run: ${skipped.map((step) => step.name).join(', ')}`);
    process.exitCode = 1;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
