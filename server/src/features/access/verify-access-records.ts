import type { Database } from 'better-sqlite3';
import { statement } from '../../db/statements';
import { GENESIS_HASH, recordHash, type ChainedFields } from './access-chain';

export interface ChainVerification {
  readonly ok: boolean;
  /** Records checked. */
  readonly count: number;
  /** The newest record, the chain's head (0 and '' when there is none). */
  readonly headId: number;
  readonly headHash: string;
  /** The first record whose link does not hold, and why. */
  readonly firstBroken?: { readonly id: number; readonly reason: string };
}

type Row = ChainedFields & { readonly hash: string };

/**
 * Walks the records oldest first: each must hash to what it stores, follow the previous id and
 * carry the previous record's hash. The oldest may follow purged ones only as the newest purge
 * record says (its detail names the last purged id and hash). Reviews' stored heads must still be
 * in the chain unchanged.
 */
export function verifyAccessRecords(db: Database): ChainVerification {
  const rows = statement<[], Row>(
    db,
    'SELECT id, at, account, ip, action, subjects, subject_count, detail, lead_id, prev_hash, hash FROM access_records ORDER BY id',
  ).iterate();
  let previous: { id: number; hash: string } | undefined;
  let count = 0;
  let broken: ChainVerification['firstBroken'];
  const purgeAnchors = new Map<number, string>();
  for (const row of rows) {
    count += 1;
    if (broken) continue;
    if (row.action === 'purge') {
      const detail = JSON.parse(row.detail) as { lastPurgedId?: number; lastPurgedHash?: string };
      if (detail.lastPurgedId !== undefined && detail.lastPurgedHash) {
        purgeAnchors.set(detail.lastPurgedId, detail.lastPurgedHash);
      }
    }
    if (recordHash(row) !== row.hash) broken = { id: row.id, reason: '기록 내용이 해시와 다릅니다 (변경됨)' };
    else if (previous && row.id !== previous.id + 1)
      broken = { id: row.id, reason: `#${previous.id + 1}부터 빠졌습니다 (삭제됨)` };
    else if (previous && row.prev_hash !== previous.hash)
      broken = { id: row.id, reason: '이전 기록의 해시와 이어지지 않습니다' };
    else if (!previous && row.id === 1 && row.prev_hash !== GENESIS_HASH)
      broken = { id: row.id, reason: '첫 기록의 이전 해시가 0이 아닙니다' };
    previous = { id: row.id, hash: row.hash };
  }
  const first = statement<[], { id: number; prev_hash: string }>(
    db,
    'SELECT id, prev_hash FROM access_records ORDER BY id LIMIT 1',
  ).get();
  if (!broken && first && first.id > 1 && purgeAnchors.get(first.id - 1) !== first.prev_hash) {
    broken = { id: first.id, reason: `#${first.id - 1}까지의 기록이 보존 기간 삭제 기록 없이 사라졌습니다` };
  }
  if (!broken) {
    const reviews = statement<[], { month: string; head_id: number; head_hash: string }>(
      db,
      'SELECT month, head_id, head_hash FROM access_reviews WHERE head_id > 0',
    ).all();
    for (const review of reviews) {
      const head = statement<[number], { hash: string }>(db, 'SELECT hash FROM access_records WHERE id = ?').get(
        review.head_id,
      );
      const purged = first !== undefined && review.head_id < first.id;
      if (!purged && head?.hash !== review.head_hash) {
        broken = { id: review.head_id, reason: `${review.month} 검토 때의 기록과 다릅니다` };
        break;
      }
    }
  }
  return {
    ok: broken === undefined,
    count,
    headId: previous?.id ?? 0,
    headHash: previous?.hash ?? '',
    firstBroken: broken,
  };
}
