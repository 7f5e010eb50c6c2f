// @ts-check
/** One jest setup for every package: ts-jest (transpile only), CSS Modules and assets stubbed. */
const path = require('node:path');

/**
 * @param {string} dir package directory
 * @param {{ environment?: 'jsdom' | 'node', setupFiles?: string[] }} [options]
 * @returns {import('jest').Config}
 */
function jestConfig(dir, { environment = 'jsdom', setupFiles = [] } = {}) {
  return {
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
    },
    setupFilesAfterEnv: [
      ...(environment === 'jsdom' ? [path.join(__dirname, 'jest', 'setup-dom.ts')] : []),
      ...setupFiles,
    ],
  };
}

module.exports = { jestConfig };
