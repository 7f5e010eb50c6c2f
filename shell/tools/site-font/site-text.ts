import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** Source files whose text never reaches a visitor's screen. */
const NOT_SHOWN = [/\.test\.tsx?$/, /\.server\.tsx?$/, /\.d\.ts$/, /(^|\/)(test|test-support)\//];
const SOURCE = /\.(tsx?|json|html|css)$/;

/** Every source file under `roots` that can put text on a page, as absolute paths, sorted. */
export function listTextSources(roots: readonly string[]): string[] {
  const files: string[] = [];
  for (const root of roots) {
    for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !SOURCE.test(entry.name)) continue;
      const file = join(entry.parentPath, entry.name);
      const path = relative(root, file).split('\\').join('/');
      if (!NOT_SHOWN.some((pattern) => pattern.test(path))) files.push(file);
    }
  }
  return files.sort();
}

/**
 * The text a file can show: string literals, template parts and JSX text of TypeScript (not
 * comments or identifiers), the whole of a JSON file or an HTML template, and quoted
 * strings of CSS (`content: '…'`).
 */
export function textOf(file: string, source: string): string {
  if (file.endsWith('.html') || file.endsWith('.json')) return source;
  if (file.endsWith('.css')) return [...source.matchAll(/(["'])(.*?)\1/g)].map((match) => match[2]).join('');
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, kind);
  const parts: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isStringLiteralLike(node) ||
      ts.isJsxText(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      parts.push(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return parts.join('');
}

/** Printable ASCII: always in the subset, so digits, Latin and punctuation never fall back. */
export const PRINTABLE_ASCII = Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => String.fromCharCode(0x20 + i)).join(
  '',
);

/** The code points the site's own text uses (plus printable ASCII), sorted ascending. */
export function collectSiteCodePoints(roots: readonly string[]): number[] {
  return codePointsOf(listTextSources(roots).map((file) => textOf(file, readFileSync(file, 'utf8'))));
}

/** The code points that need a glyph in `texts`, plus printable ASCII, sorted ascending. */
export function codePointsOf(texts: Iterable<string>): number[] {
  const points = new Set<number>();
  for (const char of PRINTABLE_ASCII) points.add(char.codePointAt(0) ?? 0);
  for (const text of texts) {
    for (const char of text) {
      const point = char.codePointAt(0) ?? 0;
      // Controls and whitespace other than the space need no glyph.
      if (point > 0x20 && !/\s/u.test(char) && !/\p{C}/u.test(char)) points.add(point);
    }
  }
  return [...points].sort((a, b) => a - b);
}
