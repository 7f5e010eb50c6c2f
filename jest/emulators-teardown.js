// @ts-check
// jest globalTeardown: stops the emulators that emulators-setup.js started (by their PIDs).
const HANDLE = Symbol.for('gagyeong.firebaseEmulators');

module.exports = async function teardownEmulators() {
  const store = /** @type {Record<symbol, { stop: () => Promise<void> } | undefined>} */ (globalThis);
  const emulators = store[HANDLE];
  if (!emulators) return;
  store[HANDLE] = undefined;
  await emulators.stop();
};
