import path from 'node:path';

/** The repository root (server/src/ → ../..): default DIST_ROOT, and parent of the default data folder. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

export const DEFAULT_DATA_DIR = path.join(REPO_ROOT, 'data');

/** Kept releases of the remotes and the live remotes map (git-ignored). */
export const DEFAULT_RELEASES_DIR = path.join(REPO_ROOT, 'releases');

export const DATABASE_FILE_NAME = 'site.db';

/** Where `npm run backup` writes, and how many backups it keeps. */
export const DEFAULT_BACKUP_DIR = path.join(REPO_ROOT, 'backups');
export const DEFAULT_BACKUP_KEEP = 14;
