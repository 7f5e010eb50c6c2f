import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

/** Every file under `dir`, recursively. */
export function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = join(dir, name);
    return statSync(file).isDirectory() ? files(file) : [file];
  });
}

/**
 * A copy of a remote's built dist/ (in `into`, or a new temporary folder) with `change` applied to
 * its JavaScript and JSON files: another release of the remote, as a team would build it.
 */
export function changedBuild(dist: string, change: (file: string, text: string) => string, into?: string): string {
  const dir = into ?? mkdtempSync(join(tmpdir(), 'gagyeong-e2e-build-'));
  cpSync(dist, dir, { recursive: true });
  for (const file of files(dir).filter((f) => /\.(js|json)$/.test(f))) {
    const text = change(file, readFileSync(file, 'utf8'));
    writeFileSync(file, text);
    // The build's precompressed copy (sent to browsers that take brotli) changes with it. A quick
    // quality: the tests need the same text, not the smallest file (11, the default, takes 5×).
    if (existsSync(`${file}.br`)) {
      writeFileSync(`${file}.br`, brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
    }
  }
  return dir;
}
