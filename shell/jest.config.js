const config = require('../jest.shared.js').jestConfig(__dirname);

// tools/ holds build-time code (the site-font subsetter) with its tests.
module.exports = { ...config, roots: [...(config.roots ?? []), '<rootDir>/tools'] };
