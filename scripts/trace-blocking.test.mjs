import assert from 'node:assert/strict';
import { test } from 'node:test';
import { blockingTime } from './trace-blocking.mjs';

const MAIN = { pid: 1, tid: 7 };
const task = (ms, durMs, cpuMs, where = MAIN) => ({
  name: 'RunTask',
  ph: 'X',
  ...where,
  ts: ms * 1000,
  dur: durMs * 1000,
  tdur: cpuMs * 1000,
});
const at = (name, ms, where = MAIN) => ({ name, ph: 'X', ...where, ts: ms * 1000, dur: 1000 });
const fcp = (ms) => ({ name: 'firstContentfulPaint', ph: 'R', ...MAIN, ts: ms * 1000 });

test('counts what each task after the first paint spends beyond 50 ms, replayed 4× slower', () => {
  // 30 ms of script: 120 ms simulated, 70 blocking; 10 ms of CPU in it: 40 simulated, none.
  const result = blockingTime([fcp(100), task(200, 30, 10)]);
  assert.deepEqual(result, { wallMs: 70, cpuMs: 0, cpuShare: 10 / 30, tasks: 1 });
});

test('a task that lays out is replayed 2× slower', () => {
  const result = blockingTime([fcp(100), task(200, 40, 40), at('Layout', 210)]);
  assert.equal(result?.wallMs, 30);
  assert.equal(result?.cpuMs, 30);
});

test('leaves out tasks before the first paint, short tasks and other threads', () => {
  const other = { pid: 1, tid: 9 };
  const result = blockingTime([task(50, 80, 80), fcp(100), task(200, 9, 9), task(300, 60, 60, other)]);
  assert.deepEqual(result, { wallMs: 0, cpuMs: 0, cpuShare: NaN, tasks: 0 });
});

test('counts a task traced under two names once', () => {
  const outer = { ...task(200, 30, 30), name: 'ThreadControllerImpl::RunTask' };
  const result = blockingTime([fcp(100), outer, task(200.1, 29.9, 29.9)]);
  assert.equal(result?.tasks, 1);
  assert.equal(result?.wallMs, 70);
});

test('a trace without a first contentful paint has no figure', () => {
  assert.equal(blockingTime([task(200, 30, 30)]), undefined);
});
