import path from 'node:path';
import { openDatabase } from '../db/open-database';
import { verifyAccessRecords } from '../features/access';
import { DEFAULT_DATA_DIR } from '../paths';

/**
 * `npm run access:verify`: checks the access records' hash chain in DATA_DIR's database and
 * reports the first broken link (exit 1), or that every record holds (exit 0).
 */
function main(): void {
  const dataDir = process.env.DATA_DIR ? path.resolve(process.env.DATA_DIR) : DEFAULT_DATA_DIR;
  const db = openDatabase(dataDir);
  try {
    const result = verifyAccessRecords(db);
    if (result.ok) {
      console.info(
        `접속기록 ${result.count.toLocaleString('ko-KR')}건: 해시 연결 이상 없음 (마지막 #${result.headId} ${result.headHash})`,
      );
      return;
    }
    console.error(
      `접속기록 ${result.count.toLocaleString('ko-KR')}건 중 #${result.firstBroken?.id ?? '?'}에서 연결이 끊어졌습니다: ${result.firstBroken?.reason ?? ''}`,
    );
    process.exitCode = 1;
  } finally {
    db.close();
  }
}

main();
