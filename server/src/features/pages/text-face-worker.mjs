// Subsets Pretendard for text faces (text-face-fonts.ts), off the server's event loop: harfbuzz
// and the woff2 encoder run synchronously for a few hundred milliseconds a face. Plain JavaScript,
// so it runs as it is in a worker thread. Options as the route faces' (shell/tools/site-font:
// weights 400–800, kerning only; docs/decisions/0050-site-font-subset.md).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const source = readFileSync(require.resolve('pretendard/dist/web/variable/woff2/PretendardVariable.woff2'));

parentPort.on('message', async ({ id, text }) => {
  try {
    const font = await subsetFont(source, text, {
      targetFormat: 'woff2',
      keepFeatures: ['kern'],
      variationAxes: { wght: workerData.weights },
    });
    const bytes = new Uint8Array(font);
    parentPort.postMessage({ id, font: bytes }, [bytes.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) });
  }
});
