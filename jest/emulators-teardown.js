// @ts-check
// jest globalTeardown: stops the emulators that emulators-setup.js started (by their PIDs).
const { emulatorsFromEnv, emulatorsRequired, findEmulators } = require('../scripts/firebase-emulators');

const HANDLE = Symbol.for('gagyeong.firebaseEmulators');

module.exports = async function teardownEmulators() {
  // Said again under the results, where a reader looks (under CI the setup already failed the run).
  const found = emulatorsFromEnv() || emulatorsRequired() ? undefined : findEmulators();
  if (found && !found.ok) {
    console.warn(`\n*** Firebase emulator tests SKIPPED (*.emulator.test.ts): ${found.reason}.\n`);
  }
  const store = /** @type {Record<symbol, { stop: () => Promise<void> } | undefined>} */ (globalThis);
  const emulators = store[HANDLE];
  if (!emulators) return;
  store[HANDLE] = undefined;
  await emulators.stop();
};
