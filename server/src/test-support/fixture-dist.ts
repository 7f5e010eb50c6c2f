import path from 'node:path';
import { createRelease, requiredExposes } from '../features/releases/release-store';
import { writeFiles, type TestServer } from './test-server';

/** A template like the shell's: both placeholders, one script. */
export const TEMPLATE = `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title data-static-head>가경 파크시티</title>
<!--gagyeong:head-->
<script defer src="/main.0123456789.js"></script></head>
<body><div id="root"></div>
<!--gagyeong:boot-->
</body></html>`;

export function manifestFor(name: string, exposes: Record<string, { js: string[]; css: string[] }>) {
  return JSON.stringify({
    id: name,
    name,
    metaData: {
      name,
      type: 'app',
      buildInfo: { buildVersion: '1.0.0', buildName: name },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      globalName: name,
      publicPath: 'auto',
    },
    shared: [],
    remotes: [],
    exposes: Object.entries(exposes).map(([expose, assets]) => ({
      id: `${name}:${expose.slice(2)}`,
      name: expose.slice(2),
      path: expose,
      assets: { js: { sync: assets.js, async: [] }, css: { sync: assets.css, async: [] } },
    })),
  });
}

/** Large enough (> 1 KB) to be compressed. */
export const BIG_JS = `console.log(${JSON.stringify('가경 파크시티 '.repeat(200))});\n`;

/** shell, mf-press and mf-marketing built; mf-leads deliberately not built. */
export function writeFixtureDist(root: string): void {
  writeFiles(root, {
    'shell/dist/index.html': TEMPLATE,
    'shell/dist/main.0123456789.js': BIG_JS,
    'shell/dist/assets/logo.abcdef1234.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'mf-press/dist/remoteEntry.js': 'var mf_press;',
    'mf-press/dist/mf-stats.json': '{}',
    'mf-press/dist/mf-manifest.json': manifestFor('mf_press', {
      './PressList': {
        js: ['__federation_expose_PressList.1111111111.js', 'vendor.2222222222.js'],
        css: ['__federation_expose_PressList.3333333333.css'],
      },
      './PressDetail': { js: ['__federation_expose_PressDetail.4444444444.js'], css: [] },
    }),
    'mf-press/dist/__federation_expose_PressList.1111111111.js': BIG_JS,
    'mf-press/dist/__federation_expose_PressList.3333333333.css': 'table{width:100%}',
    'mf-marketing/dist/remoteEntry.js': 'var mf_marketing;',
    'mf-marketing/dist/mf-manifest.json': manifestFor('mf_marketing', {
      './Brand': { js: ['__federation_expose_Brand.5555555555.js'], css: ['__federation_expose_Brand.6666666666.css'] },
      './Home': { js: ['__federation_expose_Home.7777777777.js'], css: [] },
    }),
    // Every stylesheet a manifest names is readable: a page whose sheet cannot be read is not kept (first-paint.ts).
    'mf-marketing/dist/__federation_expose_Brand.6666666666.css': 'main{display:block}',
  });
}

/**
 * A kept release of mf_marketing whose entries say `marker` (the server entry is what a stand-in
 * shell build renders): its version.
 */
export function releaseOf(server: TestServer, marker: string): string {
  const dist = path.join(server.distRoot, `build-${marker}`);
  const exposes = Object.fromEntries(requiredExposes('mf_marketing').map((expose) => [expose, { js: [], css: [] }]));
  writeFiles(dist, {
    'mf-manifest.json': manifestFor('mf_marketing', exposes),
    'remoteEntry.js': `var mf_marketing; /* ${marker} */`,
    'server/remoteEntry.js': `/* ${marker} */`,
  });
  return createRelease({
    remote: 'mf_marketing',
    dist,
    releasesDir: server.releasesDir,
    packageVersion: '1.0.0',
    commit: 'x',
  }).record.version;
}

/** Where the host serves a kept release of mf_marketing. */
export const manifestOf = (version: string) => `/releases/mf-marketing/${version}/mf-manifest.json`;
