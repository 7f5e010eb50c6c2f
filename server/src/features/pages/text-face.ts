import { decodeEntities } from './html-entities';

/**
 * A page's text face (docs/decisions/0097-first-screen-alone.md): the characters a
 * server-rendered page draws that its route's face (shell/tools/site-font, built from what the
 * build can know) lacks — a press article's title and text, data the build never sees — as one
 * more face of the same family, subset to exactly those characters when a browser asks for it.
 * Without it the browser would draw them with the site-wide face (77 KB) and Pretendard's range
 * files (27 KB each).
 *
 * The characters travel in the face's address (`/page-fonts/text/<code>.css` and `.woff2`): any
 * host answers it without state, and browsers and caches keep it for good. `<code>` is the sorted
 * code points as differences, each a little-endian base-128 number, in base64url: one byte a
 * character for Hangul, so the address stays short.
 */

/** Where the host serves text faces: `<code>.css` (the @font-face) and `<code>.woff2`. */
export const TEXT_FACE_PREFIX = '/page-fonts/text/';

/**
 * At most this many characters in one text face (its address stays under the router's parameter
 * bound, about 800 characters). A page with more draws the rest as before (the site-wide face).
 */
export const MAX_TEXT_FACE_CHARACTERS = 600;

/** The family the route's face declares (shell/tools/site-font/page-fonts.ts, `PAGE_FONT_FAMILY`). */
export const PAGE_FACE_FAMILY = 'Pretendard Page';

/** The weights every face keeps (docs/decisions/0050-site-font-subset.md). */
export const FACE_WEIGHTS = { min: 400, max: 800 } as const;

/** `<code>` of sorted, distinct code points. */
export function encodeTextFace(points: readonly number[]): string {
  const bytes: number[] = [];
  let previous = 0;
  for (const point of points) {
    let delta = point - previous;
    previous = point;
    while (delta >= 0x80) {
      bytes.push((delta & 0x7f) | 0x80);
      delta >>>= 7;
    }
    bytes.push(delta);
  }
  return Buffer.from(bytes).toString('base64url');
}

/**
 * The code points of a `<code>`, or undefined when it is not one this host writes (not canonical,
 * not increasing, out of range, too many): such an address is nobody's face.
 */
export function decodeTextFace(code: string): number[] | undefined {
  if (code.length === 0 || !/^[A-Za-z0-9_-]+$/.test(code)) return undefined;
  const bytes = Buffer.from(code, 'base64url');
  const points: number[] = [];
  let previous = 0;
  let delta = 0;
  let shift = 0;
  for (const byte of bytes) {
    delta += (byte & 0x7f) * 2 ** shift;
    if (byte & 0x80) {
      shift += 7;
      if (shift > 21) return undefined;
      continue;
    }
    if (delta === 0 && points.length > 0) return undefined;
    previous += delta;
    if (previous > 0x10ffff || points.length >= MAX_TEXT_FACE_CHARACTERS) return undefined;
    points.push(previous);
    delta = 0;
    shift = 0;
  }
  if (shift !== 0 || points.length === 0) return undefined;
  return encodeTextFace(points) === code ? points : undefined;
}

/** `U+20-7E,U+AC00,…`: consecutive code points merged into ranges. */
export function unicodeRangeOf(points: readonly number[]): string {
  const ranges: string[] = [];
  const hex = (n: number) => n.toString(16).toUpperCase();
  for (let i = 0; i < points.length;) {
    const start = points[i] ?? 0;
    let end = start;
    while (points[i + 1] === end + 1) {
      end += 1;
      i += 1;
    }
    i += 1;
    ranges.push(start === end ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`);
  }
  return ranges.join(',');
}

/** The code points a stylesheet's `unicode-range` descriptors cover. */
export function unicodeRangePoints(css: string): Set<number> {
  const points = new Set<number>();
  for (const match of css.matchAll(/unicode-range\s*:\s*([^;}]*)/gi)) {
    for (const part of (match[1] ?? '').split(',')) {
      const range = /^\s*U\+([0-9A-F?]+)(?:-([0-9A-F]+))?\s*$/i.exec(part);
      if (!range?.[1]) continue;
      const from = parseInt(range[1].replace(/\?/g, '0'), 16);
      const to = range[2] ? parseInt(range[2], 16) : parseInt(range[1].replace(/\?/g, 'F'), 16);
      for (let point = from; point <= to && to - from < 0x10000; point += 1) points.add(point);
    }
  }
  return points;
}

/** In one pass: an element whose content a browser with scripts never draws, a tag, or text. */
const BODY_PARTS = /<(script|style|template|noscript|title)\b[^>]*>[\s\S]*?<\/\1>|<[^>]*>|[^<]+/gi;
/** Attributes a browser draws: a field's placeholder, a button's value. */
const DRAWN_ATTRIBUTE = /\s(?:placeholder|value)="([^"]*)"/g;

function addPoints(points: Set<number>, text: string): void {
  for (const char of text.includes('&') ? decodeEntities(text) : text) {
    const point = char.codePointAt(0) ?? 0;
    if (point > 0x20 && !/\s/u.test(char)) points.add(point);
  }
}

/** The code points a page's `<body>` draws: its text and its fields' placeholders and values. */
export function drawnPoints(html: string): Set<number> {
  const start = html.indexOf('<body');
  const end = html.lastIndexOf('</body>');
  const body = html.slice(start === -1 ? 0 : start, end === -1 ? html.length : end);
  const points = new Set<number>();
  for (const [part, skipped] of body.matchAll(BODY_PARTS)) {
    if (skipped !== undefined) continue;
    if (!part.startsWith('<')) addPoints(points, part);
    else if (part.includes('placeholder=') || part.includes('value=')) {
      for (const match of part.matchAll(DRAWN_ATTRIBUTE)) addPoints(points, match[1] ?? '');
    }
  }
  return points;
}

/** What a route face covers, read once per stylesheet (a build has a few dozen). */
const covers = new Map<string, Set<number>>();
function coveredBy(faceCss: string): Set<number> {
  let points = covers.get(faceCss);
  if (!points) {
    if (covers.size >= 64) covers.clear();
    covers.set(faceCss, (points = unicodeRangePoints(faceCss)));
  }
  return points;
}

/** A page's text face: its address, its `<code>` and its characters. */
export interface TextFace {
  readonly href: string;
  readonly code: string;
  readonly points: readonly number[];
}

/**
 * The text face a page needs beside its route's face (whose stylesheet is `faceCss`), or
 * undefined when that face covers everything the page draws (every page whose text the build
 * knew) or there is too much for one face.
 */
export function textFaceOf(html: string, faceCss: string): TextFace | undefined {
  const covered = coveredBy(faceCss);
  if (covered.size === 0) return undefined;
  const missing = [...drawnPoints(html)].filter((point) => !covered.has(point)).sort((a, b) => a - b);
  if (missing.length === 0 || missing.length > MAX_TEXT_FACE_CHARACTERS) return undefined;
  const code = encodeTextFace(missing);
  return { href: `${TEXT_FACE_PREFIX}${code}.css`, code, points: missing };
}

/** The @font-face of a text face: the route face's family, for exactly its characters. */
export function textFaceCss(points: readonly number[], fontUrl: string): string {
  return (
    `@font-face{font-family:'${PAGE_FACE_FAMILY}';font-style:normal;font-weight:${FACE_WEIGHTS.min} ${FACE_WEIGHTS.max};` +
    `font-display:swap;src:url(${fontUrl}) format('woff2');unicode-range:${unicodeRangeOf(points)}}\n`
  );
}
