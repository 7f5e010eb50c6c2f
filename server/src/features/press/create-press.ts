import { randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { CreatePressData, PressArticle } from '@gagyeong/contracts/press';
import { newPressArticle } from '@gagyeong/contracts/press-rules';
import { statement } from '../../db/statements';
import { ARTICLE_COLUMNS, toArticle, type PressRow } from './press-row';

/** Random URL-safe id (96 bits): unguessable, so unpublished ids cannot be enumerated. */
function newPressId(): string {
  return randomBytes(12).toString('base64url');
}

/** Stores a validated article (the contracts' `newPressArticle`) with the server's timestamp. */
export function createPress(db: Database, input: CreatePressData, now: number): PressArticle {
  const article = newPressArticle(input);
  const row = statement<[string, string, string, string, string, number, number], PressRow>(
    db,
    `INSERT INTO press (id, site_id, title, summary, content, date, views)
     VALUES (?, ?, ?, ?, ?, ?, ?)
     RETURNING ${ARTICLE_COLUMNS}`,
  ).get(newPressId(), article.siteId, article.title, article.summary, article.content, now, article.views);
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return toArticle(row);
}
