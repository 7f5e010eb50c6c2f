// @ts-check
/** One jest setup for every package: ts-jest (transpile only), CSS Modules and assets stubbed. */
const path = require('node:path');

/** Tests that run against the Firebase emulators (docs/firebase.md, "Testing"). */
const EMULATOR_TESTS = '\\.emulator\\.test\\.tsx?$';

/**
 * Packages with `firebaseEmulators` start the emulators once per jest run (global setup); on a
 * machine without them their `*.emulator.test.ts` files are left out and the setup says so, except
 * under CI, where they stay in and the setup fails the run.
 * @param {boolean} enabled
 * @returns {import('jest').Config}
 */
function emulatorConfig(enabled) {
  if (!enabled) return { testPathIgnorePatterns: ['/node_modules/', EMULATOR_TESTS] };
  const { emulatorsRequired, findEmulators } = require('./scripts/firebase-emulators');
  const run = emulatorsRequired() || findEmulators().ok;
  return {
    globalSetup: path.join(__dirname, 'jest', 'emulators-setup.js'),
    globalTeardown: path.join(__dirname, 'jest', 'emulators-teardown.js'),
    testPathIgnorePatterns: run ? ['/node_modules/'] : ['/node_modules/', EMULATOR_TESTS],
  };
}

/**
 * Firebase Auth's browser build, for jsdom tests: jest picks its Node build, which has no phone
 * multi-factor (PhoneAuthProvider throws there), and the SMS second factor is what the browser runs.
 */
function firebaseAuthBrowserBuild() {
  try {
    const firebaseDir = path.dirname(require.resolve('firebase/package.json'));
    const nodeBuild = require.resolve('@firebase/auth', { paths: [firebaseDir] });
    return path.join(path.dirname(nodeBuild), '..', 'browser-cjs', 'index.js');
  } catch {
    return undefined; // a package without firebase
  }
}

/**
 * @param {string} dir package directory
 * @param {{ environment?: 'jsdom' | 'node', setupFiles?: string[], firebaseEmulators?: boolean }} [options]
 * @returns {import('jest').Config}
 */
function jestConfig(dir, { environment = 'jsdom', setupFiles = [], firebaseEmulators = false } = {}) {
  return {
    ...emulatorConfig(firebaseEmulators),
    rootDir: dir,
    testEnvironment: environment === 'jsdom' ? path.join(__dirname, 'jest', 'jsdom-environment.js') : 'node',
    roots: ['<rootDir>/src'],
    testMatch: ['**/*.test.ts', '**/*.test.tsx'],
    transform: {
      '^.+\\.tsx?$': ['ts-jest', { tsconfig: path.join(dir, 'tsconfig.json'), diagnostics: false }],
    },
    moduleNameMapper: {
      // Shared test doubles (jest/*), imported as @test/<file> from any package's tests.
      '^@test/(.*)$': path.join(__dirname, 'jest', '$1'),
      '\\.module\\.css$': 'identity-obj-proxy',
      '\\.css$': path.join(__dirname, 'jest', 'style-stub.js'),
      '\\.(png|jpe?g|webp|avif|gif|svg|woff2?|mp4)$': path.join(__dirname, 'jest', 'file-stub.js'),
      ...(environment === 'jsdom' && firebaseAuthBrowserBuild()
        ? { '^@firebase/auth$': firebaseAuthBrowserBuild() }
        : {}),
    },
    setupFilesAfterEnv: [
      ...(environment === 'jsdom' ? [path.join(__dirname, 'jest', 'setup-dom.ts')] : []),
      ...setupFiles,
    ],
  };
}

module.exports = { jestConfig };
