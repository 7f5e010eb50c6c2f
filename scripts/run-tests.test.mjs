// The step runner of `npm test` (scripts/run-tests.mjs): how many run at once, in which order,
// what a failure stops, and how their output is printed.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createOutput, runSteps, selectSteps, STEPS, summary } from './run-tests.mjs';

/** A fake `run`: each step ends when the test says, and every start and stop is logged. */
function fakeRun() {
  const log = [];
  const endings = new Map();
  let running = 0;
  let most = 0;
  const run = (step) => {
    running += 1;
    most = Math.max(most, running);
    log.push(`start ${step.name}`);
    let finish;
    const done = new Promise((resolve) => {
      finish = (ok) => {
        running -= 1;
        resolve({ name: step.name, ok, seconds: 1 });
      };
    });
    endings.set(step.name, finish);
    return { done, stop: () => log.push(`stop ${step.name}`) };
  };
  /** Ends step `name` (once it has started) and lets the runner go on. */
  const end = async (name, ok = true) => {
    while (!endings.has(name)) await new Promise((resolve) => setImmediate(resolve));
    endings.get(name)(ok);
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { run, end, log, most: () => most };
}

describe('runSteps', () => {
  it('runs at most `jobs` steps at once, in the listed order, each after the steps it names', async () => {
    const fake = fakeRun();
    const steps = [{ name: 'a' }, { name: 'b' }, { name: 'c' }, { name: 'd', after: ['a', 'b', 'c'] }];
    const finished = runSteps(steps, { jobs: 2, run: fake.run });
    await fake.end('b');
    await fake.end('a');
    await fake.end('c');
    await fake.end('d');
    const results = await finished;
    assert.deepEqual(fake.log, ['start a', 'start b', 'start c', 'start d']);
    assert.equal(fake.most(), 2);
    assert.deepEqual(
      results.map((result) => result.name),
      ['b', 'a', 'c', 'd'],
    );
  });

  it('starts nothing after a failure and lets the steps still running finish', async () => {
    const fake = fakeRun();
    const steps = [{ name: 'a' }, { name: 'b' }, { name: 'c' }, { name: 'd', after: ['a'] }];
    const finished = runSteps(steps, { jobs: 2, run: fake.run });
    await fake.end('a', false);
    await fake.end('b');
    const results = await finished;
    assert.deepEqual(fake.log, ['start a', 'start b']);
    assert.deepEqual(
      results.map((result) => [result.name, result.ok]),
      [
        ['a', false],
        ['b', true],
      ],
    );
  });

  it('refuses a step that comes after a step it does not know', async () => {
    await assert.rejects(
      runSteps([{ name: 'a', after: ['nope'] }], { jobs: 1, run: fakeRun().run }),
      /after an unknown step nope/,
    );
  });

  it('the suite: the browser runs come after every other step, the one beside after the firebase run', () => {
    const browser = STEPS.filter((step) => step.name.startsWith('e2e'));
    const others = STEPS.filter((step) => !browser.includes(step)).map((step) => step.name);
    assert.deepEqual(
      browser.map((step) => step.name),
      ['e2e', 'e2e:firebase', 'e2e:beside'],
    );
    for (const step of browser)
      assert.ok(
        others.every((name) => step.after?.includes(name)),
        step.name,
      );
    assert.ok(browser[2]?.after?.includes('e2e:firebase'));
  });
});

describe('selectSteps', () => {
  const steps = [{ name: 'a' }, { name: 'b', after: ['a'] }, { name: 'c', after: ['a', 'b'] }];

  it('keeps every step when none is named', () => {
    assert.deepEqual(selectSteps(steps, []), steps);
  });

  it('keeps the steps named, each after those of its steps that are named too', () => {
    assert.deepEqual(selectSteps(steps, ['c', 'b']), [
      { name: 'b', after: [] },
      { name: 'c', after: ['b'] },
    ]);
  });

  it('refuses a step it does not know, naming the steps there are', () => {
    assert.throws(() => selectSteps(steps, ['d']), /no step d; the steps: a, b, c/);
  });
});

describe('createOutput', () => {
  it('shows the first step live, the others whole when they end, then the next one live', () => {
    let printed = '';
    const output = createOutput((text) => {
      printed += text;
    });
    output.start('build');
    output.start('unit');
    output.start('lint');
    output.write('build', 'b1 ');
    output.write('unit', 'u1 ');
    output.write('lint', 'l1 ');
    output.end({ name: 'lint', ok: true, seconds: 2 });
    output.write('build', 'b2 ');
    output.end({ name: 'build', ok: true, seconds: 3 });
    output.write('unit', 'u2 ');
    output.end({ name: 'unit', ok: false, seconds: 4 });
    assert.equal(
      printed,
      '\n──── build ────\nb1 ' +
        '\n──── lint ────\nl1 ──── lint passed in 2.0 s ────\n' +
        'b2 ──── build passed in 3.0 s ────\n' +
        '\n──── unit ────\nu1 u2 ──── unit FAILED in 4.0 s ────\n',
    );
  });
});

describe('summary', () => {
  it('lists each step with its wall time, then the total', () => {
    assert.equal(
      summary(
        [
          { name: 'build', ok: true, seconds: 61.25 },
          { name: 'e2e', ok: false, seconds: 900 },
        ],
        961.3,
      ),
      'build     61.3 s  passed\ne2e      900.0 s  FAILED\ntotal    961.3 s  (wall)',
    );
  });
});
