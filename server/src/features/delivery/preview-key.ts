import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { OWNER_ONLY, ownerOnlyFolder } from '../../db/owner-only';

/** The key file in local mode's data folder: made at first start, readable by the site's user only. */
export const PREVIEW_KEY_FILE = 'preview.key';
/** The visitor key's file beside it (docs/decisions/0125-signed-visitors-and-the-canary-judge.md). */
export const VISITOR_KEY_FILE = 'visitor.key';
/** Shortest PREVIEW_SECRET (and VISITOR_SECRET) accepted: 32 characters. */
export const PREVIEW_SECRET_MIN = 32;

/**
 * A signing key: the secret when set (firebase mode: the same secret on every host, from the
 * platform's secret store); else, in local mode, `<DATA_DIR>/<file>`, 32 random bytes made at
 * first start (0600). Never in the repository. Undefined without either.
 */
function signingKey(file: string, options: { secret?: string; dataDir?: string }): Buffer | undefined {
  if (options.secret !== undefined && options.secret !== '') return Buffer.from(options.secret, 'utf8');
  if (options.dataDir === undefined) return undefined;
  const where = path.join(options.dataDir, file);
  try {
    return Buffer.from(fs.readFileSync(where, 'utf8').trim(), 'base64url');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  ownerOnlyFolder(options.dataDir);
  const key = randomBytes(32);
  try {
    fs.writeFileSync(where, `${key.toString('base64url')}\n`, { mode: OWNER_ONLY.file, flag: 'wx' });
    return key;
  } catch (error) {
    // Another process (a CLI, a second start) made it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      return Buffer.from(fs.readFileSync(where, 'utf8').trim(), 'base64url');
    }
    throw error;
  }
}

/**
 * The key that signs preview tokens (docs/decisions/0062-preview-in-one-browser.md): PREVIEW_SECRET,
 * else local mode's `preview.key`. Firebase mode without it has no previews.
 */
export function previewKey(options: { secret?: string; dataDir?: string }): Buffer | undefined {
  return signingKey(PREVIEW_KEY_FILE, options);
}

/**
 * The key that signs visitors' buckets and seals the hosts' telemetry documents
 * (docs/decisions/0125-signed-visitors-and-the-canary-judge.md): VISITOR_SECRET, else local mode's
 * `visitor.key`. Every host of a fleet needs the same one, or a visitor's bucket from one host is
 * a stranger to the next.
 */
export function visitorKey(options: { secret?: string; dataDir?: string }): Buffer | undefined {
  return signingKey(VISITOR_KEY_FILE, options);
}
