import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { AFTER_PAINT_ELEMENT_ID, BELOW_FOLD_ATTRIBUTE, firstScreenCopy } from './first-screen-copy.mjs';

const AFTER_PAINT = `<script id="${AFTER_PAINT_ELEMENT_ID}">(function(list){})([["script",{"src":"/main.js"}]]);</script>`;

test('leaves out every element marked below the fold, nested elements of its kind included, and the after-paint script', () => {
  const html =
    '<body><header>머리</header><main><section><h1>공원 위에</h1></section>' +
    '<section data-below-fold=""><section><p>안쪽</p></section><!-- <section> --><p>위치</p></section>' +
    '<section data-below-fold=""><style>.a>section{}</style><p>이야기</p></section></main>' +
    `<footer data-below-fold="laid-out"><p>바닥</p></footer>${AFTER_PAINT}</body>`;
  assert.equal(
    firstScreenCopy(html),
    '<body><header>머리</header><main><section><h1>공원 위에</h1></section></main></body>',
  );
});

test('refuses a page without content below the fold or without the after-paint script', () => {
  assert.throws(() => firstScreenCopy(`<main><section>하나</section></main>${AFTER_PAINT}`), /not a first screen/);
  assert.throws(() => firstScreenCopy('<main><section data-below-fold="">하나</section></main>'), /not a first screen/);
  assert.throws(() => firstScreenCopy(`<section data-below-fold=""><p>열림</p>${AFTER_PAINT}`), /never closed/);
});

test('uses the names the contracts and the host write', () => {
  const contracts = readFileSync(new URL('../packages/contracts/src/first-paint.ts', import.meta.url), 'utf8');
  const host = readFileSync(new URL('../server/src/features/pages/first-paint.ts', import.meta.url), 'utf8');
  assert.match(contracts, new RegExp(`BELOW_FOLD_ATTRIBUTE = '${BELOW_FOLD_ATTRIBUTE}'`));
  assert.match(host, new RegExp(`AFTER_PAINT_ELEMENT_ID = '${AFTER_PAINT_ELEMENT_ID}'`));
});
