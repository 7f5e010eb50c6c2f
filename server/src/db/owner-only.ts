import fs from 'node:fs';

/**
 * The database holds personal data (leads), so its folder and files are the server user's alone,
 * as backups are: the folder 0700, every file 0600. Files made before this rule are tightened when
 * next opened.
 */
export const OWNER_ONLY = { folder: 0o700, file: 0o600 } as const;

/** Removes group and other access from `file` if it exists (a missing file is left missing). */
export function restrictToOwner(file: string, mode: number = OWNER_ONLY.file): void {
  let current: number;
  try {
    current = fs.statSync(file).mode & 0o777;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if ((current & 0o077) !== 0) fs.chmodSync(file, mode);
}

/** Creates `folder` (and missing parents) owner-only, or tightens it if it was there already. */
export function ownerOnlyFolder(folder: string): void {
  fs.mkdirSync(folder, { recursive: true, mode: OWNER_ONLY.folder });
  restrictToOwner(folder, OWNER_ONLY.folder);
}

/**
 * Creates `file` empty and owner-only when missing (SQLite takes an empty file as a new database and
 * gives its -wal and -shm files the database file's permissions), or tightens it.
 */
export function ownerOnlyFile(file: string): void {
  fs.closeSync(fs.openSync(file, 'a', OWNER_ONLY.file));
  restrictToOwner(file);
}
