// @ts-check
// jest globalSetup of the packages whose *.emulator.test.ts files need the Firebase emulators:
// starts them once per jest run (or uses those named by FIRESTORE_EMULATOR_HOST and
// FIREBASE_AUTH_EMULATOR_HOST), and says plainly when this machine cannot run them; under CI that
// fails the run.
const fs = require('node:fs');
const path = require('node:path');
const {
  emulatorEnv,
  emulatorsFromEnv,
  emulatorsRequired,
  findEmulators,
  requiredButMissing,
  startEmulators,
} = require('../scripts/firebase-emulators');

/** Where emulators this run started are kept for the teardown (same process). */
const HANDLE = Symbol.for('gagyeong.firebaseEmulators');

/** @param {string} dir @returns {string[]} the emulator test files under `dir` */
function emulatorTests(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : emulatorTests(file);
    return /\.emulator\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/**
 * Whether this run selects any emulator test: `npx jest src/features/popup` should not wait for
 * the emulators. Path patterns are matched as jest matches them (regular expressions).
 * @param {import('@jest/types').Config.GlobalConfig} globalConfig
 * @param {import('@jest/types').Config.ProjectConfig} projectConfig
 */
function selectsEmulatorTests(globalConfig, projectConfig) {
  const files = projectConfig.roots.flatMap((root) => (fs.existsSync(root) ? emulatorTests(root) : []));
  const patterns = globalConfig.testPathPatterns;
  if (!patterns || !patterns.isSet()) return files.length > 0;
  const executor = patterns.toExecutor({ rootDir: projectConfig.rootDir });
  return files.some((file) => executor.isMatch(file));
}

/**
 * @param {import('@jest/types').Config.GlobalConfig} globalConfig
 * @param {import('@jest/types').Config.ProjectConfig} projectConfig
 */
module.exports = async function setupEmulators(globalConfig, projectConfig) {
  if (!selectsEmulatorTests(globalConfig, projectConfig)) return;
  if (emulatorsFromEnv()) return;
  const found = findEmulators();
  if (!found.ok && emulatorsRequired()) throw new Error(requiredButMissing(found.reason));
  if (!found.ok) {
    // The config already left the emulator tests out (jest.shared.js); this is the one message.
    console.warn(
      `\n*** Firebase emulator tests SKIPPED (*.emulator.test.ts): ${found.reason}.\n` +
        '*** Rules and Firebase adapter tests did not run on this machine.\n',
    );
    return;
  }
  const portBase = process.env.EMULATOR_PORT_BASE ? Number(process.env.EMULATOR_PORT_BASE) : undefined;
  const emulators = await startEmulators({ portBase });
  // Workers start after this and inherit the environment: the tests find the emulators there.
  Object.assign(process.env, emulatorEnv(emulators));
  /** @type {Record<symbol, unknown>} */ (globalThis)[HANDLE] = emulators;
};
