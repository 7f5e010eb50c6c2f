import * as v from 'valibot';
import { NOT_AN_OBJECT_MESSAGE } from './request-body';
import { PRESS_TEXT_FIELDS, type CreatePressData, type PressArticle } from './press';

/**
 * The rules of press articles that every backend adapter calls (docs/decisions/0078): the embedded
 * server's SQLite store and mf-press's Firestore adapter. Creating validates with CreatePressSchema
 * (press.ts, which the write form checks too); the adapters store what these give and only read
 * and write. Apart from press.ts so that the press pages' first load carries none of it.
 */

/**
 * `PUT /api/press/:id` and the Firestore adapter's edit (administrators): the editable fields,
 * validated exactly as on create. The site, date and views never change.
 */
export const UpdatePressSchema = v.object(PRESS_TEXT_FIELDS, NOT_AN_OBJECT_MESSAGE);

export type UpdatePressData = v.InferOutput<typeof UpdatePressSchema>;

/** What every backend stores for a new article, from the validated input; the date is the store's clock. */
export function newPressArticle(data: CreatePressData): Omit<PressArticle, 'id' | 'date'> {
  return { siteId: data.siteId, title: data.title, summary: data.summary, content: data.content, views: 0 };
}
