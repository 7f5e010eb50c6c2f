/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_MODULE_KEYS, exposeOf, remoteOf } from '@gagyeong/contracts';
import { isServerVariantOf, webpackExposes } from '@test/webpack-exposes';

// A release is refused when its manifest lacks an expose the contracts require
// (docs/decisions/0060-remote-releases-and-live-map.md): renaming one must fail here first.
describe('mf_leads exposes what packages/contracts requires', () => {
  const packageDir = path.join(__dirname, '..', '..');
  const builds = webpackExposes(path.join(packageDir, 'webpack.config.js'));
  const required = REMOTE_MODULE_KEYS.filter((key) => remoteOf(key) === 'mf_leads').map(exposeOf);

  it('builds for the browser and the server with the same exposes, server-only loaders in the server’s', () => {
    expect(builds).toHaveLength(2);
    const [browser = {}, server = {}] = builds;
    expect(Object.keys(server).sort()).toEqual(Object.keys(browser).sort());
    for (const [key, file] of Object.entries(browser)) {
      expect(isServerVariantOf(file, server[key])).toBe(true);
      // What the browser downloads names no server loader.
      expect(fs.readFileSync(path.join(packageDir, String(file)), 'utf8')).not.toMatch(/loadServerData|\.server'/);
    }
  });

  it('exposes exactly the contract keys of mf_leads, each from a file that exists', () => {
    const exposes = builds[0] ?? {};
    expect(Object.keys(exposes).sort()).toEqual([...required].sort());
    for (const file of Object.values(exposes)) {
      expect(fs.existsSync(path.join(packageDir, String(file)))).toBe(true);
    }
  });
});
