import { randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { CreatePressData, PressArticle } from '@gagyeong/contracts/press';
import { statement } from '../../db/statements';
import { ARTICLE_COLUMNS, toArticle, type PressRow } from './press-row';

/** Random URL-safe id (96 bits): unguessable, so unpublished ids cannot be enumerated. */
function newPressId(): string {
  return randomBytes(12).toString('base64url');
}

/** Stores a validated article with the server's timestamp and zero views. */
export function createPress(db: Database, input: CreatePressData, now: number): PressArticle {
  const row = statement<[string, string, string, string, string, number], PressRow>(
    db,
    `INSERT INTO press (id, site_id, title, summary, content, date, views)
     VALUES (?, ?, ?, ?, ?, ?, 0)
     RETURNING ${ARTICLE_COLUMNS}`,
  ).get(newPressId(), input.siteId, input.title, input.summary, input.content, now);
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return toArticle(row);
}
