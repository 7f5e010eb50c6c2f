import type { Database } from 'better-sqlite3';
import { previousKoreanMonth, type AccessReview, type AccessReviewsResponse } from '@gagyeong/contracts/access';
import { statement } from '../../db/statements';
import type { ChainVerification } from './verify-access-records';

interface ReviewRow {
  readonly month: string;
  readonly reviewed_at: number;
  readonly reviewer: string;
  readonly note: string;
  readonly chain_ok: number;
}

function toReview(row: ReviewRow): AccessReview {
  return {
    month: row.month,
    reviewedAt: new Date(row.reviewed_at).toISOString(),
    reviewer: row.reviewer,
    note: row.note,
    chainOk: row.chain_ok === 1,
  };
}

/** Every review, newest month first, and last month when it still needs one. */
export function listAccessReviews(db: Database, now: number): AccessReviewsResponse {
  const rows = statement<[], ReviewRow>(
    db,
    'SELECT month, reviewed_at, reviewer, note, chain_ok FROM access_reviews ORDER BY month DESC',
  ).all();
  const due = previousKoreanMonth(now);
  return { reviews: rows.map(toReview), due: rows.some((row) => row.month === due) ? '' : due };
}

/** Marks a month reviewed (once), keeping the chain's head as it was then. False when it was already. */
export function addAccessReview(
  db: Database,
  review: { month: string; note: string; reviewer: string; at: number },
  chain: ChainVerification,
): boolean {
  const { changes } = statement<[string, number, string, string, number, string, number]>(
    db,
    `INSERT INTO access_reviews (month, reviewed_at, reviewer, note, head_id, head_hash, chain_ok)
     VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (month) DO NOTHING`,
  ).run(review.month, review.at, review.reviewer, review.note, chain.headId, chain.headHash, chain.ok ? 1 : 0);
  return changes === 1;
}
