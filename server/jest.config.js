const base = require('../jest.shared.js').jestConfig(__dirname, { environment: 'node', firebaseEmulators: true });

/**
 * @fastify/static (through content-disposition 3), app.inject (through cookie 2) and the critical
 * CSS step (beasties' compiler and runtime, css-what) require ESM-only packages. Node 20.19 loads them with require(esm), but Jest's module loader cannot
 * (before Node 24.9), so tests compile them to CommonJS.
 */
module.exports = {
  ...base,
  transform: {
    ...base.transform,
    '/node_modules/(content-disposition|cookie|beasties|css-what)/.+\\.m?js$': [
      'ts-jest',
      { tsconfig: { allowJs: true, module: 'commonjs', target: 'es2022' }, diagnostics: false },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(content-disposition|cookie|beasties|css-what)/)'],
};
