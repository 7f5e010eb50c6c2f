import type { Database } from 'better-sqlite3';
import type { PressArticle } from '@gagyeong/contracts/press';
import type { UpdatePressData } from '@gagyeong/contracts/press-rules';
import { statement } from '../../db/statements';
import { ARTICLE_COLUMNS, toArticle, type PressRow } from './press-row';

/** Replaces title, summary and body; site, date and views stay. Undefined when there is no such article. */
export function updatePress(db: Database, id: string, input: UpdatePressData): PressArticle | undefined {
  const row = statement<[string, string, string, string], PressRow>(
    db,
    `UPDATE press SET title = ?, summary = ?, content = ? WHERE id = ? RETURNING ${ARTICLE_COLUMNS}`,
  ).get(input.title, input.summary, input.content, id);
  return row && toArticle(row);
}
