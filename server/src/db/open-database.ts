import path from 'node:path';
import Database from 'better-sqlite3';
import { DATABASE_FILE_NAME } from '../paths';
import { migrate } from './migrate';
import { ownerOnlyFile, ownerOnlyFolder, restrictToOwner } from './owner-only';
import { MIGRATIONS } from './migrations';

/**
 * Opens (creating the folder and file on first start, both owner-only) `<dataDir>/site.db` with
 * WAL, foreign keys and a busy timeout, then brings the schema up to date.
 */
export function openDatabase(dataDir: string): Database.Database {
  ownerOnlyFolder(dataDir);
  const file = path.join(dataDir, DATABASE_FILE_NAME);
  ownerOnlyFile(file);
  // Left by an earlier run with wider permissions; new ones copy the database file's.
  for (const suffix of ['-wal', '-shm']) restrictToOwner(`${file}${suffix}`);
  const db = new Database(file);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    // Another process (create-admin, a second server) may hold the write lock briefly.
    db.pragma('busy_timeout = 5000');
    // Every commit reaches the disk before we answer 2xx (leads must survive a power cut).
    db.pragma('synchronous = FULL');
    // Deleted rows are overwritten with zeros, so a deleted lead is gone from the file too
    // (docs/decisions/0030-lead-retention.md). Per connection: every opener sets it.
    db.pragma('secure_delete = ON');
    migrate(db, MIGRATIONS);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}
