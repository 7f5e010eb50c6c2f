// Bundles the Cloud Functions into lib/index.js: the shared notification code (@gagyeong/notify,
// the contracts) is inlined, so the deployed package needs only firebase-admin and
// firebase-functions from npm (package.json).
import { build } from 'esbuild';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
await build({
  entryPoints: [join(here, 'src/index.ts')],
  outfile: join(here, 'lib/index.js'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  external: ['firebase-admin', 'firebase-functions'],
  logLevel: 'warning',
});
