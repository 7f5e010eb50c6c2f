// @ts-check
// jest globalSetup of the packages whose *.emulator.test.ts files need the Firebase emulators:
// starts them once per jest run (or uses those named by FIRESTORE_EMULATOR_HOST and
// FIREBASE_AUTH_EMULATOR_HOST), and says plainly when this machine cannot run them.
const { emulatorEnv, emulatorsFromEnv, findEmulators, startEmulators } = require('../scripts/firebase-emulators');

/** Where emulators this run started are kept for the teardown (same process). */
const HANDLE = Symbol.for('gagyeong.firebaseEmulators');

module.exports = async function setupEmulators() {
  const found = findEmulators();
  if (!found.ok) {
    // The config already left the emulator tests out (jest.shared.js); this is the one message.
    console.warn(
      `\n*** Firebase emulator tests SKIPPED (*.emulator.test.ts): ${found.reason}.\n` +
        '*** Rules and Firebase adapter tests did not run on this machine.\n',
    );
    return;
  }
  if (emulatorsFromEnv()) return;
  const portBase = process.env.EMULATOR_PORT_BASE ? Number(process.env.EMULATOR_PORT_BASE) : undefined;
  const emulators = await startEmulators({ portBase });
  // Workers start after this and inherit the environment: the tests find the emulators there.
  Object.assign(process.env, emulatorEnv(emulators));
  /** @type {Record<symbol, unknown>} */ (globalThis)[HANDLE] = emulators;
};
