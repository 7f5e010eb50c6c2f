import type { Database } from 'better-sqlite3';
import type { PressPage } from '@gagyeong/contracts/press';
import { statement } from '../../db/statements';
import { encodeCursor, type PressCursor } from './press-cursor';
import { SUMMARY_COLUMNS, toSummary, type PressSummaryRow } from './press-row';

/**
 * One page of a site's articles, newest first with id as tie-break, so articles sharing a
 * timestamp are neither repeated nor skipped across pages: after a cursor, or `skip` articles
 * from the newest (a numbered page). Reads one row more than the page to know whether another
 * page exists.
 */
export function listPress(
  db: Database,
  query: { siteId: string; after?: PressCursor; skip?: number; limit: number },
): PressPage {
  const { siteId, after, skip = 0, limit } = query;
  const rows = after
    ? statement<[string, number, string, number], PressSummaryRow>(
        db,
        `SELECT ${SUMMARY_COLUMNS} FROM press
          WHERE site_id = ? AND (date, id) < (?, ?)
          ORDER BY date DESC, id DESC LIMIT ?`,
      ).all(siteId, after.date, after.id, limit + 1)
    : statement<[string, number, number], PressSummaryRow>(
        db,
        `SELECT ${SUMMARY_COLUMNS} FROM press WHERE site_id = ? ORDER BY date DESC, id DESC LIMIT ? OFFSET ?`,
      ).all(siteId, limit + 1, skip);

  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    items: page.map(toSummary),
    nextCursor: rows.length > limit && last ? encodeCursor({ date: last.date, id: last.id }) : null,
  };
}
