import type { Database } from 'better-sqlite3';
import type { PressArticle } from '@gagyeong/contracts/press';
import { statement } from '../../db/statements';
import { ARTICLE_COLUMNS, toArticle, type PressRow } from './press-row';

export function getPress(db: Database, id: string): PressArticle | undefined {
  const row = statement<[string], PressRow>(db, `SELECT ${ARTICLE_COLUMNS} FROM press WHERE id = ?`).get(id);
  return row && toArticle(row);
}
