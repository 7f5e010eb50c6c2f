import { AFTER_PAINT_CODE, AFTER_PAINT_ELEMENT_ID, type AfterPaintElement } from '../features/pages/first-paint';

/** What a painted page's after-paint script adds after its first paint, read back from its HTML. */
export function afterPaintListOf(html: string): AfterPaintElement[] | undefined {
  const prefix = `<script id="${AFTER_PAINT_ELEMENT_ID}">${AFTER_PAINT_CODE}(`;
  const start = html.indexOf(prefix);
  const end = html.indexOf(');</script>', start);
  return start === -1 || end === -1
    ? undefined
    : (JSON.parse(html.slice(start + prefix.length, end)) as AfterPaintElement[]);
}
