import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { DATABASE_FILE_NAME } from '../../paths';
import { ACCESS_ANCHOR_FILE, appendAnchorLine, chainHead } from '../access/access-anchor';
import { BackupCheckError, checkDatabaseFile, type DatabaseFileCheck } from './check-database-file';

/** Backups are `site-<UTC time to the millisecond>.db`, so names sort by age. */
const BACKUP_NAME = /^site-\d{8}T\d{9}Z\.db$/;

/** The largest step better-sqlite3 passes on to sqlite3_backup_step. */
const ALL_PAGES = 0x7fffffff;

export function backupFileName(now: number): string {
  return `site-${new Date(now).toISOString().replace(/[-:.]/g, '')}.db`;
}

export interface BackupOptions {
  readonly dataDir: string;
  readonly backupDir: string;
  /** How many backups to keep, newest first; older ones are deleted. */
  readonly keep: number;
  readonly now?: number;
}

export interface BackupResult {
  readonly file: string;
  readonly bytes: number;
  readonly check: DatabaseFileCheck;
  /** Older backups deleted to keep `keep`. */
  readonly removed: readonly string[];
}

/**
 * The access records' head in the backup, appended to the anchor beside it
 * (features/access/access-anchor.ts): the chain cannot lose what a backup held without
 * `npm run access:verify` saying so.
 */
function anchorBackup(file: string, backupDir: string, now: number): void {
  const copy = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const head = chainHead(copy);
    if (head) appendAnchorLine(path.join(backupDir, ACCESS_ANCHOR_FILE), head, now);
  } finally {
    copy.close();
  }
}

/** Existing backups in `backupDir`, oldest first. */
export function listBackups(backupDir: string): string[] {
  if (!fs.existsSync(backupDir)) return [];
  return fs
    .readdirSync(backupDir)
    .filter((name) => BACKUP_NAME.test(name))
    .sort()
    .map((name) => path.join(backupDir, name));
}

/**
 * A consistent copy of the live database through SQLite's online backup API: it copies one
 * snapshot while the server keeps reading and writing (WAL), from its own connection. The copy is
 * written under a temporary name, checked, and only then renamed into place; then the oldest
 * backups beyond `keep` are deleted.
 */
export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  if (!Number.isInteger(options.keep) || options.keep < 1)
    throw new BackupCheckError('보관 개수(keep)는 1 이상이어야 합니다.');
  const source = path.join(options.dataDir, DATABASE_FILE_NAME);
  if (!fs.existsSync(source)) throw new BackupCheckError(`데이터베이스가 없습니다: ${source}`);
  fs.mkdirSync(options.backupDir, { recursive: true, mode: 0o700 });

  const file = path.join(options.backupDir, backupFileName(options.now ?? Date.now()));
  const partial = `${file}.partial`;
  const db = new Database(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    // All remaining pages in one step: copied in small steps, every write the site commits in
    // between restarts the copy, so under steady lead traffic it might never finish. One step
    // reads one snapshot; in WAL mode that never blocks the server's writes.
    await db.backup(partial, { progress: () => ALL_PAGES });
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  } finally {
    db.close();
  }

  let check: DatabaseFileCheck;
  try {
    // The copy keeps the source's WAL flag; as a standalone file it is simpler in rollback mode.
    const copy = new Database(partial);
    try {
      copy.pragma('journal_mode = DELETE');
    } finally {
      copy.close();
    }
    check = checkDatabaseFile(partial);
    fs.chmodSync(partial, 0o600);
    fs.renameSync(partial, file);
    anchorBackup(file, options.backupDir, options.now ?? Date.now());
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }

  const backups = listBackups(options.backupDir);
  const removed = backups.slice(0, Math.max(0, backups.length - options.keep));
  for (const old of removed) fs.rmSync(old);
  return { file, bytes: fs.statSync(file).size, check, removed };
}
