// node --test scripts/cite-docs.test.mjs (run by `npm run lint`)
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findOutsideReferences, rewrite } from './cite-docs.mjs';

describe('rewrite', () => {
  it('points product and architecture citations at docs/, keeping the section numbers', () => {
    assert.equal(rewrite('/** Sub-page frame (SPEC §2, §4). */'), '/** Sub-page frame (docs/product.md §2, §4). */');
    assert.equal(rewrite('// bounded here (DESIGN §4).'), '// bounded here (docs/architecture.md §4).');
    assert.equal(rewrite('See DESIGN.md §5–§7.'), 'See docs/architecture.md §5–§7.');
    assert.equal(rewrite('pinned (../shared/TOOLCHAIN.md)'), 'pinned (docs/toolchain.md)');
    assert.equal(rewrite('(SPEC: mobile layout at 900px)'), '(docs/product.md: mobile layout at 900px)');
  });

  it('drops issue-number citations and leaves the sentence whole', () => {
    assert.equal(
      rewrite(' * Leads on the embedded backend (issue 5): a lead'),
      ' * Leads on the embedded backend: a lead',
    );
    assert.equal(
      rewrite('The popup (SPEC §2, §4; issue 5). The shell'),
      'The popup (docs/product.md §2, §4). The shell',
    );
    assert.equal(rewrite('one client (issue 13 item 3) for'), 'one client for');
    assert.equal(rewrite('(DESIGN §3; issue 13 item 4)'), '(docs/architecture.md §3)');
    assert.equal(
      rewrite(' * in plain Node (issue 3 "Metadata and\n * rendering"), so prerendering'),
      ' * in plain Node, so prerendering',
    );
  });

  it('leaves names that only contain the words alone', () => {
    const text = 'const SPEC_PATHS = []; <SectionHead eyebrow="SPECIAL DESIGN" />; SPECIAL_DESIGN_POINTS';
    assert.equal(rewrite(text), text);
    assert.deepEqual(findOutsideReferences(text), []);
  });

  it('changes nothing the second time', () => {
    const once = rewrite('// (SPEC §5; issue 5) DESIGN §8, TOOLCHAIN.md, (issue 4)');
    assert.equal(rewrite(once), once);
    assert.deepEqual(findOutsideReferences(once), []);
  });
});

describe('findOutsideReferences', () => {
  it('reports what no rewrite can fix, by line', () => {
    const found = findOutsideReferences('ok\nas issue 13 asks\nread /work/shared/notes and turn 2');
    assert.deepEqual(
      found.map(({ line, text }) => [line, text]),
      [
        [2, 'issue 13'],
        [3, '/work/shared'],
        [3, 'turn 2'],
      ],
    );
  });

  it('reports the outside documents themselves', () => {
    assert.equal(findOutsideReferences('see SPEC §2 and STYLE.md').length, 2);
  });
});
