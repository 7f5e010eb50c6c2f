// Turns the `<text>` of an SVG image into `<path>` outlines of the site's face, at build time.
//
// Why: an SVG shown through `<img>` is its own document, laid out on the main thread; it cannot use
// the page's web fonts, so the browser looks up a fallback for each Hangul label (the location
// map's nine labels cost 12–75 ms of main thread, the same file without them 3 ms), and a
// visitor sees whatever face their system has. Outlined, the labels are drawn in Pretendard as
// the rest of the site is, and laying them out costs nothing
// (docs/decisions/0098-short-tasks-after-the-first-paint.md).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as hb from 'harfbuzzjs';

const require = createRequire(import.meta.url);
const FACE_FILES = {
  400: 'Pretendard-Regular.otf',
  500: 'Pretendard-Medium.otf',
  600: 'Pretendard-SemiBold.otf',
  700: 'Pretendard-Bold.otf',
  800: 'Pretendard-ExtraBold.otf',
};

/** @type {Map<number, import('harfbuzzjs').Font>} */
const fonts = new Map();
function fontOf(weight) {
  const file = FACE_FILES[weight];
  if (!file) throw new Error(`outline-svg-text: no Pretendard face for font-weight ${weight}`);
  let font = fonts.get(weight);
  if (!font) {
    const data = readFileSync(require.resolve(`pretendard/dist/public/static/${file}`));
    font = new hb.Font(new hb.Face(new hb.Blob(data), 0));
    fonts.set(weight, font);
  }
  return font;
}

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (text) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name) =>
    name[0] === '#'
      ? String.fromCodePoint(name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)))
      : (ENTITIES[name] ?? whole),
  );

