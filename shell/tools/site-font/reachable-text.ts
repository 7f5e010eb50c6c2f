import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import ts from 'typescript';
import { textOf } from './site-text';

/** Everything a module exports is needed (an entry point, a namespace import, a side-effect import). */
const ALL = '*';

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx', ''];

/** The repository's own packages (`packages/*`): name → folder and `exports` map. */
type LocalPackages = ReadonlyMap<string, { readonly dir: string; readonly exports: Readonly<Record<string, string>> }>;

function localPackages(packagesDir: string): LocalPackages {
  const found = new Map<string, { dir: string; exports: Record<string, string> }>();
  for (const name of readdirSync(packagesDir)) {
    const manifest = join(packagesDir, name, 'package.json');
    if (!existsSync(manifest)) continue;
    const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; exports?: unknown; main?: string };
    const exports =
      typeof pkg.exports === 'object' && pkg.exports !== null
        ? Object.fromEntries(Object.entries(pkg.exports).filter((e): e is [string, string] => typeof e[1] === 'string'))
        : { '.': typeof pkg.exports === 'string' ? pkg.exports : (pkg.main ?? './src/index.ts') };
    if (pkg.name) found.set(pkg.name, { dir: join(packagesDir, name), exports });
  }
  return found;
}

/** Resolves a relative import or one of the repository's packages to a file; packages from npm are not site text. */
function resolveImport(from: string, specifier: string, packages: LocalPackages): string | undefined {
  let base: string | undefined;
  if (specifier.startsWith('.')) base = join(dirname(from), specifier);
  else {
    for (const [name, pkg] of packages) {
      if (specifier !== name && !specifier.startsWith(`${name}/`)) continue;
      const target = pkg.exports[`.${specifier.slice(name.length)}`];
      base = target === undefined ? undefined : join(pkg.dir, target);
    }
  }
  if (base === undefined) return undefined;
  for (const extension of EXTENSIONS) {
    const file = base + extension;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return undefined;
}

interface Parsed {
  readonly tree: ts.SourceFile;
  /** Top-level statements, with the names they declare. */
  readonly statements: readonly { readonly node: ts.Statement; readonly names: readonly string[] }[];
}

/**
 * The names a top-level statement declares (`default` for a default export). Imports declare
 * none here: they are followed, not reached by name. A statement that declares nothing (a call,
 * `export default x`, an export list) always runs, so it is always reached.
 */
function declaredNames(statement: ts.Statement): string[] {
  if (ts.isVariableStatement(statement)) {
    return statement.declarationList.declarations.flatMap((d) => (ts.isIdentifier(d.name) ? [d.name.text] : []));
  }
  if (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement) || ts.isEnumDeclaration(statement)) {
    const isDefault = ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);
    return [...(statement.name ? [statement.name.text] : []), ...(isDefault ? ['default'] : [])];
  }
  return [];
}

/** `import('./x')` inside a statement (a lazily loaded part of the shell). */
function dynamicImports(node: ts.Node): string[] {
  const found: string[] = [];
  const visit = (child: ts.Node): void => {
    if (ts.isCallExpression(child) && child.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = child.arguments;
      if (argument && ts.isStringLiteralLike(argument)) found.push(argument.text);
    }
    ts.forEachChild(child, visit);
  };
  visit(node);
  return found;
}

function identifiersIn(node: ts.Node, into: Set<string>): void {
  if (ts.isIdentifier(node)) into.add(node.text);
  ts.forEachChild(node, (child) => identifiersIn(child, into));
}

/**
 * The text of the modules `entries` reach through their imports (relative ones and those of the
 * repository's packages in `packagesDir`),
 * taking from each module only what is reached: its exported declarations that some reached module
 * imports (and the exported declarations those use), plus every statement that exports nothing.
 * A content module that holds several pages' text then adds only the parts the entries use.
 */
export function reachableText(entries: readonly string[], packagesDir: string): string {
  return [...reachableTexts(entries, packagesDir).values()].join('\n');
}

