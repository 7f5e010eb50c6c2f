import type { Database } from 'better-sqlite3';
import { statement } from '../../db/statements';
import { GENESIS_HASH, recordHash, type ChainedFields } from './access-chain';
import type { AnchorLine } from './access-anchor';

export interface ChainVerification {
  readonly ok: boolean;
  /** Records checked. */
  readonly count: number;
  /** The newest record, the chain's head (0 and '' when there is none). */
  readonly headId: number;
  readonly headHash: string;
  /** The first record whose link does not hold, and why. */
  readonly firstBroken?: { readonly id: number; readonly reason: string };
  /** The anchor checked: its lines, and the newest record it names (access-anchor.ts). */
  readonly anchored?: { readonly lines: number; readonly headId: number };
}

/** The anchor file's lines as read (access-anchor.ts' readAnchor). */
export interface AnchorCheck {
  readonly lines: readonly AnchorLine[];
  readonly unreadable: readonly number[];
}

type Row = ChainedFields & { readonly hash: string };

/**
 * Walks the records oldest first: each must hash to what it stores, follow the previous id and
 * carry the previous record's hash. The oldest may follow purged ones only as the newest purge
 * record says (its detail names the last purged id and hash). Reviews' stored heads must still be
 * in the chain unchanged. With the anchor (access-anchor.ts), every record it names must still
 * be there with the hash it had: so the newest records cannot be deleted, or replaced, unseen.
 */
export function verifyAccessRecords(db: Database, anchor?: AnchorCheck): ChainVerification {
  const rows = statement<[], Row>(
    db,
    'SELECT id, at, account, ip, action, subjects, subject_count, detail, lead_id, prev_hash, hash FROM access_records ORDER BY id',
  ).iterate();
  let previous: { id: number; hash: string } | undefined;
  let count = 0;
  const hashes = new Map<number, string>();
  let broken: ChainVerification['firstBroken'];
  const purgeAnchors = new Map<number, string>();
  for (const row of rows) {
    count += 1;
    if (anchor) hashes.set(row.id, row.hash);
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
  if (!broken && anchor) broken = checkAnchor(anchor, hashes, first?.id ?? Number.POSITIVE_INFINITY);
  return {
    ok: broken === undefined,
    count,
    headId: previous?.id ?? 0,
    headHash: previous?.hash ?? '',
    firstBroken: broken,
    ...(anchor
      ? { anchored: { lines: anchor.lines.length, headId: Math.max(0, ...anchor.lines.map((line) => line.id)) } }
      : {}),
  };
}

/** Every anchored record since the first kept one is still there, unchanged. */
function checkAnchor(
  anchor: AnchorCheck,
  hashes: ReadonlyMap<number, string>,
  firstKept: number,
): ChainVerification['firstBroken'] {
  if (anchor.unreadable.length > 0) {
    return {
      id: 0,
      reason: `앵커 파일의 ${anchor.unreadable[0]}번째 줄이 앵커의 형식이 아닙니다 (파일이 고쳐졌습니다)`,
    };
  }
  for (const line of anchor.lines) {
    // Purged since (the purge record answers for them), or the whole chain purged.
    if (line.id < firstKept) continue;
    const hash = hashes.get(line.id);
    if (hash === undefined) {
      return { id: line.id, reason: `${line.at}에 앵커에 남은 #${line.id} 기록이 없습니다 (마지막 기록이 삭제됨)` };
    }
    if (hash !== line.hash) {
      return {
        id: line.id,
        reason: `#${line.id} 기록이 ${line.at}에 앵커에 남은 기록과 다릅니다 (지운 뒤 다시 쓰였거나 변경됨)`,
      };
    }
  }
  return undefined;
}
