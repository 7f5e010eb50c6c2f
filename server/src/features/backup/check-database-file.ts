import Database from 'better-sqlite3';
import { MIGRATIONS } from '../../db/migrations';

export interface DatabaseFileCheck {
  /** Highest migration the file records. */
  readonly schemaVersion: number;
  readonly leads: number;
  readonly pressArticles: number;
}

export class BackupCheckError extends Error {
  override name = 'BackupCheckError';
}

/**
 * Opens a database file read-only and proves it is a whole, readable site database this code can
 * run: SQLite's integrity check passes, the site's tables are there, and its schema is not newer
 * than this code's migrations. Throws BackupCheckError with a Korean reason otherwise.
 */
export function checkDatabaseFile(file: string): DatabaseFileCheck {
  let db: Database.Database;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new BackupCheckError(`파일을 열 수 없습니다: ${file} (${(error as Error).message})`);
  }
  try {
    return checkDatabase(db, file);
  } finally {
    db.close();
  }
}

/** The checks of checkDatabaseFile on an open connection. */
export function checkDatabase(db: Database.Database, file: string): DatabaseFileCheck {
  let integrity: unknown[];
  try {
    integrity = db.prepare('PRAGMA integrity_check').pluck().all();
  } catch (error) {
    throw new BackupCheckError(`SQLite 데이터베이스 파일이 아닙니다: ${file} (${(error as Error).message})`);
  }
  if (integrity.length !== 1 || integrity[0] !== 'ok') {
    throw new BackupCheckError(`무결성 검사에 실패했습니다: ${integrity.slice(0, 5).join('; ')}`);
  }
  const tables = new Set(db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table'").pluck().all());
  for (const table of ['schema_migrations', 'users', 'press', 'leads']) {
    if (!tables.has(table))
      throw new BackupCheckError(`사이트 데이터베이스가 아닙니다 (${table} 테이블 없음): ${file}`);
  }
  const schemaVersion = Number(db.prepare('SELECT max(version) FROM schema_migrations').pluck().get() ?? 0);
  const latest = MIGRATIONS[MIGRATIONS.length - 1]?.version ?? 0;
  if (schemaVersion > latest) {
    throw new BackupCheckError(
      `이 백업은 더 새로운 버전(스키마 ${schemaVersion})에서 만들어졌습니다. 이 버전은 스키마 ${latest}까지 압니다.`,
    );
  }
  return {
    schemaVersion,
    leads: Number(db.prepare('SELECT count(*) FROM leads').pluck().get()),
    pressArticles: Number(db.prepare('SELECT count(*) FROM press').pluck().get()),
  };
}
