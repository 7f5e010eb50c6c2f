import type { Database } from 'better-sqlite3';
import { statement } from '../../db/statements';

/** Newest articles of a site, id and date only, for sitemap.xml. */
export function listPressForSitemap(db: Database, siteId: string, limit: number): { id: string; date: number }[] {
  return statement<[string, number], { id: string; date: number }>(
    db,
    'SELECT id, date FROM press WHERE site_id = ? ORDER BY date DESC, id DESC LIMIT ?',
  ).all(siteId, limit);
}
