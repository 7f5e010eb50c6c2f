import path from 'node:path';
import { parseArgs } from 'node:util';
import { BackupCheckError } from '../features/backup/check-database-file';
import { createBackup } from '../features/backup/create-backup';
import { operatorCwd } from './operator-cwd';
import { DEFAULT_BACKUP_DIR, DEFAULT_BACKUP_KEEP, DEFAULT_DATA_DIR } from '../paths';

const USAGE = `사용법: npm run backup [-- --keep N --dir 폴더]
  실행 중인 사이트의 데이터베이스(DATA_DIR, 기본값 ${DEFAULT_DATA_DIR})를 SQLite 온라인 백업으로
  복사해 백업 폴더(--dir 또는 BACKUP_DIR, 기본값 ${DEFAULT_BACKUP_DIR})에 시각이 붙은 이름으로 저장하고,
  최근 N개(--keep 또는 BACKUP_KEEP, 기본값 ${DEFAULT_BACKUP_KEEP})만 남깁니다. 사이트를 멈출 필요가 없습니다.`;

async function main(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: { keep: { type: 'string' }, dir: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    console.info(USAGE);
    return;
  }
  const keepText = values.keep ?? process.env.BACKUP_KEEP ?? String(DEFAULT_BACKUP_KEEP);
  const keep = Number(keepText);
  if (!/^\d+$/.test(keepText) || keep < 1)
    throw new BackupCheckError(`--keep은 1 이상의 정수여야 합니다: ${keepText}\n\n${USAGE}`);
  const dataDir = process.env.DATA_DIR ? path.resolve(operatorCwd(), process.env.DATA_DIR) : DEFAULT_DATA_DIR;
  const backupDir = path.resolve(operatorCwd(), values.dir ?? process.env.BACKUP_DIR ?? DEFAULT_BACKUP_DIR);

  const started = performance.now();
  const result = await createBackup({ dataDir, backupDir, keep });
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  console.info(
    `백업 완료: ${result.file} (${(result.bytes / 1024).toFixed(0)} KB, 관심고객 ${result.check.leads}건, ` +
      `보도자료 ${result.check.pressArticles}건, ${seconds}초)`,
  );
  for (const old of result.removed) console.info(`오래된 백업 삭제: ${old}`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof BackupCheckError ? `백업 실패: ${error.message}` : error);
  process.exit(1);
});
