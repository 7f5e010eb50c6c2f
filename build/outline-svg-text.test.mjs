import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { outlineSvgText } from './outline-svg-text.mjs';

const svg = (text) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 40">${text}</svg>`;
const pathOf = (out) => out.match(/<path[^>]* d="([^"]+)"/)?.[1] ?? '';
/** The points of a path written with relative m, l, q, c and z (what the outliner writes), absolute. */
function pointsOf(d) {
  const points = [];
  let at = [0, 0];
  let start = at;
  for (const [, letter, numbers] of d.matchAll(/([mlqcz])([^mlqcz]*)/g)) {
    if (letter === 'z') {
      at = start;
      continue;
    }
    const values = numbers.match(/-?(\d+\.?\d*|\.\d+)/g)?.map(Number) ?? [];
    const size = { m: 2, l: 2, q: 4, c: 6 }[letter];
    for (let k = 0; k + size <= values.length; k += size) {
      const from = at;
      for (let j = 0; j < size; j += 2) {
        at = [from[0] + values[k + j], from[1] + values[k + j + 1]];
        points.push(at);
      }
      if (letter === 'm' && k === 0) start = at;
    }
  }
  return points;
}
const xs = (d) => pointsOf(d).map(([x]) => x);

test('leaves an SVG without text as it is', async () => {
  const source = svg('<rect width="10" height="10"/>');
  assert.equal(await outlineSvgText(source), source);
});

test('draws a label as one path, keeping its colour and dropping the font attributes', async () => {
  const out = await outlineSvgText(
    svg(
      '<text x="10" y="30" font-size="16" font-weight="700" fill="#24473f" font-family="Pretendard">가경 &amp; 파크</text>',
    ),
  );
  assert.doesNotMatch(out, /<text|font-family/);
  assert.match(out, /^<svg[^>]*><path fill="#24473f" d="m[^"]+z"\/><\/svg>$/);
  // The glyphs sit on the baseline at y=30, within the font size above it.
  const ys = pointsOf(pathOf(out)).map(([, y]) => y);
  assert.ok(Math.max(...ys) <= 34 && Math.min(...ys) >= 30 - 16, `y from ${Math.min(...ys)} to ${Math.max(...ys)}`);
});

test('places the label by its text-anchor', async () => {
  const label = (anchor) => svg(`<text x="100" y="30" font-size="16" text-anchor="${anchor}">상업시설</text>`);
  const start = xs(pathOf(await outlineSvgText(label('start'))));
  const middle = xs(pathOf(await outlineSvgText(label('middle'))));
  const end = xs(pathOf(await outlineSvgText(label('end'))));
  assert.ok(Math.min(...start) >= 100, 'start: drawn to the right of x');
  assert.ok(Math.max(...end) <= 100, 'end: drawn to the left of x');
  assert.ok(Math.min(...middle) < 100 && Math.max(...middle) > 100, 'middle: drawn across x');
});

test('a heavier weight is drawn with the heavier face', async () => {
  const of = async (weight) => pathOf(await outlineSvgText(svg(`<text font-weight="${weight}">시설</text>`)));
  assert.notEqual(await of(400), await of(700));
});

test('refuses what it would lose (a tspan, an unknown attribute, a weight without a face)', async () => {
  await assert.rejects(outlineSvgText(svg('<text letter-spacing="2">가</text>')), /letter-spacing/);
  await assert.rejects(outlineSvgText(svg('<text font-weight="300">가</text>')), /font-weight 300/);
  await assert.rejects(outlineSvgText(svg('<text>가<tspan>나</tspan></text>')), /tspan/);
});

test('outlines every label of the location map', async () => {
  const source = readFileSync(new URL('../mf-marketing/src/assets/business/map-local.svg', import.meta.url), 'utf8');
  const out = await outlineSvgText(source);
  assert.doesNotMatch(out, /<text/);
  assert.equal(out.match(/<path fill="#(24473f|fff|2f5443|7b847f)" d=/g)?.length, source.match(/<text/g)?.length);
});

test('reads the size, weight and anchor a label inherits, and its dy', async () => {
  const inherited = await outlineSvgText(
    svg('<g font-size="20" font-weight="700" text-anchor="end"><text x="100" y="30">가</text></g>'),
  );
  const own = await outlineSvgText(
    svg('<text x="100" y="30" font-size="20" font-weight="700" text-anchor="end">가</text>'),
  );
  assert.equal(pathOf(inherited), pathOf(own));
  const shifted = await outlineSvgText(
    svg('<text x="100" y="20" dy="10" font-size="20" font-weight="700" text-anchor="end">가</text>'),
  );
  assert.equal(pathOf(shifted), pathOf(own));
});

test('refuses a stylesheet rule that selects text, and keeps one that styles shapes', async () => {
  await assert.rejects(
    outlineSvgText(svg('<style>.k text{stroke:none}</style><text x="1" y="20">가</text>')),
    /selects text/,
  );
  const out = await outlineSvgText(
    svg('<style>.k{fill:none}.texture{fill:red}</style><g class="k"><text x="1" y="20" fill="#000">가</text></g>'),
  );
  assert.match(out, /<style>\.k\{fill:none\}\.texture\{fill:red\}<\/style><g class="k"><path fill="#000" d=/);
});

test('outlines the floor plans, which style their labels with attributes', async () => {
  for (const plan of ['84a', '84b', '84c', '84d', '114a', '114b']) {
    const source = readFileSync(
      new URL(`../mf-marketing/src/assets/floor-plan/plan-${plan}.svg`, import.meta.url),
      'utf8',
    );
    const out = await outlineSvgText(source);
    assert.doesNotMatch(out, /<text/);
    // The halo under a label (stroke painted first) stays with its outline.
    assert.match(
      out,
      /<path fill="#1c2421" stroke="#fffdf8" stroke-width="5" stroke-linejoin="round" paint-order="stroke" d=/,
    );
  }
});
