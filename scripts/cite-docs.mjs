#!/usr/bin/env node
// Keeps the repository self-contained: comments, tests, configs and docs cite files under docs/,
// never documents that live outside the repository (the original product and design notes, the
// toolchain notes, issue numbers of a tracker the next team will not have).
//
//   node scripts/cite-docs.mjs          rewrites what it can, in place, and lists what it cannot
//   node scripts/cite-docs.mjs --check  changes nothing; exits 1 when any file cites an outside document
//
// Rewrites: `SPEC §n` → `docs/product.md §n`, `DESIGN §n` → `docs/architecture.md §n` (their section
// numbers are kept the same on purpose), `TOOLCHAIN.md` → `docs/toolchain.md`, and drops issue-number
// citations such as "(issue 5)" or "; issue 5". Running it twice changes nothing the second time.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Files this script reads: text the repository is made of. */
const TEXT_FILE = /\.(?:[cm]?[jt]sx?|css|md|json|html|ya?ml|rules|sh)$|(?:^|\/)\.ci\/run$/;
/** This script and its test must spell out what they look for. */
const OWN_FILES = new Set(['scripts/cite-docs.mjs', 'scripts/cite-docs.test.mjs']);
const IGNORED = new Set(['package-lock.json']);

/** A path prefix that only made sense beside the outside documents (`../shared/`, `/work/shared/`). */
const OUTSIDE_DIR = String.raw`(?:(?:\.\.\/)+shared\/|\/work\/shared\/)?`;

/** In order: each rule's output never matches an earlier or later rule, so a second run is a no-op. */
const REWRITES = [
  // "SPEC.md §5", "../shared/DESIGN.md", "TOOLCHAIN.md" (the .md spelling, with or without a folder).
  [new RegExp(`${OUTSIDE_DIR}\\bSPEC\\.md\\b`, 'g'), 'docs/product.md'],
  [new RegExp(`${OUTSIDE_DIR}\\bDESIGN\\.md\\b`, 'g'), 'docs/architecture.md'],
  [new RegExp(`${OUTSIDE_DIR}\\bTOOLCHAIN\\.md\\b`, 'g'), 'docs/toolchain.md'],
  // "SPEC §2", "SPEC: …", "SPEC counts …": the bare name means the product description.
  [/\bSPEC\b/g, 'docs/product.md'],
  // "DESIGN §7" (but not the visible eyebrow text "SPECIAL DESIGN").
  [/(?<!SPECIAL )\bDESIGN\b/g, 'docs/architecture.md'],
  // "(issue 5)", "(issue 3 "Metadata and rendering")", "(see issue 4)": the whole parenthesis goes.
  [/[ \t]*\((?:see )?issues? #?\d+(?: items? \d+)?(?:[ ,–-]+#?\d+)*(?:[ \t\n*]*"[^"]*")?\)/g, ''],
  // "(docs/product.md §2, §4; issue 5)": the issue part goes, the rest of the citation stays.
  [/[;,][ \t]*(?:see )?issues? #?\d+(?: items? \d+)?(?:[ ,–-]+#?\d+)*(?:[ \t]*"[^"]*")?(?=\))/g, ''],
];

/** What still points outside the repository after the rewrites: reported, and fails --check. */
const FORBIDDEN = [
  [/\b(?:SPEC|DESIGN|TOOLCHAIN|STYLE)\.md\b/g, 'an outside document'],
  [/\bSPEC\b/g, 'the outside product description (write docs/product.md §n)'],
  [/(?<!SPECIAL )\bDESIGN\b/g, 'the outside design notes (write docs/architecture.md §n)'],
  [/\bTOOLCHAIN\b/g, 'the outside toolchain notes (write docs/toolchain.md)'],
  [/(?:\.\.\/)+shared\/|\/work\/(?:shared|notes)\b/g, 'a folder outside the repository'],
  [/\b[Ii]ssues? #?\d+/g, 'an issue number (say what the code does instead)'],
  [/\b[Tt]urn \d+\b/g, 'a work-session number'],
];

export function rewrite(text) {
  return REWRITES.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
}

/** `[{ line, text, why }]` for every reference to a document outside the repository. */
export function findOutsideReferences(text) {
  const found = [];
  const lines = text.split('\n');
  lines.forEach((line, index) => {
    for (const [pattern, why] of FORBIDDEN) {
      for (const match of line.matchAll(pattern)) found.push({ line: index + 1, text: match[0], why });
    }
  });
  return found;
}

function repositoryFiles(root) {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return [...new Set(out.split('\0'))].filter(
    (file) => file && TEXT_FILE.test(file) && !OWN_FILES.has(file) && !IGNORED.has(path.basename(file)),
  );
}

function main(argv) {
  const check = argv.includes('--check');
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  let rewritten = 0;
  const problems = [];
  for (const file of repositoryFiles(root)) {
    let text;
    try {
      text = readFileSync(path.join(root, file), 'utf8');
    } catch {
      continue; // deleted in the work tree but still in the index
    }
    const next = rewrite(text);
    if (next !== text) {
      rewritten += 1;
      if (!check) writeFileSync(path.join(root, file), next);
    }
    for (const ref of findOutsideReferences(check ? text : next)) problems.push({ file, ...ref });
  }
  for (const { file, line, text, why } of problems) console.error(`${file}:${line}: "${text}" cites ${why}`);
  if (check) {
    if (problems.length > 0) {
      console.error(
        `\n${problems.length} reference(s) to documents outside the repository. Cite docs/product.md, ` +
          'docs/architecture.md or docs/toolchain.md instead (`node scripts/cite-docs.mjs` rewrites most of them).',
      );
      return 1;
    }
    console.log('cite-docs: every reference points inside the repository.');
    return 0;
  }
  console.log(`cite-docs: rewrote ${rewritten} file(s); ${problems.length} reference(s) left to fix by hand.`);
  return problems.length > 0 ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
