import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import type { LeadPage } from '@gagyeong/contracts/leads';
import { openDatabase } from '../../db/open-database';
import { DATABASE_FILE_NAME, REPO_ROOT } from '../../paths';
import { signedInCookie, startTestServer, tempDir, type TestServer } from '../../test-support/test-server';
import { checkDatabaseFile } from './check-database-file';
import { createBackup, listBackups } from './create-backup';
import { restoreBackup } from './restore-backup';

const run = promisify(execFile);
const TSX = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx');
const SERVER_DIR = path.join(REPO_ROOT, 'server');

/** The CLI as the operator runs it (its own process, like a cron job beside the server). */
function cli(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  return run(TSX, [path.join(SERVER_DIR, 'src', 'cli', `${script}.ts`), ...args], {
    cwd: SERVER_DIR,
    env: { ...process.env, ...env, INIT_CWD: SERVER_DIR },
  });
}

function leadIdsIn(file: string): Set<string> {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return new Set(db.prepare('SELECT id FROM leads').pluck().all() as string[]);
  } finally {
    db.close();
  }
}

describe('npm run backup / npm run restore', () => {
  let root: string;
  beforeEach(() => {
    root = tempDir();
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('backs up while leads keep arriving: every lead acknowledged before it started is in the copy, which restores into a working site', async () => {
    // Each lead from its own (forwarded) address, as from many visitors: the per-address limit stays out of it.
    const server = await startTestServer({ dataDir: path.join(root, 'data'), trustProxy: { hops: 1 } });
    const backupDir = path.join(root, 'backups');
    const acknowledged: string[] = [];
    let sent = 0;
    let stop = false;
    let failures = 0;

    // A bounded load: 6 clients, each sending leads one after another until told to stop (≤ 600).
    const client = async () => {
      while (!stop && failures === 0 && sent < 600) {
        const id = randomUUID();
        sent += 1;
        const response = await fetch(`${server.baseUrl}/api/leads/visit`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            'x-forwarded-for': `10.1.${Math.floor(sent / 250)}.${(sent % 250) + 1}`,
          },
          body: JSON.stringify({ id, name: '백업고객', phone: '010-1234-5678', consent: true }),
        });
        if (response.status === 201) acknowledged.push(id);
        else failures += 1;
      }
    };
    let load: Promise<unknown> = Promise.resolve();
    try {
      load = Promise.all(Array.from({ length: 6 }, client));
      while (acknowledged.length < 100 && failures === 0) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(failures).toBe(0);

      const before = new Set(acknowledged);
      const { stdout } = await cli('backup', ['--dir', backupDir, '--keep', '3'], { DATA_DIR: server.dataDir });
      const during = acknowledged.length;
      stop = true;
      await load;

      expect(failures).toBe(0);
      expect(stdout).toMatch(/^백업 완료: .+site-\d{8}T\d{9}Z\.db \(\d+ KB, 관심고객 \d+건, 보도자료 0건, [\d.]+초\)/);
      const [file, ...others] = listBackups(backupDir);
      expect(others).toEqual([]);
      if (!file) throw new Error('no backup written');
      const copied = leadIdsIn(file);
      const missing = [...before].filter((id) => !copied.has(id));
      expect(missing).toEqual([]);
      // The load really ran during the backup (otherwise this proves nothing about "while serving").
      expect(during).toBeGreaterThan(before.size);
      expect(fs.readdirSync(backupDir).filter((name) => name.endsWith('.partial'))).toEqual([]);

      // Restore into a stopped, empty data folder, then serve it.
      const restoredDir = path.join(root, 'restored');
      const restored = await cli('restore', [file], { DATA_DIR: restoredDir });
      expect(restored.stdout).toContain(`복원 완료: ${file} → ${restoredDir}`);
      const site = await startTestServer({ dataDir: restoredDir });
      try {
        const cookie = await signedInCookie(site, 'admin@gagyeong.example', 'admin');
        const csv = await (await fetch(`${site.baseUrl}/api/leads.csv?reason=test`, { headers: { cookie } })).text();
        expect(csv.split('\r\n').filter((line) => line.includes('백업고객'))).toHaveLength(copied.size);
        const response = await fetch(`${site.baseUrl}/api/leads/popup`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ name: '복원후고객', phone: '010-2222-3333', consent: true }),
        });
        expect(response.status).toBe(201);
        const page = (await (await fetch(`${site.baseUrl}/api/leads`, { headers: { cookie } })).json()) as LeadPage;
        expect(page.items[0]?.name).toBe('복원후고객');
      } finally {
        await site.close();
      }
    } finally {
      stop = true;
      await load;
      await server.close();
    }
  }, 60_000);

  it('keeps the data folder, the database, its log files and the copy a restore sets aside owner-only', async () => {
    const modeOf = (file: string) => (fs.statSync(file).mode & 0o777).toString(8);
    const dataDir = path.join(root, 'data');
    const live = path.join(dataDir, DATABASE_FILE_NAME);
    const db = openDatabase(dataDir);
    try {
      db.exec('CREATE TABLE probe (x); INSERT INTO probe VALUES (1)');
      expect([dataDir, live, `${live}-wal`, `${live}-shm`].map(modeOf)).toEqual(['700', '600', '600', '600']);
    } finally {
      db.close();
    }
    // A folder and file left world-readable (an older version, a copy by hand) are tightened on open.
    fs.chmodSync(dataDir, 0o755);
    fs.chmodSync(live, 0o644);
    openDatabase(dataDir).close();
    expect([dataDir, live].map(modeOf)).toEqual(['700', '600']);

    const { file } = await createBackup({ dataDir, backupDir: path.join(root, 'backups'), keep: 1 });
    fs.chmodSync(live, 0o644);
    fs.chmodSync(file, 0o644);
    const { previous } = restoreBackup({ backupFile: file, dataDir, now: Date.parse('2026-04-01T00:00:00Z') });
    expect(previous).toBeDefined();
    expect([modeOf(previous ?? ''), modeOf(live)]).toEqual(['600', '600']);
  });

  it('keeps only the newest N backups', async () => {
    const dataDir = path.join(root, 'data');
    openDatabase(dataDir).close();
    const backupDir = path.join(root, 'backups');
    const base = Date.parse('2026-03-01T00:00:00Z');
    const results = [];
    for (let day = 0; day < 5; day += 1) {
      results.push(await createBackup({ dataDir, backupDir, keep: 3, now: base + day * 86_400_000 }));
    }
    expect(listBackups(backupDir).map((file) => path.basename(file))).toEqual([
      'site-20260303T000000000Z.db',
      'site-20260304T000000000Z.db',
      'site-20260305T000000000Z.db',
    ]);
    expect(results[4]?.removed.map((file) => path.basename(file))).toEqual(['site-20260302T000000000Z.db']);
    // A file the operator put there is never touched.
    fs.writeFileSync(path.join(backupDir, 'notes.txt'), 'keep me');
    await createBackup({ dataDir, backupDir, keep: 1, now: base + 9 * 86_400_000 });
    expect(fs.readdirSync(backupDir).sort()).toEqual(['notes.txt', 'site-20260310T000000000Z.db']);
  });

  it('refuses to restore while a server has the data folder open, and changes nothing', async () => {
    const backupDir = path.join(root, 'backups');
    const server: TestServer = await startTestServer({ dataDir: path.join(root, 'data') });
    try {
      const { file } = await createBackup({ dataDir: server.dataDir, backupDir, keep: 3 });
      const before = fs.readdirSync(server.dataDir).sort();
      expect(() => restoreBackup({ backupFile: file, dataDir: server.dataDir })).toThrow(
        /다른 프로세스가 사용 중입니다/,
      );
      expect(fs.readdirSync(server.dataDir).sort()).toEqual(before);
      expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
      await expect(cli('restore', [file], { DATA_DIR: server.dataDir })).rejects.toMatchObject({
        stderr: expect.stringContaining('복원 실패: 데이터 폴더를 다른 프로세스가 사용 중입니다'),
      });
    } finally {
      await server.close();
    }
  }, 30_000);

  it('refuses a file that is not a whole site database, before touching the data folder', async () => {
    const dataDir = path.join(root, 'data');
    const db = openDatabase(dataDir);
    db.prepare("INSERT INTO press (id, site_id, title, summary, date) VALUES ('keep', 's', 't', 's', 1)").run();
    db.close();
    const { file } = await createBackup({ dataDir, backupDir: path.join(root, 'b'), keep: 1 });

    const truncated = path.join(root, 'truncated.db');
    fs.writeFileSync(truncated, fs.readFileSync(file).subarray(0, 4096 * 3));
    const garbage = path.join(root, 'garbage.db');
    fs.writeFileSync(garbage, 'not a database at all'.repeat(300));
    const other = path.join(root, 'other.db');
    new Database(other).exec('CREATE TABLE t (x)');

    for (const [bad, reason] of [
      [truncated, /무결성 검사에 실패했습니다|SQLite 데이터베이스 파일이 아닙니다/],
      [garbage, /SQLite 데이터베이스 파일이 아닙니다|파일을 열 수 없습니다/],
      [other, /사이트 데이터베이스가 아닙니다/],
      [path.join(root, 'missing.db'), /파일을 열 수 없습니다/],
    ] as const) {
      expect(() => restoreBackup({ backupFile: bad, dataDir })).toThrow(reason);
    }
    expect(fs.readdirSync(dataDir)).toEqual([DATABASE_FILE_NAME]);
    expect(checkDatabaseFile(path.join(dataDir, DATABASE_FILE_NAME)).pressArticles).toBe(1);

    // A good backup replaces it, and the previous database is kept aside, not deleted.
    const result = restoreBackup({ backupFile: file, dataDir, now: Date.parse('2026-04-01T00:00:00Z') });
    expect(result.previous).toBe(path.join(dataDir, `${DATABASE_FILE_NAME}.before-restore-20260401T000000000Z`));
    expect(fs.existsSync(result.previous ?? '')).toBe(true);
    expect(result.check.pressArticles).toBe(1);
  });
});
