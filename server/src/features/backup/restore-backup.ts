import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { openDatabase } from '../../db/open-database';
import { OWNER_ONLY, restrictToOwner } from '../../db/owner-only';
import { DATABASE_FILE_NAME } from '../../paths';
import { BackupCheckError, checkDatabase, checkDatabaseFile, type DatabaseFileCheck } from './check-database-file';

export interface RestoreOptions {
  readonly backupFile: string;
  readonly dataDir: string;
  readonly now?: number;
}

export interface RestoreResult {
  readonly check: DatabaseFileCheck;
  /** Where the database that was in the data folder was moved (undefined if there was none). */
  readonly previous: string | undefined;
}

/**
 * Refuses to touch a data folder a server (or any other process) still has open: such a process
 * holds a shared lock on the database, so an exclusive lock cannot be had.
 */
function assertStopped(live: string): void {
  if (!fs.existsSync(live)) return;
  const db = new Database(live, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 0');
    db.pragma('locking_mode = EXCLUSIVE');
    // In WAL mode this takes the database file's exclusive lock, which every open connection blocks.
    db.exec('BEGIN EXCLUSIVE; COMMIT');
  } catch {
    throw new BackupCheckError(
      `데이터 폴더를 다른 프로세스가 사용 중입니다: ${path.dirname(live)}. 서버를 멈춘 뒤 다시 실행하세요.`,
    );
  } finally {
    db.close();
  }
}

/**
 * Restores a backup into a stopped data folder: checks the backup, makes sure nothing has the
 * folder's database open, moves the current database aside (never deleted here), copies the
 * backup in under a temporary name and renames it into place, then opens it as the server would
 * (migrating an older schema) and checks it again.
 */
export function restoreBackup(options: RestoreOptions): RestoreResult {
  const backup = path.resolve(options.backupFile);
  checkDatabaseFile(backup);
  fs.mkdirSync(options.dataDir, { recursive: true });
  const live = path.join(options.dataDir, DATABASE_FILE_NAME);
  assertStopped(live);

  let previous: string | undefined;
  const stamp = new Date(options.now ?? Date.now()).toISOString().replace(/[-:.]/g, '');
  if (fs.existsSync(live)) {
    previous = `${live}.before-restore-${stamp}`;
    fs.renameSync(live, previous);
    // A copy of the personal data, kept as owner-only as the database (a file from an older version may be wider).
    restrictToOwner(previous);
  }
  // A cleanly closed database leaves no log; anything left belongs to the old file.
  for (const suffix of ['-wal', '-shm']) {
    if (!fs.existsSync(`${live}${suffix}`)) continue;
    const aside = `${previous ?? live}${suffix}.old`;
    fs.renameSync(`${live}${suffix}`, aside);
    restrictToOwner(aside);
  }

  const incoming = `${live}.restoring`;
  fs.copyFileSync(backup, incoming);
  // The copy takes the backup file's mode, which an operator may have widened.
  fs.chmodSync(incoming, OWNER_ONLY.file);
  const handle = fs.openSync(incoming, 'r+');
  try {
    fs.fsyncSync(handle);
  } finally {
    fs.closeSync(handle);
  }
  fs.renameSync(incoming, live);

  const db = openDatabase(options.dataDir);
  try {
    return { check: checkDatabase(db, live), previous };
  } finally {
    db.close();
  }
}
