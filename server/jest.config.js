const base = require('../jest.shared.js').jestConfig(__dirname, { environment: 'node', firebaseEmulators: true });

/**
 * @fastify/static (through content-disposition 3) and app.inject (through cookie 2) require
 * ESM-only packages. Node 20.19 loads them with require(esm), but Jest's module loader cannot
 * (before Node 24.9), so tests compile those two to CommonJS.
 */
module.exports = {
  ...base,
  transform: {
    ...base.transform,
    '/node_modules/(content-disposition|cookie)/.+\\.js$': [
      'ts-jest',
      { tsconfig: { allowJs: true, module: 'commonjs', target: 'es2022' }, diagnostics: false },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(content-disposition|cookie)/)'],
};
