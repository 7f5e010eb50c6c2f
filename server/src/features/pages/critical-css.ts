import { compileSheet, type CompiledRule, type CompiledSheet } from 'beasties/compiler';
import { collectPrograms, renderCriticalCss, scanHtml } from 'beasties/runtime';
import { BELOW_FOLD_ATTRIBUTE, BELOW_FOLD_CSS } from '@gagyeong/contracts/first-paint';
import type { FileText } from './file-reader';
import type { ServedFileReader } from './served-files';

/**
 * The critical CSS of a server-rendered page (docs/decisions/0056-critical-css-and-first-paint.md):
 * the rules of its stylesheets that match an element of its first screen, found by beasties (a
 * maintained critters: no browser, a rule is kept when any element matches it). The first screen
 * is the whole page except what the page marks as below the fold (`data-below-fold`, e.g. the home
 * page's later sections): those rules come with the rest of the stylesheets after the first paint.
 * Font faces download nothing here (the page's face is requested after the first paint), except
 * faces of local fonts: the fallback metrics that keep the text where the web font will put it.
 */

export interface CriticalCssOptions {
  /** Reads a stylesheet by the href the page links it with (the pipeline's one reader). */
  readonly read: ServedFileReader;
  /** A sheet that cannot be read stays a linked stylesheet (said once per href by the caller's log). */
  readonly unreadable: (href: string, error?: unknown) => void;
}

/** What the critical CSS of a page is made of. */
export interface CriticalRules {
  /** The rules to inline, in the order of the stylesheets. */
  readonly css: string;
  /** The hrefs whose sheet could be read (the others must stay linked). */
  readonly read: ReadonlySet<string>;
}

/**
 * Rules on the root element apply to every page, whatever it shows; beasties cannot always tell
 * (`:root:not(.gg-fonts-settled)`, which holds the font stack until the page's face has loaded:
 * docs/decisions/0054-page-font-faces.md), so they are always kept.
 */
const ROOT_RULES = [/^(:root|html)(?![\w-])/];

/** A pseudo-class of the visitor's interaction, outside any `:not(…)`, `:is(…)` or other argument. */
const INTERACTION = /:(hover|active|focus|focus-visible|focus-within)(?![\w-])/;

/** The selector without its functional pseudo-classes' arguments (`a:not(:hover)` → `a:not`). */
function outsideArguments(selector: string): string {
  let out = selector;
  for (let previous = ''; previous !== out;) {
    previous = out;
    out = out.replace(/\([^()]*\)/g, '');
  }
  return out;
}

/**
 * The sheet without the selectors that only match once the visitor interacts (`:hover`, `:focus`,
 * `:active`…): nothing is hovered or focused in the first frame, and these rules arrive with the
 * rest of the stylesheets right after it. A rule left with no selector is dropped.
 */
function withoutInteractionStates(sheet: CompiledSheet): CompiledSheet {
  const rules: CompiledRule[] = [];
  for (const rule of sheet.rules) {
    const { selectors, match } = rule;
    if (!selectors || !match) {
      rules.push(rule);
      continue;
    }
    const kept = selectors.flatMap((selector, index) => {
      const condition = match[index];
      return condition === undefined || INTERACTION.test(outsideArguments(selector)) ? [] : [{ selector, condition }];
    });
    if (kept.length === selectors.length) rules.push(rule);
    else if (kept.length > 0) {
      rules.push({ ...rule, selectors: kept.map((k) => k.selector), match: kept.map((k) => k.condition) });
    }
  }
  return { ...sheet, rules };
}

