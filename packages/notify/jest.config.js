module.exports = require('../../jest.shared.js').jestConfig(__dirname, { environment: 'node' });
