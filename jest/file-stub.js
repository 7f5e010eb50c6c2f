// Asset imports resolve to their file name in tests, as they would to a URL in the bundle.
module.exports = 'test-file-stub';