/** A face that downloads nothing: it has sources, all `local(…)` (no `url(…)`). */
function isLocalFace(rule: CompiledRule): boolean {
  const css = rule.css ?? '';
  return rule.fontFace !== undefined && /\bsrc\s*:\s*local\(/i.test(css) && !/\burl\(/i.test(css);
}

function localFontFaces(sheet: CompiledSheet): string {
  return sheet.rules
    .filter(isLocalFace)
    .map((rule) => (rule.wrap ?? []).join('') + (rule.css ?? '') + '}'.repeat(rule.wrap?.length ?? 0))
    .join('');
}

/** The first tag name at `index` (`<section …` → 'section'). */
const TAG_NAME = /^<([a-zA-Z][\w-]*)/;
/** Elements without content (no close tag to balance). */
const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
/** React writes the `hidden` attribute as `hidden=""`. */
const HIDDEN_MARK = ' hidden=""';

/** Where an element found by an attribute of its start tag starts and ends. */
interface MarkedElement {
  readonly start: number;
  readonly end: number;
}

/**
 * The next element whose start tag carries `mark` at or after `from`; undefined when none. Text that
 * merely looks like the mark (inside content, not a tag) is skipped; an element without content
 * (void, self-closed) ends with its tag. React's markup is well formed, so an element ends at the
 * close tag that balances its name.
 */
function nextMarked(html: string, mark: string, from: number): MarkedElement | undefined {
  for (let at = html.indexOf(mark, from); at !== -1; at = html.indexOf(mark, at + mark.length)) {
    const start = html.lastIndexOf('<', at);
    const name = TAG_NAME.exec(html.slice(start))?.[1];
    if (start === -1 || name === undefined || html.lastIndexOf('>', at) > start) continue;
    const tagEnd = html.indexOf('>', at);
    if (tagEnd === -1) return undefined;
    return { start, end: elementEnd(html, name, tagEnd) };
  }
  return undefined;
}

/** Where the element whose start tag `name` ends at `tagEnd` ends: after the close tag that balances it. */
function elementEnd(html: string, name: string, tagEnd: number): number {
  if (VOID_ELEMENTS.has(name.toLowerCase()) || html[tagEnd - 1] === '/') return tagEnd + 1;
  const tags = new RegExp(`<${name}[\\s>]|</${name}>`, 'g');
  tags.lastIndex = tagEnd + 1;
  let depth = 1;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[0].startsWith('</') ? -1 : 1;
    if (depth === 0) return match.index + match[0].length;
  }
  return html.length;
}

/** React writes an open `<details>` as `<details … open="">`. */
const OPEN_MARK = ' open=""';
const SUMMARY_END = '</summary>';

/**
 * `html` with every closed `<details>` reduced to its summary: the browser draws nothing else of
 * it (an open one is kept whole, and searched for closed ones inside).
 */
function withoutClosedDetailsContent(html: string): string {
  let out = '';
  let cursor = 0;
  for (let at = html.indexOf('<details', cursor); at !== -1; at = html.indexOf('<details', cursor)) {
    const tagEnd = html.indexOf('>', at);
    if (tagEnd === -1) break;
    const tag = html.slice(at, tagEnd + 1);
    if (!/^<details[\s>]/.test(tag) || tag.includes(OPEN_MARK)) {
      out += html.slice(cursor, tagEnd + 1);
      cursor = tagEnd + 1;
      continue;
    }
    const end = elementEnd(html, 'details', tagEnd);
    const summaryEnd = html.indexOf(SUMMARY_END, tagEnd);
    const keptEnd = summaryEnd === -1 || summaryEnd > end ? tagEnd + 1 : summaryEnd + SUMMARY_END.length;
    out += html.slice(cursor, keptEnd) + '</details>';
    cursor = end;
  }
  return out + html.slice(cursor);
}

/** `html` without the elements carrying `mark` (each with its whole subtree). */
function without(html: string, mark: string): string {
  let out = '';
  let cursor = 0;
  for (let element = nextMarked(html, mark, 0); element; element = nextMarked(html, mark, cursor)) {
    out += html.slice(cursor, element.start);
    cursor = element.end;
  }
  return out + html.slice(cursor);
}

/**
 * The page as its first frame draws it, for matching only: without the elements marked below the
 * fold, without hidden elements (`hidden`: a tab's panel), each with its whole subtree, and with
 * closed `<details>` (a menu, an accordion's part, the family list) reduced to their summaries.
 * None of that is drawn (the browser's own `[hidden]{display:none}`, a closed `<details>` shows its
 * summary alone): the site's CSS never shows a hidden element (its components pair a `display`
 * with `[hidden]{display:none}`, and show one by removing the attribute), so their rules come with
 * the rest of the CSS, requested as the first paint is on screen; a `<details>` tapped open before
 * they arrive draws unstyled for that moment. `e2e/first-paint.spec.ts` compares the first paint
 * with the finished page on every route kind.
 */
export function firstScreenOf(html: string): string {
  return withoutClosedDetailsContent(without(without(html, ` ${BELOW_FOLD_ATTRIBUTE}`), HIDDEN_MARK));
}

export function createCriticalCss({ read, unreadable }: CriticalCssOptions) {
  // A sheet is compiled once per version of its file (the reader's FileText) and href (which
  // rebases its relative url()s: the inline copy is read against the page's address).
  const compiledSheets = new WeakMap<FileText, Map<string, CompiledSheet>>();

  async function compiled(href: string): Promise<CompiledSheet | undefined> {
    let file: FileText | undefined;
    try {
      file = await read(href);
    } catch (error) {
      unreadable(href, error);
      return undefined;
    }
    if (!file) {
      unreadable(href);
      return undefined;
    }
    let byHref = compiledSheets.get(file);
    if (!byHref) compiledSheets.set(file, (byHref = new Map<string, CompiledSheet>()));
    let sheet = byHref.get(href);
    if (!sheet) {
      sheet = withoutInteractionStates(compileSheet(file.text, { href, allowRules: ROOT_RULES }));
      byHref.set(href, sheet);
    }
    return sheet;
  }

  return {
    /** The critical rules of `hrefs` (in cascade order) for the page `html`. */
    async rules(html: string, hrefs: readonly string[]): Promise<CriticalRules> {
      const loaded = await Promise.all(hrefs.map(async (href) => ({ href, sheet: await compiled(href) })));
      const usable = loaded.filter((entry): entry is { href: string; sheet: CompiledSheet } => !!entry.sheet);
      const firstScreen = firstScreenOf(html);
      const tokens = scanHtml(firstScreen, collectPrograms(usable.map((entry) => entry.sheet)), { chars: false });
      const css = usable
        .map(
          ({ sheet }) =>
            localFontFaces(sheet) + renderCriticalCss(sheet, tokens, { keyframes: 'critical', fonts: false }).css,
        )
        .join('');
      // Marked content is rendered only near the viewport (contracts' first-paint.ts).
      const belowFold = html.includes(` ${BELOW_FOLD_ATTRIBUTE}=""`) ? BELOW_FOLD_CSS : '';
      return { css: css + belowFold, read: new Set(usable.map((entry) => entry.href)) };
    },
  };
}

export type CriticalCss = ReturnType<typeof createCriticalCss>;
