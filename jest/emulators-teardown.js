// @ts-check
// jest globalTeardown: stops the emulators that emulators-setup.js started (by their PIDs).
const { findEmulators } = require('../scripts/firebase-emulators');

const HANDLE = Symbol.for('gagyeong.firebaseEmulators');

module.exports = async function teardownEmulators() {
  const found = findEmulators();
  // Said again under the results, where a reader looks.
  if (!found.ok) console.warn(`\n*** Firebase emulator tests SKIPPED (*.emulator.test.ts): ${found.reason}.\n`);
  const store = /** @type {Record<symbol, { stop: () => Promise<void> } | undefined>} */ (globalThis);
  const emulators = store[HANDLE];
  if (!emulators) return;
  store[HANDLE] = undefined;
  await emulators.stop();
};
