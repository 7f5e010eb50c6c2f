// `/`'s first screen alone, for `bench:lighthouse`: the page's own response without what lies
// below the fold and without the script that loads the rest after the first paint. Its LCP is the
// least the page's first screen costs on this machine (docs/decisions/0101-the-first-screen-floor.md).

/** packages/contracts/src/first-paint.ts (`BELOW_FOLD_ATTRIBUTE`); the test reads it from there. */
export const BELOW_FOLD_ATTRIBUTE = 'data-below-fold';
/** server/src/features/pages/first-paint.ts (`AFTER_PAINT_ELEMENT_ID`); the test reads it from there. */
export const AFTER_PAINT_ELEMENT_ID = 'gagyeong-after-paint';

/**
 * The end (exclusive) of the element whose start tag opens at `start`: its tags are counted until
 * they balance. The host's HTML is React's (text is escaped, every element closed), so a `<` in it
 * always starts a tag, a comment, or the content of a script or style, which are skipped whole.
 */
function elementEnd(html, start, tag) {
  const pattern = new RegExp(`<!--[\\s\\S]*?-->|<(script|style)\\b[\\s\\S]*?</\\1>|<(/?)${tag}\\b[^>]*>`, 'gi');
  pattern.lastIndex = start;
  let depth = 0;
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    if (match[2] === undefined) continue; // a comment, or a script or style inside the element
    depth += match[2] === '/' ? -1 : 1;
    if (depth === 0) return pattern.lastIndex;
  }
  throw new Error(`<${tag}> at ${start} is never closed`);
}

/** The copy: every element marked below the fold, and the after-paint script, left out. */
export function firstScreenCopy(html) {
  const marked = new RegExp(`<([a-z][a-z0-9-]*)\\b[^>]*\\s${BELOW_FOLD_ATTRIBUTE}(?:=|[\\s>])`, 'gi');
  let out = '';
  let from = 0;
  let removed = 0;
  for (let match = marked.exec(html); match; match = marked.exec(html)) {
    const end = elementEnd(html, match.index, match[1]);
    out += html.slice(from, match.index);
    from = end;
    marked.lastIndex = end;
    removed += 1;
  }
  out += html.slice(from);
  const script = new RegExp(`<script id="${AFTER_PAINT_ELEMENT_ID}">[\\s\\S]*?</script>`);
  if (removed === 0 || !script.test(out)) {
    throw new Error(
      'the page has no content marked below the fold, or no after-paint script: not a first screen to copy',
    );
  }
  return out.replace(script, '');
}
