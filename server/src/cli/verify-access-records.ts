import path from 'node:path';
import { openDatabase } from '../db/open-database';
import { ACCESS_ANCHOR_FILE, readAnchor, verifyAccessRecords } from '../features/access';
import { DEFAULT_BACKUP_DIR, DEFAULT_DATA_DIR } from '../paths';

/**
 * `npm run access:verify`: checks the access records' hash chain in DATA_DIR's database, and
 * against the anchor beside the backups (BACKUP_DIR/access-anchor.log: every record it names must
 * still be there unchanged, so the newest cannot go unseen), and reports the first broken link
 * (exit 1), or that every record holds (exit 0).
 */
function main(): void {
  const dataDir = process.env.DATA_DIR ? path.resolve(process.env.DATA_DIR) : DEFAULT_DATA_DIR;
  const backupDir = process.env.BACKUP_DIR ? path.resolve(process.env.BACKUP_DIR) : DEFAULT_BACKUP_DIR;
  const anchorFile = path.join(backupDir, ACCESS_ANCHOR_FILE);
  const anchor = readAnchor(anchorFile);
  const db = openDatabase(dataDir);
  try {
    const result = verifyAccessRecords(db, anchor.missing ? undefined : anchor);
    if (anchor.missing) {
      console.warn(`앵커 파일이 없습니다(${anchorFile}): 마지막 기록의 삭제는 월별 검토 기록으로만 확인됩니다.`);
    }
    if (result.ok) {
      const anchored = result.anchored
        ? `, 앵커 ${result.anchored.lines.toLocaleString('ko-KR')}줄 일치(#${result.anchored.headId}까지)`
        : '';
      console.info(
        `접속기록 ${result.count.toLocaleString('ko-KR')}건: 해시 연결 이상 없음 (마지막 #${result.headId} ${result.headHash}${anchored})`,
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