/** {@link reachableText} per module (absolute path → its reached text), in path order. */
export function reachableTexts(entries: readonly string[], packagesDir: string): Map<string, string> {
  const packages = localPackages(packagesDir);
  const wanted = new Map<string, Set<string>>();
  const parsed = new Map<string, Parsed>();
  const queue: string[] = [];
  const want = (file: string, names: readonly string[]) => {
    const set = wanted.get(file) ?? new Set<string>();
    const before = set.size;
    for (const name of names) set.add(name);
    wanted.set(file, set);
    if (set.size !== before || before === 0) queue.push(file);
  };
  for (const entry of entries) want(entry, [ALL]);

  const parse = (file: string): Parsed => {
    const known = parsed.get(file);
    if (known) return known;
    const tree = ts.createSourceFile(
      file,
      readFileSync(file, 'utf8'),
      ts.ScriptTarget.Latest,
      false,
      file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    );
    const result = { tree, statements: tree.statements.map((node) => ({ node, names: declaredNames(node) })) };
    parsed.set(file, result);
    return result;
  };

  /** Statements of a module that are reached, given the names wanted from it. */
  const reached = (file: string): ts.Statement[] => {
    const names = wanted.get(file) ?? new Set<string>();
    const { statements } = parse(file);
    if (names.has(ALL)) return statements.map((s) => s.node);
    const taken = new Set(statements.filter((s) => s.names.length === 0).map((s) => s.node));
    // A declaration is reached when wanted from outside, or used by one that is.
    let grew = true;
    while (grew) {
      grew = false;
      const used = new Set<string>(names);
      for (const node of taken) if (!ts.isImportDeclaration(node)) identifiersIn(node, used);
      for (const s of statements) {
        if (!taken.has(s.node) && s.names.some((name) => used.has(name))) {
          taken.add(s.node);
          grew = true;
        }
      }
    }
    return statements.filter((s) => taken.has(s.node)).map((s) => s.node);
  };

  /** Identifiers the reached code of a module uses (its imports are needed only for these). */
  const usedBy = (file: string): Set<string> => {
    const used = new Set<string>();
    for (const node of reached(file)) if (!ts.isImportDeclaration(node)) identifiersIn(node, used);
    for (const name of wanted.get(file) ?? []) used.add(name);
    return used;
  };

  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (!/\.tsx?$/.test(file)) continue;
    const used = usedBy(file);
    for (const statement of reached(file)) {
      for (const specifier of dynamicImports(statement)) {
        const target = resolveImport(file, specifier, packages);
        if (target !== undefined) want(target, [ALL]);
      }
      const specifier =
        (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
        statement.moduleSpecifier &&
        ts.isStringLiteral(statement.moduleSpecifier)
          ? statement.moduleSpecifier.text
          : undefined;
      if (specifier === undefined) continue;
      const target = resolveImport(file, specifier, packages);
      if (target === undefined) continue;
      if (ts.isImportDeclaration(statement)) {
        const clause = statement.importClause;
        const bindings = clause?.namedBindings;
        const names: string[] = [];
        if (!clause || (bindings && ts.isNamespaceImport(bindings) && used.has(bindings.name.text))) names.push(ALL);
        if (clause?.name && used.has(clause.name.text)) names.push('default');
        if (bindings && ts.isNamedImports(bindings)) {
          for (const element of bindings.elements) {
            if (used.has(element.name.text)) names.push((element.propertyName ?? element.name).text);
          }
        }
        // A module imported only for names this one does not reach adds no text (CSS and JSON
        // imported for their side effect or their default always do).
        if (names.length > 0) want(target, names);
      } else if (ts.isExportDeclaration(statement)) {
        // A re-export passes on what is wanted from this module.
        const clause = statement.exportClause;
        if (!clause) want(target, [...(wanted.get(file) ?? [])]);
        else if (ts.isNamedExports(clause)) {
          const mine = wanted.get(file) ?? new Set<string>();
          want(
            target,
            clause.elements
              .filter((element) => mine.has(ALL) || mine.has(element.name.text))
              .map((element) => (element.propertyName ?? element.name).text),
          );
        } else want(target, [ALL]);
      }
    }
  }

  const texts = new Map<string, string>();
  for (const file of [...wanted.keys()].sort()) {
    if (/\.tsx?$/.test(file)) {
      const { tree } = parse(file);
      const parts: string[] = [];
      // textOf reads strings and JSX text; imports and type-only statements hold none that are shown.
      for (const statement of reached(file)) {
        if (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) continue;
        if (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) continue;
        parts.push(textOf(file, statement.getFullText(tree)));
      }
      texts.set(file, parts.join(''));
    } else if (/\.(css|json)$/.test(file)) texts.set(file, textOf(file, readFileSync(file, 'utf8')));
  }
  return texts;
}
