import type { Database } from 'better-sqlite3';
import type { Migration } from './migrations';

export interface MigrationResult {
  /** Versions applied by this call, in order (empty when the schema was already current). */
  readonly applied: number[];
}

function checkOrder(migrations: readonly Migration[]): void {
  migrations.forEach((migration, index) => {
    const previous = migrations[index - 1];
    if (!Number.isInteger(migration.version) || migration.version < 1) {
      throw new Error(`migration ${migration.name}: version must be a positive integer`);
    }
    if (previous && migration.version <= previous.version) {
      throw new Error(
        `migrations out of order: ${previous.version}-${previous.name} before ${migration.version}-${migration.name}`,
      );
    }
  });
}

/**
 * Applies the migrations not yet recorded in `schema_migrations`, each in its own IMMEDIATE
 * transaction (so two processes starting together cannot both apply one). Idempotent.
 */
export function migrate(db: Database, migrations: readonly Migration[], now = Date.now()): MigrationResult {
  checkOrder(migrations);
  db.exec(`
    CREATE TABLE IF NOT EXISTS schema_migrations (
      version    INTEGER PRIMARY KEY,
      name       TEXT    NOT NULL,
      applied_at INTEGER NOT NULL
    ) STRICT
  `);
  const isApplied = db.prepare<[number], { version: number }>(
    'SELECT version FROM schema_migrations WHERE version = ?',
  );
  const record = db.prepare<[number, string, number]>(
    'INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)',
  );

  const applied: number[] = [];
  for (const migration of migrations) {
    const apply = db.transaction(() => {
      if (isApplied.get(migration.version)) return false;
      migration.up(db);
      record.run(migration.version, migration.name, now);
      return true;
    });
    if (apply.immediate()) applied.push(migration.version);
  }
  return { applied };
}