/** Attributes of a start tag's text, as written. */
function attributesOf(tag) {
  return Object.fromEntries([...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
}

/** Presentation attributes a label keeps on its outline (its paint; what it inherits, it still inherits). */
const KEPT = [
  'fill',
  'fill-opacity',
  'opacity',
  'stroke',
  'stroke-width',
  'stroke-linejoin',
  'paint-order',
  'transform',
];
/** What shaping reads, from the label or the nearest element around it that sets it. */
const INHERITED = ['font-size', 'font-weight', 'text-anchor'];
/** Attributes the outliner reads; anything else on a `<text>` is refused rather than lost. */
const READ = new Set(['x', 'y', 'dy', 'font-family', ...INHERITED, ...KEPT]);

/**
 * A path written with relative commands on a 0.1 grid: a third shorter than absolute coordinates
 * (the floor plans' labels: 56 KB → about 38 KB before compression). Each point is rounded where
 * it lies and the step is taken between rounded points, so rounding never accumulates.
 */
class RelativePath {
  #d = '';
  #at = [0, 0];
  #start = [0, 0];
  #last = '';

  /** @param {string} command M, L, Q, C or Z (absolute) @param {number[][]} points its points */
  add(command, points) {
    if (command === 'Z') {
      this.#d += 'z';
      this.#at = this.#start;
      this.#last = 'z';
      return;
    }
    const grid = points.map(([px, py]) => [Math.round(px * 10), Math.round(py * 10)]);
    const from = this.#at;
    const letter = command.toLowerCase();
    const numbers = grid.flatMap(([gx, gy]) => [gx - from[0], gy - from[1]]);
    // A repeated command letter may be left out (an m's repeat would be an l: not relied on).
    this.#d += (letter === this.#last && letter !== 'm' ? '' : letter) + numbersText(numbers, letter === this.#last);
    this.#at = grid[grid.length - 1] ?? from;
    if (letter === 'm') this.#start = this.#at;
    this.#last = letter;
  }

  toString() {
    return this.#d;
  }
}

/** Tenths as the shortest SVG number list: "-.5" for -0.5, a space only where a sign does not separate. */
function numbersText(tenths, continuing) {
  let out = '';
  tenths.forEach((t, index) => {
    const text = t % 10 === 0 ? String(t / 10) : (t / 10).toFixed(1).replace(/^(-?)0\./, '$1.');
    const separate = (index > 0 || continuing) && !text.startsWith('-');
    // After a number with a decimal point, a number starting with "." also needs no space.
    out += (separate && !(text.startsWith('.') && /\.\d*$/.test(out)) ? ' ' : '') + text;
  });
  return out;
}

/**
 * One `<text x y dy font-size font-weight text-anchor>` (single numbers, no `<tspan>`) as a
 * `<path>` whose `d` is its glyphs' outlines placed where the browser would draw them.
 */
function outline(attributes, inherited, content) {
  const unknown = Object.keys(attributes).filter((name) => !READ.has(name));
  if (unknown.length > 0) throw new Error(`outline-svg-text: cannot outline a <text> with ${unknown.join(', ')}`);
  const style = { 'font-size': '16', 'font-weight': '400', 'text-anchor': 'start', ...inherited, ...attributes };
  const font = fontOf(Number(style['font-weight']));
  const size = Number(style['font-size']);
  const x = Number(attributes.x ?? 0);
  const y = Number(attributes.y ?? 0) + Number(attributes.dy ?? 0);
  if (![size, x, y].every(Number.isFinite))
    throw new Error(`outline-svg-text: cannot read the position of "${content}"`);
  const buffer = new hb.Buffer();
  buffer.addText(decode(content));
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const infos = buffer.getGlyphInfos();
  const positions = buffer.getGlyphPositions();
  const scale = size / font.face.upem;
  const width = positions.reduce((sum, p) => sum + p.xAdvance, 0) * scale;
  const anchor = style['text-anchor'];
  let penX = x - (anchor === 'middle' ? width / 2 : anchor === 'end' ? width : 0);
  const path = new RelativePath();
  infos.forEach((info, i) => {
    const p = positions[i];
    const ox = penX + p.xOffset * scale;
    const oy = y - p.yOffset * scale;
    // harfbuzz draws in font units, y up, with absolute commands (M, L, Q, C, Z).
    for (const [, command, numbers] of font.glyphToPath(info.codepoint).matchAll(/([MLQCZ])([^MLQCZ]*)/g)) {
      const values = numbers
        .split(/[\s,]+/)
        .filter(Boolean)
        .map(Number);
      const points = [];
      for (let k = 0; k + 1 < values.length; k += 2) points.push([ox + values[k] * scale, oy - values[k + 1] * scale]);
      path.add(command, points);
    }
    penX += p.xAdvance * scale;
  });
  const d = path.toString();
  const kept = KEPT.filter((name) => attributes[name] !== undefined)
    .map((name) => ` ${name}="${attributes[name]}"`)
    .join('');
  return `<path${kept} d="${d}"/>`;
}

const ELEMENT = /<text\b([^>]*)>([^<]*)<\/text>|<(\/?)([\w:-]+)\b([^>]*?)(\/?)>/g;

/**
 * The SVG source with every `<text>…</text>` replaced by its outline; other markup untouched. A
 * label is styled by its own attributes or its ancestors' (`font-size`, `font-weight`,
 * `text-anchor`; paint as it likes): a `<style>` rule that selects `text` is refused, as a path
 * would lose it.
 */
export async function outlineSvgText(svg) {
  if (!svg.includes('<text')) return svg;
  const rules = [...svg.matchAll(/<style\b[^>]*>([^<]*)<\/style>/g)].map((m) => m[1]).join('');
  const selectors = [...rules.matchAll(/([^{}]+)\{/g)].map((m) => m[1]);
  if (selectors.some((selector) => /(^|[\s,>+~])text(?![\w-])/.test(selector))) {
    throw new Error('outline-svg-text: a <style> rule selects text; style the labels with attributes');
  }
  /** The inherited attributes of each open element around the current position. */
  const open = [{}];
  const outlined = svg.replace(ELEMENT, (whole, textTag, content, closing, name, tag, selfClosing) => {
    if (textTag !== undefined) return outline(attributesOf(textTag), open[open.length - 1], content);
    if (closing) open.pop();
    else if (!selfClosing) {
      const own = attributesOf(tag);
      open.push({
        ...open[open.length - 1],
        ...Object.fromEntries(INHERITED.filter((n) => own[n]).map((n) => [n, own[n]])),
      });
    }
    return whole;
  });
  // What is left is a label with markup inside (a <tspan>): refused rather than drawn wrong.
  if (/<text\b/.test(outlined))
    throw new Error('outline-svg-text: cannot outline a <text> with a <tspan> or other markup');
  return outlined;
}
