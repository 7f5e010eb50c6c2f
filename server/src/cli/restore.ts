import path from 'node:path';
import { parseArgs } from 'node:util';
import { BackupCheckError } from '../features/backup/check-database-file';
import { restoreBackup } from '../features/backup/restore-backup';
import { operatorCwd } from './operator-cwd';
import { DEFAULT_DATA_DIR } from '../paths';

const USAGE = `사용법: npm run restore -- 백업파일
  백업 파일을 검사한 뒤(무결성, 사이트 테이블, 스키마 버전) 멈춘 사이트의 데이터 폴더
  (DATA_DIR, 기본값 ${DEFAULT_DATA_DIR})에 복원합니다. 지금 있는 데이터베이스는 지우지 않고
  site.db.before-restore-<시각>으로 옮겨 둡니다. 서버가 데이터베이스를 열고 있으면 거부합니다.`;

function main(argv: string[]): void {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    console.info(USAGE);
    return;
  }
  const [file, ...rest] = positionals;
  if (file === undefined || rest.length > 0) throw new BackupCheckError(`백업 파일 하나를 지정하세요.\n\n${USAGE}`);
  const dataDir = process.env.DATA_DIR ? path.resolve(operatorCwd(), process.env.DATA_DIR) : DEFAULT_DATA_DIR;

  const { check, previous } = restoreBackup({ backupFile: path.resolve(operatorCwd(), file), dataDir });
  console.info(
    `복원 완료: ${path.resolve(operatorCwd(), file)} → ${dataDir} (스키마 ${check.schemaVersion}, 관심고객 ${check.leads}건, ` +
      `보도자료 ${check.pressArticles}건)`,
  );
  if (previous) {
    console.info(`이전 데이터베이스는 ${previous}에 있습니다. 복원한 사이트가 정상인지 확인한 뒤 지우세요.`);
  }
  console.info(
    '이 백업 이후의 파기 기록은 복원되지 않습니다: 서버를 시작하면 보관 기간이 지난 정보는 바로 파기됩니다.',
  );
}

try {
  main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof BackupCheckError ? `복원 실패: ${error.message}` : error);
  process.exit(1);
}
