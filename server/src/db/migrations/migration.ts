import type { Database } from 'better-sqlite3';

/**
 * One schema change. `version` is the file's numeric prefix and must be unique and increasing;
 * `up` runs inside a transaction together with its schema_migrations row.
 */
export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly up: (db: Database) => void;
}
