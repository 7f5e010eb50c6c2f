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

/**
 * The page without the elements marked below the fold (their whole subtree), for matching only.
 * React's markup is well formed, so an element ends at the close tag that balances its name.
 */
export function firstScreenOf(html: string): string {
  const mark = ` ${BELOW_FOLD_ATTRIBUTE}`;
  let out = '';
  let cursor = 0;
  for (;;) {
    const at = html.indexOf(mark, cursor);
    if (at === -1) break;
    const start = html.lastIndexOf('<', at);
    const name = TAG_NAME.exec(html.slice(start))?.[1];
    if (start < cursor || name === undefined) {
      out += html.slice(cursor, at + mark.length);
      cursor = at + mark.length;
      continue;
    }
    const open = new RegExp(`<${name}[\\s>]|</${name}>`, 'g');
    open.lastIndex = start + 1;
    let depth = 1;
    let end = html.length;
    for (let match = open.exec(html); match; match = open.exec(html)) {
      depth += match[0].startsWith('</') ? -1 : 1;
      if (depth === 0) {
        end = match.index + match[0].length;
        break;
      }
    }
    out += html.slice(cursor, start);
    cursor = end;
  }
  return out + html.slice(cursor);
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
    if (!sheet) byHref.set(href, (sheet = compileSheet(file.text, { href, allowRules: ROOT_RULES })));
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
      const belowFold = firstScreen.length < html.length ? BELOW_FOLD_CSS : '';
      return { css: css + belowFold, read: new Set(usable.map((entry) => entry.href)) };
    },
  };
}

export type CriticalCss = ReturnType<typeof createCriticalCss>;
