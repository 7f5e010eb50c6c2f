// @ts-check
// `node --test federation/`: the browser builds refuse server-only modules, however they are reached.
const { test } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const { ServerOnlyModulesPlugin } = require('./server-only-modules-plugin.js');

/** Builds `files` (entry: index.js) with the plugin; resolves with the compilation's error messages. */
function build(/** @type {Record<string, string>} */ files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-only-'));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './index.js',
    output: { path: path.join(dir, 'dist') },
    optimization: { minimize: false },
    plugins: [new ServerOnlyModulesPlugin({ root: dir })],
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => fs.rmSync(dir, { recursive: true, force: true }));
      if (error || !stats) reject(error);
      else resolve(stats.toJson({ errors: true }).errors?.map((e) => e.message) ?? []);
    });
  });
}

test('a build without server-only modules passes', async () => {
  const errors = await build({
    'index.js': "import { page } from './page.js'; page();",
    'page.js': 'export const page = () => 1;',
  });
  assert.deepEqual(errors, []);
});

test('a server-only module reached through another module fails the build, naming both', async () => {
  const errors = await build({
    'index.js': "import { page } from './page.js'; page();",
    'page.js': "export { load } from './load.server.js'; export const page = () => 1;",
    'load.server.js': 'export const load = () => process.env.SECRET;',
  });
  assert.equal(errors.length, 1);
  assert.match(errors[0] ?? '', /load\.server\.js is server-only \(\*\.server\.\*\) but page\.js imports it/);
});
