// @ts-check
// `node --test federation/`: the shared valibot module carries every function the browser code calls.
const { test } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { valibotNames, valibotSharedModule } = require('./valibot-shared-module.js');

test('names every valibot function the sources call, and no type or unknown name', () => {
  const names = valibotNames();
  // Calls the contracts make on every page (the boot data) and in the lead forms.
  for (const name of ['object', 'string', 'pipe', 'optional', 'safeParse', 'picklist']) {
    assert.ok(names.includes(name), name);
  }
  // `v.InferOutput<…>` and `v.GenericSchema` are types, not exports valibot has at run time.
  assert.ok(!names.includes('InferOutput'));
  assert.ok(!names.includes('GenericSchema'));
  const exported = new Set(Object.keys(require('valibot')));
  assert.deepEqual(
    names.filter((name) => !exported.has(name)),
    [],
  );
  assert.deepEqual(names, [...names].sort());
});

test('the generated module re-exports them from valibot by path (not from the shared name itself)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'valibot-shared-'));
  try {
    const file = valibotSharedModule(dir);
    const source = fs.readFileSync(file, 'utf8');
    const match = /export \{ (.+) \} from "(.+)";/.exec(source);
    assert.ok(match, source);
    assert.deepEqual(match[1]?.split(', '), valibotNames());
    assert.ok(path.isAbsolute(match[2] ?? '') && fs.existsSync(match[2] ?? ''), match[2]);
    // Written once: a second call with the same names leaves the file alone.
    const before = fs.statSync(file).mtimeMs;
    valibotSharedModule(dir);
    assert.equal(fs.statSync(file).mtimeMs, before);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
