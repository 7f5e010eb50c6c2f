import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { tempDir } from '../test-support/test-server';
import { migrate } from './migrate';
import { MIGRATIONS, type Migration } from './migrations';
import { openDatabase } from './open-database';

describe('database and migrations', () => {
  let dir: string;
  beforeEach(() => {
    dir = tempDir();
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('creates the data folder and site.db with WAL and foreign keys on first open', () => {
    const dataDir = path.join(dir, 'nested', 'data');
    const db = openDatabase(dataDir);
    try {
      expect(fs.existsSync(path.join(dataDir, 'site.db'))).toBe(true);
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
      expect(db.pragma('busy_timeout', { simple: true })).toBeGreaterThan(0);
    } finally {
      db.close();
    }
  });

  it('records every migration once and is idempotent across restarts', () => {
    openDatabase(dir).close();
    const db = openDatabase(dir);
    try {
      const versions = db.prepare('SELECT version FROM schema_migrations ORDER BY version').pluck().all();
      expect(versions).toEqual(MIGRATIONS.map((m) => m.version));
      expect(migrate(db, MIGRATIONS)).toEqual({ applied: [] });
      const tables = db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table'").pluck().all();
      expect(tables).toEqual(expect.arrayContaining(['users', 'sessions', 'press', 'schema_migrations']));
    } finally {
      db.close();
    }
  });

  it('rolls a failing migration back completely and does not record it', () => {
    const db = new Database(path.join(dir, 'x.db'));
    const broken: Migration = {
      version: 1,
      name: 'broken',
      up(d) {
        d.exec('CREATE TABLE half_done (id INTEGER)');
        throw new Error('boom');
      },
    };
    try {
      expect(() => migrate(db, [broken])).toThrow('boom');
      const tables = db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table'").pluck().all();
      expect(tables).not.toContain('half_done');
      expect(db.prepare('SELECT COUNT(*) FROM schema_migrations').pluck().get()).toBe(0);
    } finally {
      db.close();
    }
  });

  it('refuses migrations listed out of order', () => {
    const db = new Database(':memory:');
    const noop = (version: number): Migration => ({ version, name: `m${version}`, up: () => undefined });
    try {
      expect(() => migrate(db, [noop(2), noop(1)])).toThrow(/out of order/);
      expect(() => migrate(db, [noop(1), noop(1)])).toThrow(/out of order/);
    } finally {
      db.close();
    }
  });

  it('numbers the migration files as their versions (leads start at 0010)', () => {
    const files = fs.readdirSync(path.join(__dirname, 'migrations')).filter((f) => /^\d{4}-.*\.ts$/.test(f));
    const fileVersions = files.map((f) => Number(f.slice(0, 4))).sort((a, b) => a - b);
    expect(fileVersions).toEqual(MIGRATIONS.map((m) => m.version));
  });
});
