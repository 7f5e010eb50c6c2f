// @ts-check
/**
 * Where the browser builds' generated shared modules live (router-shared-module.js,
 * valibot-shared-module.js): the package's `node_modules/.cache/gagyeong-federation/`, written at
 * config time.
 */
const fs = require('node:fs');
const path = require('node:path');

/**
 * Writes `source` as `fileName` in the package's cache folder and returns the file's path. The file
 * is rewritten only when its text changed, so webpack's cache and watchers stay quiet.
 * @param {string} dir package directory
 * @param {string} fileName
 * @param {string} source
 * @returns {string} absolute path of the generated module
 */
function writeGeneratedModule(dir, fileName, source) {
  const file = path.join(dir, 'node_modules', '.cache', 'gagyeong-federation', fileName);
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== source) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, source);
  }
  return file;
}

module.exports = { writeGeneratedModule };
