// Under CI a machine without the Firebase emulators fails the run; elsewhere their suites are
// left out with a loud message (scripts/firebase-emulators.js, jest/emulators-setup.js).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SCRIPT = path.join(ROOT, 'scripts', 'firebase-emulators.js');

/** An environment in which this machine cannot run the emulators: no java on PATH. */
const emptyBin = mkdtempSync(path.join(tmpdir(), 'gagyeong-no-java-'));
after(() => rmSync(emptyBin, { recursive: true, force: true }));
function withoutEmulators(extra) {
  const env = { ...process.env, PATH: emptyBin, ...extra };
  for (const name of ['JAVA', 'CI', 'FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST']) {
    if (!(name in (extra ?? {}))) delete env[name];
  }
  return env;
}

/** `exec -- <node writing a marker file>`: whether the wrapped command ran, and how exec ended. */
function exec(env) {
  const marker = path.join(emptyBin, `ran-${Math.random().toString(36).slice(2)}`);
  const result = spawnSync(
    process.execPath,
    [SCRIPT, 'exec', '--', process.execPath, '-e', `require('node:fs').writeFileSync(${JSON.stringify(marker)}, '')`],
    { env, encoding: 'utf8' },
  );
  return { status: result.status, output: result.stdout + result.stderr, ran: existsSync(marker) };
}

describe('firebase-emulators.js exec without the emulators', () => {
  it('fails under CI without running the command, and says why', () => {
    const run = exec(withoutEmulators({ CI: 'true' }));
    assert.equal(run.status, 1);
    assert.equal(run.ran, false);
    assert.match(run.output, /Firebase emulators are required when CI is set.*java is not on PATH/);
  });

  it('elsewhere runs the command and says the emulator tests are skipped', () => {
    const run = exec(withoutEmulators({}));
    assert.equal(run.status, 0);
    assert.equal(run.ran, true);
    assert.match(run.output, /Firebase emulators SKIPPED/);
  });
});

describe('jest runs of the packages with emulator tests', () => {
  /** Runs `fn` with process.env replaced until it settles. */
  async function withEnv(env, fn) {
    const saved = process.env;
    process.env = env;
    try {
      return await fn();
    } finally {
      process.env = saved;
    }
  }
  const { jestConfig } = require('../jest.shared.js');
  const setup = require('../jest/emulators-setup.js');
  const pkg = path.join(ROOT, 'mf-press');
  const project = { roots: [path.join(pkg, 'src')], rootDir: pkg };

  it('keep the emulator suites in under CI, and the setup fails the run', async () => {
    await withEnv(withoutEmulators({ CI: 'true' }), async () => {
      assert.deepEqual(jestConfig(pkg, { firebaseEmulators: true }).testPathIgnorePatterns, ['/node_modules/']);
      await assert.rejects(setup({}, project), /required when CI is set/);
    });
  });

  it('leave them out elsewhere, and the setup only warns', async () => {
    const said = [];
    const warn = console.warn;
    console.warn = (message) => said.push(String(message));
    try {
      await withEnv(withoutEmulators({}), async () => {
        const { testPathIgnorePatterns } = jestConfig(pkg, { firebaseEmulators: true });
        assert.ok(testPathIgnorePatterns.some((pattern) => pattern.includes('emulator')));
        await setup({}, project);
      });
    } finally {
      console.warn = warn;
    }
    assert.match(said.join('\n'), /Firebase emulator tests SKIPPED/);
  });
});
