// `npm run build -w shell` runs this first (prebuild): subsets Pretendard to the site's text.
import { join } from 'node:path';
import { buildSiteFont, collectSitePoints } from './site-font';

const shellDir = join(__dirname, '..', '..');

buildSiteFont(collectSitePoints(join(shellDir, '..')), join(shellDir, 'generated')).then(
  (result) => {
    console.info(
      `site font: ${result.points.length} characters, ${(result.bytes / 1024).toFixed(1)} KB woff2${result.rebuilt ? '' : ' (unchanged)'}`,
    );
  },
  (error: unknown) => {
    console.error('site font: subsetting failed', error);
    process.exitCode = 1;
  },
);
